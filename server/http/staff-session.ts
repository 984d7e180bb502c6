import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ResolvedStaffSession, StaffSessions } from "#server/modules/staff/sessions.ts";
import { readCookie, SessionCookie } from "./session.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The staff session behind the `staff_token` cookie (back office requests only), or null. */
    staffSession: ResolvedStaffSession | null;
    /** The cookie value behind `staffSession`, for signing out. */
    staffToken: string | null;
  }
}

export const STAFF_COOKIE = "staff_token";
export const ADMIN_PATH = /^\/admin(?:[/.?]|$)/;

/**
 * The back office's cookie: sent only to /admin, never to another site (SameSite=Strict), unreadable by
 * scripts, Secure in production. Separate from the customers' `token`.
 */
export class StaffCookie extends SessionCookie {
  constructor(opts: { secure: boolean }) {
    super({ ...opts, name: STAFF_COOKIE, path: "/admin", sameSite: "Strict" });
  }
}

const PURGE_INTERVAL_MS = 3_600_000;

/**
 * Resolves the staff member of /admin requests, and marks every /admin answer `no-store` (no shared cache,
 * no browser history copy of a back-office page).
 */
export const staffSessionResolver = fp(async (app: FastifyInstance, opts: { sessions: StaffSessions }) => {
  app.decorateRequest("staffSession", null);
  app.decorateRequest("staffToken", null);
  const purge = setInterval(
    () =>
      void opts.sessions
        .purgeExpired()
        .catch((err: unknown) => app.log.warn({ err }, "staff session purge failed")),
    PURGE_INTERVAL_MS,
  );
  purge.unref();
  app.addHook("onClose", async () => clearInterval(purge));
  app.addHook("onRequest", async (request) => {
    if (!ADMIN_PATH.test(request.url)) return;
    const token = readCookie(request.headers.cookie, STAFF_COOKIE);
    if (!token) return;
    try {
      request.staffSession = await opts.sessions.resolve(token);
      if (request.staffSession) request.staffToken = token;
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      request.log.warn({ err }, "staff session lookup failed");
    }
  });
  app.addHook("onSend", async (request, reply) => {
    if (ADMIN_PATH.test(request.url)) reply.header("cache-control", "no-store");
  });
});
