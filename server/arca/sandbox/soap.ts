/**
 * SOAP envelopes as ARCA's services read and write them: SOAP 1.1 (text/xml) and SOAP 1.2
 * (application/soap+xml), the answer in the version of the question. fast-xml-parser reads the request with
 * namespace prefixes dropped; the answers are built with its XMLBuilder.
 */
import { XMLBuilder, XMLParser } from "fast-xml-parser";

export type SoapVersion = "1.1" | "1.2";

export const SOAP_ENVELOPE: Record<SoapVersion, string> = {
  "1.1": "http://schemas.xmlsoap.org/soap/envelope/",
  "1.2": "http://www.w3.org/2003/05/soap-envelope",
};

export const CONTENT_TYPE: Record<SoapVersion, string> = {
  "1.1": "text/xml; charset=utf-8",
  "1.2": "application/soap+xml; charset=utf-8",
};

/** A parsed element: its children by local name (a repeated child becomes an array), or its text. */
export type XmlNode = string | { [name: string]: XmlNode | XmlNode[] };

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
});

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  suppressEmptyNode: false,
});

export class SoapRequestError extends Error {}

export interface SoapCall {
  version: SoapVersion;
  /** The operation: the local name of the Body's first element. */
  operation: string;
  body: Record<string, XmlNode>;
}

export function readEnvelope(xml: string, contentType: string | undefined): SoapCall {
  const version: SoapVersion = contentType?.includes("application/soap+xml") ? "1.2" : "1.1";
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml, true) as Record<string, unknown>;
  } catch {
    throw new SoapRequestError("el cuerpo no es XML");
  }
  const envelope = doc.Envelope as Record<string, unknown> | undefined;
  const body = envelope?.Body as Record<string, unknown> | undefined;
  const operation = body && Object.keys(body)[0];
  if (!operation) throw new SoapRequestError("falta el Body del sobre SOAP");
  const content = body[operation];
  return {
    version,
    operation,
    body: typeof content === "object" && content !== null ? (content as Record<string, XmlNode>) : {},
  };
}

/** A child element's text ('' when it is absent or empty). */
export function text(node: XmlNode | XmlNode[] | undefined): string {
  if (node === undefined) return "";
  if (Array.isArray(node)) return text(node[0]);
  return typeof node === "string" ? node : "";
}

/** A child element that holds others, or undefined. */
export function child(
  node: XmlNode | XmlNode[] | undefined,
  name: string,
): Record<string, XmlNode | XmlNode[]> | undefined {
  const parent = Array.isArray(node) ? node[0] : node;
  if (!parent || typeof parent === "string") return undefined;
  const value = parent[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === "object" ? first : undefined;
}

/** Every child element of a name, as a list. */
export function children(
  node: XmlNode | XmlNode[] | undefined,
  name: string,
): Record<string, XmlNode | XmlNode[]>[] {
  const parent = Array.isArray(node) ? node[0] : node;
  if (!parent || typeof parent === "string") return [];
  const value = parent[name];
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.filter((v): v is Record<string, XmlNode | XmlNode[]> => typeof v === "object" && v !== null);
}

/** A tree to write: element names to text, nested trees or lists of them; undefined is left out. */
export type XmlTree = { [name: string]: string | number | XmlTree | XmlTree[] | undefined };

function compact(tree: XmlTree): XmlTree {
  const out: XmlTree = {};
  for (const [name, value] of Object.entries(tree)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) out[name] = value.map(compact);
    else if (typeof value === "object") out[name] = compact(value);
    else out[name] = String(value);
  }
  return out;
}

/** An envelope around `body`; `prefix` is the envelope namespace's (Axis writes soapenv, .NET soap). */
export function envelope(version: SoapVersion, body: XmlTree, prefix = "soap"): string {
  const tree = {
    [`${prefix}:Envelope`]: {
      [`@xmlns:${prefix}`]: SOAP_ENVELOPE[version],
      [`${prefix}:Body`]: compact(body),
    },
  };
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build(tree)}`;
}

/** A SOAP fault as Apache Axis (WSAA) writes it: `ns1:<code>` and a text. */
export function axisFault(code: string, message: string): string {
  return envelope(
    "1.1",
    {
      "soapenv:Fault": {
        faultcode: { "@xmlns:ns1": "http://xml.apache.org/axis/", "#text": `ns1:${code}` },
        faultstring: message,
      },
    },
    "soapenv",
  );
}

/** Escapes text for an element (the login ticket travels as text inside loginCmsReturn). */
export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
