import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ACCOUNT_MESSAGES } from "#domain/accounts/messages.ts";
import { apiError } from "./api.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request comes from this site's own pages. Browsers mark every request with
 * Sec-Fetch-Site and every cross-origin POST with Origin; either one naming another site is refused.
 * Requests with neither (servers, scripts, payment webhooks) carry no browser's cookies to abuse.
 */
export function isCrossSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const ownOrigin = `${request.protocol}://${request.host}`;
  return origin !== publicOrigin && origin !== ownOrigin;
}

/** Refuses cross-site state changes on every route: page actions and the JSON API alike. */
export const csrfProtection = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !isCrossSiteRequest(request, publicOrigin)) return;
    request.log.warn(
      { origin: request.headers.origin, fetchSite: request.headers["sec-fetch-site"] },
      "cross-site request refused",
    );
    if (request.url.startsWith("/api/")) {
      return reply.status(403).send(apiError("forbidden", ACCOUNT_MESSAGES.forbidden));
    }
    return reply.status(403).type("text/plain; charset=utf-8").send(ACCOUNT_MESSAGES.forbidden);
  });
});
