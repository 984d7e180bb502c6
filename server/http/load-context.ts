import type { FastifyBaseLogger } from "fastify";
import type { SessionAccount } from "#domain/accounts/session-account.ts";
import type { TrackingScripts } from "#domain/tracking.ts";
import type { Services } from "#server/services.ts";
import type { RateLimits } from "./rate-limit.ts";
import type { SessionCookie } from "./session.ts";
import type { StaffCookie } from "./staff-session.ts";
import type { StaffMember } from "#domain/staff/staff-member.ts";
import type { ResolvedStaffSession } from "#server/modules/staff/sessions.ts";

export type { SessionAccount };

/**
 * What every route loader and action reads from `context` (a RouterContextProvider carrying these fields, so
 * `context.services` reads as before; values set by middleware are read with `context.get`).
 */
export interface ShopLoadContext {
  services: Services;
  /** The nonce of this response's Content-Security-Policy, for inline scripts. */
  nonce: string;
  publicUrl: string;
  uploadsUrl: string;
  /** The analytics and chat scripts every page loads (none in the demo). */
  tracking: TrackingScripts;
  /** The request's logger (JSON lines carrying the request id). */
  log: FastifyBaseLogger;
  /**
   * Rendered for everyone of the visitor's audience, to be kept by the page cache: the visitor's own parts
   * (their cart) are left as marks the cache fills per response (#domain/personal-parts.ts).
   */
  sharedPage: boolean;
  /** The signed-in customer, or null for an anonymous visitor. */
  account: SessionAccount | null;
  /** The session cookie's value behind `account` (to sign out), or null. */
  sessionToken: string | null;
  /** The client's address (behind the proxy), for rate limits. */
  clientIp: string;
  /** The rate limits of the account forms (login, register, password reset and change). */
  rateLimits: RateLimits;
  /** Set-Cookie values for the `token` session cookie. */
  sessionCookie: SessionCookie;
  /** The signed-in staff member (back office only, second factor given), or null. */
  staff: StaffMember | null;
  /** The staff session, also while it still waits for the second factor; null without one. */
  staffSession: ResolvedStaffSession | null;
  /** The `staff_token` cookie's value behind `staffSession`, or null. */
  staffToken: string | null;
  /** Set-Cookie values for the `staff_token` cookie. */
  staffCookie: StaffCookie;
  /** Production: owners and admins must enrol a second factor. */
  production: boolean;
}

/* eslint-disable @typescript-eslint/no-empty-object-type */
declare module "react-router" {
  interface AppLoadContext extends ShopLoadContext {}
  interface RouterContextProvider extends ShopLoadContext {}
}
/* eslint-enable @typescript-eslint/no-empty-object-type */
