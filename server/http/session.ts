import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { SessionService } from "#server/modules/accounts/sessions.ts";
import type { SessionAccount } from "./load-context.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in customer, resolved from the `token` cookie; null for anonymous visitors. */
    account: SessionAccount | null;
    /** The cookie value behind `account`, for signing out. */
    sessionToken: string | null;
    /** The areas in the signed-in customer's cart as the request began, oldest first; none for anonymous. */
    cartProductIds: readonly string[] | null;
  }
}

export const SESSION_COOKIE = "token";

interface CookieShape {
  name: string;
  path: string;
  sameSite: "Lax" | "Strict";
  secure: boolean;
}

/**
 * Builds the Set-Cookie headers of a session cookie, HttpOnly always; by default the customers' `token`:
 * Path=/, SameSite=Lax, Secure in production.
 */
export class SessionCookie {
  private readonly shape: CookieShape;

  constructor(opts: Pick<CookieShape, "secure"> & Partial<CookieShape>) {
    this.shape = { name: SESSION_COOKIE, path: "/", sameSite: "Lax", ...opts };
  }

  serialize(token: string, expiresAt: Date): string {
    const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
    return this.cookie(token, maxAge, expiresAt);
  }

  clear(): string {
    return this.cookie("", 0, new Date(0));
  }

  private cookie(value: string, maxAge: number, expires: Date) {
    return [
      `${this.shape.name}=${value}`,
      `Path=${this.shape.path}`,
      `Max-Age=${maxAge}`,
      `Expires=${expires.toUTCString()}`,
      "HttpOnly",
      `SameSite=${this.shape.sameSite}`,
      ...(this.shape.secure ? ["Secure"] : []),
    ].join("; ");
  }
}

/** The value of one cookie in a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/** Files and probes that never need to know who is asking, so they cost no session lookup. */
const NO_SESSION = /^\/(assets|uploads)\/|^\/api\/(health|ready)$|^\/[^/]+\.(svg|ico|png|txt|webmanifest)$/;

const PURGE_INTERVAL_MS = 3_600_000;

/**
 * Resolves `request.account` from the session cookie before the pages and the API run, and removes ended
 * sessions from the database now and then.
 */
export const sessionResolver = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest("account", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("cartProductIds", null);
  const purge = setInterval(
    () =>
      void opts.sessions
        .purgeExpired()
        .catch((err: unknown) => app.log.warn({ err }, "session purge failed")),
    PURGE_INTERVAL_MS,
  );
  purge.unref();
  app.addHook("onClose", async () => clearInterval(purge));
  app.addHook("onRequest", async (request) => {
    if (NO_SESSION.test(request.url.split("?")[0]!)) return;
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (!token) return;
    try {
      const resolved = await opts.sessions.resolve(token);
      if (resolved) {
        request.account = resolved.account;
        request.sessionToken = token;
        request.cartProductIds = resolved.cartProductIds;
      }
    } catch (err) {
      // Without its database the shop answers 503 to everyone: a customer is never sent to sign in again.
      if (isDatabaseUnavailable(err)) throw err;
      request.log.warn({ err }, "session lookup failed");
    }
  });
});
