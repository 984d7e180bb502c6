/**
 * Reads a CMS SignedData (PKCS#7) as WSAA's LoginCms receives it, base64 of DER with the signed content and the
 * signer's certificate inside, and checks its signature. node-forge parses the structure; Node's crypto checks
 * the RSA signature (forge does not verify PKCS#7 signatures).
 */
import { createHash, verify as verifySignature, X509Certificate } from "node:crypto";
import forge from "node-forge";

export type CmsProblem = "cms.bad.base64" | "cms.bad" | "cms.cert.notFound" | "cms.sign.invalid";

export class CmsError extends Error {
  constructor(readonly problem: CmsProblem) {
    super(problem);
  }
}

export interface SignedContent {
  /** The signed content (the TRA's XML), as bytes. */
  content: Buffer;
  /** The signer's certificate, whose key the signature was checked with. */
  certificate: X509Certificate;
}

const DIGESTS: Record<string, string> = {
  [forge.pki.oids.sha1!]: "sha1",
  [forge.pki.oids.sha256!]: "sha256",
  [forge.pki.oids.sha384!]: "sha384",
  [forge.pki.oids.sha512!]: "sha512",
};

const BASE64 = /^[A-Za-z0-9+/\s]+={0,2}\s*$/;

function parse(base64: string): forge.pkcs7.PkcsSignedData {
  if (!BASE64.test(base64)) throw new CmsError("cms.bad.base64");
  try {
    const der = forge.util.decode64(base64.replace(/\s+/g, ""));
    const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der));
    if (!("rawCapture" in message) || !("certificates" in message)) throw new CmsError("cms.bad");
    return message as forge.pkcs7.PkcsSignedData;
  } catch (err) {
    if (err instanceof CmsError) throw err;
    throw new CmsError("cms.bad");
  }
}

const bytes = (binary: string) => Buffer.from(binary, "binary");

/** The encapsulated content: [0] EXPLICIT of an OCTET STRING, or (BER) of a constructed one made of several. */
function contentOf(captured: unknown): Buffer {
  const wrapper = captured as forge.asn1.Asn1 | undefined;
  if (!wrapper || wrapper.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || !Array.isArray(wrapper.value)) {
    throw new CmsError("cms.bad");
  }
  const octets = (node: forge.asn1.Asn1): Buffer => {
    if (node.type !== forge.asn1.Type.OCTETSTRING) throw new CmsError("cms.bad");
    return typeof node.value === "string" ? bytes(node.value) : Buffer.concat(node.value.map(octets));
  };
  return Buffer.concat(wrapper.value.map(octets));
}

/** The value of a signed attribute (contentType, messageDigest) from the SET of signed attributes. */
function attribute(attributes: forge.asn1.Asn1[], oid: string): forge.asn1.Asn1 | undefined {
  for (const attr of attributes) {
    const [type, values] = attr.value as forge.asn1.Asn1[];
    if (type && forge.asn1.derToOid(type.value as string) === oid) {
      return (values?.value as forge.asn1.Asn1[] | undefined)?.[0];
    }
  }
  return undefined;
}

/** Checks the one SignerInfo of `base64` against the certificate it carries; throws a CmsError when it does not hold. */
export function verifySignedContent(base64: string): SignedContent {
  const message = parse(base64);
  const capture = (message as unknown as { rawCapture: Record<string, unknown> }).rawCapture;
  const contentBytes = contentOf(capture.content);
  const forgeCertificate = message.certificates[0];
  if (!forgeCertificate) throw new CmsError("cms.cert.notFound");
  const certificateDer = bytes(forge.asn1.toDer(forge.pki.certificateToAsn1(forgeCertificate)).getBytes());
  const certificate = new X509Certificate(certificateDer);

  const signerInfos = capture.signerInfos as forge.asn1.Asn1[] | undefined;
  const signer = signerInfos?.[0]?.value as forge.asn1.Asn1[] | undefined;
  if (!signer) throw new CmsError("cms.bad");
  // SignerInfo: version, sid, digestAlgorithm, [0] signedAttrs?, signatureAlgorithm, signature, [1] unsignedAttrs?
  const digestOid = forge.asn1.derToOid(((signer[2]?.value as forge.asn1.Asn1[])[0]!.value as string) ?? "");
  const digest = DIGESTS[digestOid];
  if (!digest) throw new CmsError("cms.sign.invalid");
  const signedAttrs = signer.find(
    (part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0,
  );
  const signature = signer.find(
    (part) => part.tagClass === forge.asn1.Class.UNIVERSAL && part.type === forge.asn1.Type.OCTETSTRING,
  );
  if (!signature) throw new CmsError("cms.bad");

  let signedBytes = contentBytes;
  if (signedAttrs) {
    const attributes = signedAttrs.value as forge.asn1.Asn1[];
    const messageDigest = attribute(attributes, forge.pki.oids.messageDigest!);
    const expected = createHash(digest).update(contentBytes).digest();
    if (!messageDigest || !bytes(messageDigest.value as string).equals(expected)) {
      throw new CmsError("cms.sign.invalid");
    }
    // The signature covers the attributes DER-encoded as a SET, not with their [0] IMPLICIT tag.
    const asSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
    signedBytes = bytes(forge.asn1.toDer(asSet).getBytes());
  }
  let valid = false;
  try {
    valid = verifySignature(digest, signedBytes, certificate.publicKey, bytes(signature.value as string));
  } catch {
    valid = false;
  }
  if (!valid) throw new CmsError("cms.sign.invalid");
  return { content: contentBytes, certificate };
}
