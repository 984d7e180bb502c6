/**
 * Credentials the offline stand-in accepts: an RSA key and a self-signed X.509 certificate whose subject
 * carries the CUIT as ARCA's certificates do (`serialNumber=CUIT 20123456786`). Made with Node's crypto (the
 * key) and node-forge (the certificate), so a clean machine needs nothing but npm.
 */
import { generateKeyPairSync, randomBytes } from "node:crypto";
import forge from "node-forge";
import type { ArcaCredentials } from "../client.ts";

const YEAR_MS = 365 * 24 * 3600_000;

export interface DemoCredentialOptions {
  /** The certificate's common name (ARCA's is the alias chosen when it was requested). */
  commonName?: string;
  notBefore?: Date;
  notAfter?: Date;
}

export function createDemoCredentials(
  cuit: string,
  opts: DemoCredentialOptions = {},
): { certificatePem: string; privateKeyPem: string } {
  if (!/^\d{11}$/.test(cuit)) throw new Error(`a CUIT has 11 digits: ${JSON.stringify(cuit)}`);
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: "spki", format: "pem" }).toString(),
  );
  // A positive serial number: the first byte's high bit clear.
  certificate.serialNumber = `01${randomBytes(8).toString("hex")}`;
  const notBefore = opts.notBefore ?? new Date(Date.now() - 60_000);
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = opts.notAfter ?? new Date(notBefore.getTime() + 2 * YEAR_MS);
  const subject = [
    { shortName: "C", value: "AR" },
    { shortName: "O", value: "Candela demo" },
    { shortName: "CN", value: opts.commonName ?? "candela-demo" },
    { name: "serialNumber", value: `CUIT ${cuit}` },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  const signingKey = forge.pki.privateKeyFromPem(
    privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
  );
  certificate.sign(signingKey, forge.md.sha256.create());
  return {
    certificatePem: forge.pki.certificateToPem(certificate),
    privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

/** The same, with the CUIT beside them, as the client takes them. */
export function demoArcaCredentials(cuit: string, opts: DemoCredentialOptions = {}): ArcaCredentials {
  return { cuit, ...createDemoCredentials(cuit, opts) };
}
