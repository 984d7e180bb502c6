/**
 * The stand-in's WSAA LoginCms: checks the CMS-signed login ticket request (TRA) as ARCA does, and issues an
 * access ticket (TA) of 12 hours, one per certificate and service: a second sign-in while it is valid is refused
 * with coe.alreadyAuthenticated. Refusals are SOAP faults with ARCA's codes and texts (docs/arca.md).
 */
import { createHash, randomBytes, randomUUID, type X509Certificate } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import type { Db } from "#server/db/client.ts";
import { arcaSandboxTickets } from "#server/db/schema/index.ts";
import { CmsError, verifySignedContent } from "./cms.ts";
import { escapeXml } from "./soap.ts";
import { argentinaIso } from "./time.ts";

/** WSAA's faults, with the texts ARCA answers (docs/arca.md says which were seen in real answers). */
export const WSAA_FAULTS = {
  "cms.bad.base64": "No se ha podido decodificar el BASE64",
  "cms.bad": "No se ha podido interpretar el CMS",
  "cms.cert.notFound": "No se ha encontrado certificado de firma en el CMS",
  "cms.sign.invalid": "Firma inválida o algoritmo no soportado",
  "cms.cert.expired": "Certificado expirado",
  "cms.cert.invalid": "Certificado con fecha de generación posterior a la actual",
  "cms.cert.untrusted": "Certificado no emitido por AC de confianza",
  "xml.bad": "No se ha podido interpretar el XML contra el SCHEMA",
  "xml.generationTime.invalid":
    "El tiempo de generación es posterior al actual o tiene más de 24 horas de antigüedad",
  "xml.expirationTime.expired": "El tiempo de expiración es inferior a la hora actual",
  "xml.expirationTime.invalid": "El tiempo de expiración excede las 24 horas desde el de generación",
  "wsn.notFound": "Servicio informado inexistente",
  "coe.notAuthorized": "Computador no autorizado a acceder al servicio",
  "coe.alreadyAuthenticated": "El CEE ya posee un TA valido para el acceso al WSN solicitado",
} as const;
export type WsaaFaultCode = keyof typeof WSAA_FAULTS;

export class WsaaFault extends Error {
  constructor(readonly code: WsaaFaultCode) {
    super(WSAA_FAULTS[code]);
  }
}

/** The services the stand-in serves. */
const SERVICES = new Set(["wsfe"]);
const DAY_MS = 24 * 3600_000;
/** WSAA's tickets last 12 hours (WSFEv1's manual). */
export const TICKET_TTL_MS = 12 * 3600_000;
/** What the stand-in writes as its own name in tickets. */
const WSAA_NAME = "CN=wsaa, O=Candela ARCA stand-in, C=AR";

const traParser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true });

interface Tra {
  uniqueId: string;
  generationTime: Date;
  expirationTime: Date;
  service: string;
}

function readTra(xml: string): Tra {
  let doc: Record<string, unknown>;
  try {
    doc = traParser.parse(xml, true) as Record<string, unknown>;
  } catch {
    throw new WsaaFault("xml.bad");
  }
  const request = doc.loginTicketRequest as Record<string, unknown> | undefined;
  const header = request?.header as Record<string, string> | undefined;
  const service = request?.service;
  const tra = {
    uniqueId: String(header?.uniqueId ?? ""),
    generationTime: new Date(String(header?.generationTime ?? "")),
    expirationTime: new Date(String(header?.expirationTime ?? "")),
    service: typeof service === "string" ? service : "",
  };
  if (
    !/^\d{1,10}$/.test(tra.uniqueId) ||
    Number.isNaN(tra.generationTime.getTime()) ||
    Number.isNaN(tra.expirationTime.getTime()) ||
    !tra.service
  ) {
    throw new WsaaFault("xml.bad");
  }
  return tra;
}

/** The CUIT in the certificate's subject (serialNumber=CUIT 20123456786), as ARCA's certificates carry it. */
function cuitOf(certificate: X509Certificate): string | null {
  return /(?:^|\n)serialNumber=CUIT (\d{11})(?:\n|$)/.exec(certificate.subject)?.[1] ?? null;
}

function checkCertificate(certificate: X509Certificate, now: Date): void {
  if (new Date(certificate.validFrom) > now) throw new WsaaFault("cms.cert.invalid");
  if (new Date(certificate.validTo) < now) throw new WsaaFault("cms.cert.expired");
  // The stand-in trusts a self-signed certificate (createDemoCredentials makes one): ARCA's own CA is not here.
  if (!certificate.checkIssued(certificate) || !certificate.verify(certificate.publicKey)) {
    throw new WsaaFault("cms.cert.untrusted");
  }
}

