import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { TrackingScripts } from "#domain/tracking.ts";
import { mergeSources, type ExtraSources } from "./csp-sources.ts";
import { trackingSources } from "./tracking-sources.ts";

export type { ExtraSources };

declare module "fastify" {
  interface FastifyRequest {
    /** The nonce that this response's inline scripts carry. */
    cspNonce: string;
  }
}

/**
 * What MercadoPago.js v2 needs: its script, the API it calls, the scripts, frames and images it adds itself
 * (fraud prevention, card brand logos). Allowed only on the checkout pages (docs/decisions/0016).
 */
export const MERCADOPAGO_SOURCES: ExtraSources = {
  script: ["https://sdk.mercadopago.com", "https://*.mercadopago.com", "https://*.mlstatic.com"],
  connect: [
    "https://api.mercadopago.com",
    "https://*.mercadopago.com",
    "https://*.mercadolibre.com",
    "https://*.mlstatic.com",
  ],
  img: ["https://*.mlstatic.com", "https://*.mercadopago.com", "https://*.mercadolibre.com"],
  frame: ["https://*.mercadopago.com", "https://*.mercadolibre.com"],
};

/** The checkout's pages (document requests and their data requests): the only ones that load a payment SDK. */
export function isCheckoutPath(url: string): boolean {
  return /^\/shop\/checkout(?:[/?.]|$)/.test(url);
}

const list = (sources: readonly string[] | undefined) => (sources?.length ? ` ${sources.join(" ")}` : "");

/** The Content-Security-Policy of one response. Style attributes rendered by React need 'unsafe-inline' styles. */
export function contentSecurityPolicy(nonce: string, opts: { https: boolean; extra?: ExtraSources }): string {
  const extra = opts.extra ?? {};
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${list(extra.script)}`,
    `style-src 'self' 'unsafe-inline'${list(extra.style)}`,
    `img-src 'self' data: blob:${list(extra.img)}`,
    `font-src 'self'${list(extra.font)}`,
    `connect-src 'self'${list(extra.connect)}`,
    ...(extra.frame?.length ? [`frame-src 'self'${list(extra.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

interface SecurityOptions {
  https: boolean;
  /** With Mercado Pago, the checkout's pages also allow its hosts. */
  paymentsProvider?: string;
  /** The configured analytics and chat scripts: every page allows their hosts. */
  tracking?: TrackingScripts;
}

/** Built scripts, styles and fonts: never shown as a document, so the headers only documents use are left off. */
const BUILT_SUBRESOURCE = /^\/assets\/[^/?]+\.(js|css|woff2)(\?|$)/;
const DOCUMENT_ONLY_HEADERS = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/**
 * Security headers for every response, with a fresh script nonce per request. A page loads some twenty built
 * files: they keep `nosniff` and the resource policy, and go without the kilobyte of document headers.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    hsts: opts.https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  app.decorateRequest("cspNonce", "");
  const tracking = opts.tracking ? trackingSources(opts.tracking) : {};
  const checkoutSources = mergeSources(MERCADOPAGO_SOURCES, tracking);
  app.addHook("onRequest", async (request, reply) => {
    if (BUILT_SUBRESOURCE.test(request.url)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return;
    }
    request.cspNonce = randomBytes(16).toString("base64");
    const checkout = opts.paymentsProvider === "mercadopago" && isCheckoutPath(request.url);
    const extra = checkout ? checkoutSources : tracking;
    reply.header(
      "content-security-policy",
      contentSecurityPolicy(request.cspNonce, { https: opts.https, extra }),
    );
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
  });
});
