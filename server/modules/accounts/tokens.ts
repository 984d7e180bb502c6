import { createHash, randomBytes } from "node:crypto";

/** A random secret for a link or a cookie: 256 bits, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256. A leaked table gives no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const HOUR_MS = 3_600_000;
export const VERIFY_TOKEN_TTL_MS = 48 * HOUR_MS;
export const RESET_TOKEN_TTL_MS = 1 * HOUR_MS;
export const EMAIL_CHANGE_TOKEN_TTL_MS = 24 * HOUR_MS;
export const SESSION_TTL_MS = 30 * 24 * HOUR_MS;
