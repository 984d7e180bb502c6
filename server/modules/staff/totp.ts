import { randomInt } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { hashToken } from "#server/modules/accounts/tokens.ts";

/** The issuer shown by authenticator apps beside the account. */
export const TOTP_ISSUER = "Candela";

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: email, secret });
}

/** The otpauth URI as an SVG QR code, inlined in the enrolment page. */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/**
 * Checks a 6-digit code with one step of clock drift either way, and never accepts a step at or before
 * `lastStep` (a code seen once cannot be replayed). Returns the accepted step, or null.
 */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: 30,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_COUNT = 10;

/** Ten random one-time codes such as `k3mz-8qpt-w2ha` (about 58 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(""),
    ).join("-"),
  );
}

/** Recovery codes are compared without case, spaces or dashes. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.toLowerCase().replace(/[\s-]/g, ""));
}