function checkTimes(tra: Tra, now: Date): void {
  const generated = tra.generationTime.getTime();
  if (generated > now.getTime() || generated < now.getTime() - DAY_MS) {
    throw new WsaaFault("xml.generationTime.invalid");
  }
  if (tra.expirationTime.getTime() < now.getTime()) throw new WsaaFault("xml.expirationTime.expired");
  if (tra.expirationTime.getTime() - generated > DAY_MS) throw new WsaaFault("xml.expirationTime.invalid");
}

/** The token: base64 of an `sso` document like WSAA's, naming the CUIT the ticket speaks for. */
function tokenFor(opts: {
  cuit: string;
  service: string;
  subject: string;
  generated: Date;
  expires: Date;
}): string {
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  const xml =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<sso version="2.0"><id src="${WSAA_NAME}" dst="CN=${opts.service}, O=Candela ARCA stand-in, C=AR" ` +
    `unique_id="${randomBytes(4).readUInt32BE(0)}" gen_time="${seconds(opts.generated)}" exp_time="${seconds(opts.expires)}"/>` +
    `<operation type="login" value="granted"><login entity="33693450239" service="${opts.service}" ` +
    `uid="${escapeXml(opts.subject.replace(/\n/g, ", "))}" authmethod="cms" regmethod="22">` +
    `<relations><relation key="${opts.cuit}" reltype="4"/></relations></login></operation></sso>`;
  return Buffer.from(xml).toString("base64");
}

export const sha256 = (value: string | Buffer) => createHash("sha256").update(value).digest("hex");

/** LoginCms: the signed TRA in, the loginTicketResponse XML out (or a WsaaFault). */
export async function loginCms(db: Db, signedTra: string, now: Date): Promise<string> {
  let signed;
  try {
    signed = verifySignedContent(signedTra);
  } catch (err) {
    if (err instanceof CmsError) throw new WsaaFault(err.problem);
    throw err;
  }
  checkCertificate(signed.certificate, now);
  const tra = readTra(signed.content.toString("utf8"));
  checkTimes(tra, now);
  if (!SERVICES.has(tra.service)) throw new WsaaFault("wsn.notFound");
  const cuit = cuitOf(signed.certificate);
  if (!cuit) throw new WsaaFault("coe.notAuthorized");

  const expires = new Date(now.getTime() + TICKET_TTL_MS);
  const token = tokenFor({
    cuit,
    service: tra.service,
    subject: signed.certificate.subject,
    generated: now,
    expires,
  });
  const sign = randomBytes(128).toString("base64");
  const certificate = sha256(signed.certificate.raw);
  const row = {
    certificate,
    service: tra.service,
    cuit,
    tokenHash: sha256(token),
    sign,
    generatedAt: now,
    expiresAt: expires,
  };
  // One ticket per certificate and service: the insert, or the replacement of an expired one, is the claim.
  const issued = await db
    .insert(arcaSandboxTickets)
    .values(row)
    .onConflictDoUpdate({
      target: [arcaSandboxTickets.certificate, arcaSandboxTickets.service],
      set: row,
      setWhere: lte(arcaSandboxTickets.expiresAt, now),
    })
    .returning({ certificate: arcaSandboxTickets.certificate });
  if (issued.length === 0) throw new WsaaFault("coe.alreadyAuthenticated");

  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<loginTicketResponse version="1.0"><header><source>${WSAA_NAME}</source>` +
    `<destination>${escapeXml(signed.certificate.subject.replace(/\n/g, ", "))}</destination>` +
    `<uniqueId>${randomUUID().replace(/\D/g, "").slice(0, 10)}</uniqueId>` +
    `<generationTime>${argentinaIso(now)}</generationTime><expirationTime>${argentinaIso(expires)}</expirationTime>` +
    `</header><credentials><token>${token}</token><sign>${sign}</sign></credentials></loginTicketResponse>`
  );
}

/** The ticket a token and sign stand for, if the stand-in issued it (and whether the sign matches). */
export async function ticketOf(
  db: Db,
  token: string,
  sign: string,
): Promise<{ cuit: string; service: string; expiresAt: Date } | null> {
  const [row] = await db
    .select()
    .from(arcaSandboxTickets)
    .where(and(eq(arcaSandboxTickets.tokenHash, sha256(token)), eq(arcaSandboxTickets.sign, sign)));
  return row ? { cuit: row.cuit, service: row.service, expiresAt: row.expiresAt } : null;
}
