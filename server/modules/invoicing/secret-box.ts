/**
 * The franchises' ARCA certificates and keys at rest: AES-256-GCM under a key derived (HKDF-SHA256) from
 * INVOICING_SECRET, bound to the franchise they belong to (as additional data), so a stored value copied to
 * another franchise does not open. Stored as "v1.<iv>.<tag>.<ciphertext>", base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { ArcaCredentials } from "#server/arca/client.ts";

export type StoredCredentials = Pick<ArcaCredentials, "certificatePem" | "privateKeyPem">;

export { DEMO_CREDENTIALS } from "#server/db/schema/invoicing.ts";

/** The stored value cannot be opened: another INVOICING_SECRET, or it was altered. */
export class UnreadableCredentials extends Error {
  override name = "UnreadableCredentials";
}

export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync("sha256", secret, "candela", "invoicing credentials v1", 32));
  }

  seal(franchiseId: string, credentials: StoredCredentials): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(franchiseId));
    const plain = JSON.stringify({ c: credentials.certificatePem, k: credentials.privateKeyPem });
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v1", iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
      .join(".");
  }

  open(franchiseId: string, sealed: string): StoredCredentials {
    const [version, iv, tag, body] = sealed.split(".");
    if (version !== "v1" || !iv || !tag || body === undefined)
      throw new UnreadableCredentials("unknown format");
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(franchiseId));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
      const parsed = JSON.parse(plain.toString("utf8")) as { c: string; k: string };
      return { certificatePem: parsed.c, privateKeyPem: parsed.k };
    } catch {
      throw new UnreadableCredentials("the credentials do not open with this key");
    }
  }
}
