/**
 * The ARCA certificate and private key a franchise uploads, checked before they are stored: PEM that parses,
 * a certificate still valid, and a key that belongs to it. Nothing of either reaches a log or a message.
 */
import { createPrivateKey, X509Certificate } from "node:crypto";
import { INVOICING_MESSAGES as M } from "#domain/invoicing/messages.ts";
import type { StoredCredentials } from "./secret-box.ts";

export type CredentialsCheck =
  | { ok: true; credentials: StoredCredentials }
  | { ok: false; field: "certificate" | "private_key"; message: string };

/** The CUIT an ARCA certificate names in its subject (`serialNumber=CUIT 20123456786`), if it names one. */
function certificateCuit(certificate: X509Certificate): string | null {
  return /serialNumber=CUIT (\d{11})/i.exec(certificate.subject)?.[1] ?? null;
}

export function checkCredentials(
  cuit: string,
  certificatePem: string,
  privateKeyPem: string,
  now = new Date(),
): CredentialsCheck {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(certificatePem);
  } catch {
    return { ok: false, field: "certificate", message: M.certificateInvalid };
  }
  if (new Date(certificate.validTo) < now)
    return { ok: false, field: "certificate", message: M.certificateExpired };
  const named = certificateCuit(certificate);
  if (named && named !== cuit)
    return { ok: false, field: "certificate", message: M.certificateOtherCuit(named) };
  let key;
  try {
    key = createPrivateKey(privateKeyPem);
  } catch {
    return { ok: false, field: "private_key", message: M.keyInvalid };
  }
  if (!certificate.checkPrivateKey(key)) return { ok: false, field: "private_key", message: M.keyMismatch };
  return {
    ok: true,
    credentials: { certificatePem: certificatePem.trim(), privateKeyPem: privateKeyPem.trim() },
  };
}
