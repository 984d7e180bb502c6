/**
 * How the ARCA client reaches the services: @arcasdk/core's SOAP client with the services' addresses moved to
 * another host when asked (the stand-in), and a time limit on every call. And how a failed call is read: whether
 * the request can have reached ARCA, and the SOAP fault ARCA answered with.
 */
import { SoapClient } from "@arcasdk/core";
import axios from "axios";
import type { Client } from "soap";

/** The library's SOAP client, with ARCA's hosts replaced by `baseUrl` (the paths kept) and a time limit. */
export class RoutedSoapClient extends SoapClient {
  constructor(private readonly route: { baseUrl?: string; timeoutMs: number; legacyTls: boolean }) {
    super(route.legacyTls);
  }

  override createClient<T extends Client>(
    wsdlName: string,
    options: Record<string, unknown> = {},
  ): Promise<T> {
    // `request` becomes the options of soap's HttpClient, whose `request` is the axios instance it sends with.
    return super.createClient<T>(wsdlName, {
      ...options,
      request: { request: axios.create({ timeout: this.route.timeoutMs }) },
    });
  }

  override setEndpoint(client: Client, endpoint: string): void {
    if (!this.route.baseUrl) return super.setEndpoint(client, endpoint);
    super.setEndpoint(client, `${this.route.baseUrl.replace(/\/$/, "")}${new URL(endpoint).pathname}`);
  }
}

/** Errors by which nothing reached the service: asking again cannot make a second voucher. */
const NOT_SENT = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ERR_INVALID_URL",
]);

export interface SoapFault {
  code: string;
  message: string;
}

/** The SOAP fault in a failed call's answer (1.1 faultcode/faultstring or 1.2 Code/Reason), without its prefix. */
export function faultOf(err: unknown): SoapFault | null {
  const root = (err as { root?: { Envelope?: { Body?: { Fault?: Record<string, unknown> } } } } | null)?.root;
  const fault = root?.Envelope?.Body?.Fault;
  if (!fault) return null;
  const code = fault.faultcode ?? (fault.Code as { Value?: unknown } | undefined)?.Value;
  const message = fault.faultstring ?? (fault.Reason as { Text?: unknown } | undefined)?.Text;
  const text = (v: unknown) =>
    typeof v === "object" && v !== null ? String((v as { $value?: unknown }).$value ?? "") : String(v ?? "");
  return { code: text(code).replace(/^[\w-]+:/, ""), message: text(message).trim() };
}

/**
 * What a failed call says about the request: `not-sent` (no connection was made), `unavailable` (an HTTP 503:
 * the service turned it away), `fault` (ARCA answered with a SOAP fault: it read the request and refused it), or
 * `unknown` (sent, and no usable answer: a time-out, a dropped connection, an answer that is not SOAP).
 */
export function failureKind(err: unknown): "not-sent" | "unavailable" | "fault" | "unknown" {
  if (faultOf(err)) return "fault";
  const e = err as { code?: string; response?: { status?: number }; message?: string } | null;
  if (e?.code && NOT_SENT.has(e.code)) return "not-sent";
  if (e?.response?.status === 503) return "unavailable";
  return "unknown";
}
