/**
 * The offline stand-in for ARCA's homologation services (docs/decisions/0069): WSAA's LoginCms and WSFEv1, with
 * their SOAP, paths and faults, and its state in the shop's database. It listens on a loopback port of its own,
 * so the ARCA client speaks to it over HTTP exactly as it speaks to ARCA:
 *
 *   POST {url}/ws/services/LoginCms        WSAA (SOAP 1.1)
 *   POST {url}/wsfev1/service.asmx         WSFEv1 (SOAP 1.1 or 1.2)
 *
 * Faults for tests and demos, per CUIT (`failNext`): `hang_after_store` stores the next voucher and never
 * answers (the connection is dropped after `hangMs`); `down` answers WSFEv1 calls with error 501.
 */
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { arcaSandboxFaults } from "#server/db/schema/index.ts";
import { CONTENT_TYPE, SoapRequestError, axisFault, envelope, readEnvelope, text } from "./soap.ts";
import { WsaaFault, loginCms } from "./wsaa.ts";
import { UnknownOperation, handleWsfe, type SandboxFault } from "./wsfe.ts";

export type { SandboxFault };

export const WSAA_PATH = "/ws/services/LoginCms";
export const WSFE_PATH = "/wsfev1/service.asmx";
const WSAA_NAMESPACE = "http://wsaa.view.sua.dvadac.desein.afip.gov";

export interface ArcaStandInOptions {
  db: Db;
  now?: () => Date;
  /** How long a hung FECAESolicitar keeps its connection before dropping it without an answer. */
  hangMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/** A SOAP fault of the envelope's own kind (a request that is not SOAP, an operation that does not exist). */
function clientFault(version: "1.1" | "1.2", reason: string): string {
  return version === "1.2"
    ? envelope("1.2", {
        "soap:Fault": {
          "soap:Code": { "soap:Value": "soap:Sender" },
          "soap:Reason": { "soap:Text": reason },
        },
      })
    : envelope("1.1", { "soap:Fault": { faultcode: "soap:Client", faultstring: reason } });
}

export class ArcaStandIn {
  private readonly db: Db;
  private readonly now: () => Date;
  private readonly hangMs: number;
  private app: FastifyInstance | null = null;
  /** Requests answered, by operation (loginCms, FECAESolicitar…): tests count sign-ins with it. */
  readonly calls: Record<string, number> = {};
  private listening: Promise<string> | null = null;

  constructor(private readonly opts: ArcaStandInOptions) {
    this.db = opts.db;
    this.now = opts.now ?? (() => new Date());
    this.hangMs = opts.hangMs ?? 120_000;
  }

  /** Starts listening (once) on 127.0.0.1 and a free port; the base address of both services. */
  start(): Promise<string> {
    this.listening ??= this.listen();
    return this.listening;
  }

  private async listen(): Promise<string> {
    const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 1024 * 1024 });
    app.addContentTypeParser(
      ["text/xml", "application/soap+xml"],
      { parseAs: "string" },
      (_req, body, done) => done(null, body),
    );
    app.post(WSAA_PATH, async (request, reply) => {
      try {
        const call = readEnvelope(String(request.body ?? ""), request.headers["content-type"]);
        this.count(call.operation);
        if (call.operation !== "loginCms")
          throw new SoapRequestError(`operación desconocida: ${call.operation}`);
        const ticket = await loginCms(this.db, text(call.body.in0), this.now());
        return reply
          .type(CONTENT_TYPE["1.1"])
          .send(
            envelope(
              "1.1",
              { loginCmsResponse: { "@xmlns": WSAA_NAMESPACE, loginCmsReturn: ticket } },
              "soapenv",
            ),
          );
      } catch (err) {
        if (err instanceof WsaaFault)
          return reply.status(500).type(CONTENT_TYPE["1.1"]).send(axisFault(err.code, err.message));
        if (err instanceof SoapRequestError)
          return reply.status(500).type(CONTENT_TYPE["1.1"]).send(clientFault("1.1", err.message));
        throw err;
      }
    });
    app.post(WSFE_PATH, async (request, reply) => {
      const contentType = request.headers["content-type"];
      const version = contentType?.includes("application/soap+xml") ? "1.2" : "1.1";
      try {
        const call = readEnvelope(String(request.body ?? ""), contentType);
        this.count(call.operation);
        const result = await handleWsfe(this.db, call, this.now());
        if ("hang" in result) return this.hang(reply);
        return reply.type(CONTENT_TYPE[version]).send(envelope(version, result.body));
      } catch (err) {
        if (err instanceof SoapRequestError || err instanceof UnknownOperation) {
          return reply.status(500).type(CONTENT_TYPE[version]).send(clientFault(version, err.message));
        }
        this.opts.log?.warn({ err }, "ARCA stand-in error");
        throw err;
      }
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    this.app = app;
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  private count(operation: string): void {
    this.calls[operation] = (this.calls[operation] ?? 0) + 1;
  }

  /** Keeps the request without an answer, then drops the connection: what a client sees when ARCA times out. */
  private hang(reply: FastifyReply): void {
    reply.hijack();
    const socket = reply.raw.socket;
    const timer = setTimeout(() => socket?.destroy(), this.hangMs);
    timer.unref();
    socket?.once("close", () => clearTimeout(timer));
  }

  /** Makes the next `times` calls of `cuit` fail with `fault` (kept in the database: any process's stand-in obeys). */
  async failNext(cuit: string, fault: SandboxFault, times = 1): Promise<void> {
    await this.db
      .insert(arcaSandboxFaults)
      .values({ cuit, fault, remaining: times })
      .onConflictDoUpdate({
        target: [arcaSandboxFaults.cuit, arcaSandboxFaults.fault],
        set: { remaining: times },
      });
  }

  /** Calls still to fail with `fault` for `cuit`. */
  async pendingFaults(cuit: string, fault: SandboxFault): Promise<number> {
    const [row] = await this.db
      .select({ remaining: arcaSandboxFaults.remaining })
      .from(arcaSandboxFaults)
      .where(and(eq(arcaSandboxFaults.cuit, cuit), eq(arcaSandboxFaults.fault, fault)));
    return row?.remaining ?? 0;
  }

  async close(): Promise<void> {
    const app = this.app;
    this.app = null;
    this.listening = null;
    await app?.close();
  }
}
