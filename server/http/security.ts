import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** The nonce that this response's inline scripts carry. */
    cspNonce: string;
  }
}

/** The Content-Security-Policy of one response. Style attributes rendered by React need 'unsafe-inline' styles. */
export function contentSecurityPolicy(nonce: string, opts: { https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Security headers for every response, with a fresh script nonce per request. */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { https: boolean }) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request, reply) => {
    request.cspNonce = randomBytes(16).toString("base64");
    reply.header("content-security-policy", contentSecurityPolicy(request.cspNonce, opts));
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
  });
});
