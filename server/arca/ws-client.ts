/**
 * The ArcaClient over @arcasdk/core (docs/decisions/0068): the library signs the login ticket request, speaks
 * SOAP to WSAA and WSFEv1 from its bundled WSDLs and adds the Auth element; this module chooses the addresses,
 * keeps the WSAA ticket in the database for every process (shared-ticket.ts) and reads ARCA's answers into the
 * port's outcomes. WSFEv1's operations go through the library's generic SOAP call, which hands back ARCA's
 * answer whole: its getVoucherInfo reads every error, a rejected ticket included, as "no such voucher".
 */
import { createHash } from "node:crypto";
import { AuthRepository, type AccessTicket } from "@arcasdk/core";
import { GenericRepository } from "@arcasdk/core/lib/infrastructure/repositories/generic/generic-repository.js";
import type { Db } from "#server/db/client.ts";
import type { VoucherRequest, VoucherType } from "#domain/invoicing/voucher.ts";
import {
  ArcaRefusal,
  ArcaUnavailable,
  ArcaUnknownOutcome,
  type ArcaClient,
  type ArcaCredentials,
  type AuthorizedVoucher,
  type CaeOutcome,
} from "./client.ts";
import { SharedTicket, SignInBusy } from "./shared-ticket.ts";
import { RoutedSoapClient, failureKind, faultOf } from "./transport.ts";
import { authorizedVoucher, caeRequest, fromWireDate, listOf, messagesOf } from "./wire.ts";

export type ArcaEnvironment = "sandbox" | "homologacion" | "produccion";

export interface ArcaWsClientOptions {
  db: Db;
  environment: ArcaEnvironment;
  /** Where WSAA and WSFEv1 are (their paths kept): the stand-in's address; unset, ARCA's own. */
  baseUrl?: () => Promise<string>;
  /** The time limit of each call to ARCA. */
  timeoutMs: number;
  now?: () => Date;
}

/** WSFEv1's errors about ARCA itself (application, database, a transaction in progress): ask again later. */
const SERVICE_DOWN = new Set([500, 501, 502]);
/** WSAA faults that asking again later can mend: the service down, a ticket already issued that will expire. */
const RETRYABLE_FAULTS = new Set([
  "coe.alreadyAuthenticated",
  "wsn.unavailable",
  "wsaa.unavailable",
  "wsaa.internalError",
]);
const SERVICE = "wsfe";

interface Session {
  ticket: SharedTicket;
  call(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>>;
}

type WsfeResult = Record<string, unknown> & { Errors?: Parameters<typeof messagesOf>[0] };

export class ArcaWsClient implements ArcaClient {
  private readonly sessions = new Map<string, Promise<Session>>();

  constructor(private readonly opts: ArcaWsClientOptions) {}

  get environment(): ArcaEnvironment {
    return this.opts.environment;
  }

  /** One library session per CUIT and certificate: its SOAP client, its WSAA sign-in and the shared ticket. */
  private session(credentials: ArcaCredentials): Promise<Session> {
    const key = `${credentials.cuit}:${createHash("sha256").update(credentials.certificatePem).digest("hex")}`;
    let session = this.sessions.get(key);
    if (!session) {
      session = this.openSession(credentials);
      session.catch(() => this.sessions.delete(key));
      this.sessions.set(key, session);
    }
    return session;
  }

  private async openSession(credentials: ArcaCredentials): Promise<Session> {
    const production = this.opts.environment === "produccion";
    const soapClient = new RoutedSoapClient({
      baseUrl: this.opts.baseUrl ? await this.opts.baseUrl() : undefined,
      timeoutMs: this.opts.timeoutMs,
      // ARCA's servers still offer TLS parameters OpenSSL 3 refuses by default; the library's agent accepts them.
      legacyTls: this.opts.environment !== "sandbox",
    });
    const cuit = Number(credentials.cuit);
    const wsaa = new AuthRepository({
      cert: credentials.certificatePem,
      key: credentials.privateKeyPem,
      cuit,
      production,
      handleTicket: false,
      soapClient,
    });
    const ticket = new SharedTicket({
      db: this.opts.db,
      environment: this.opts.environment,
      cuit: credentials.cuit,
      service: SERVICE,
      signIn: () => wsaa.requestLogin(SERVICE),
      leaseMs: this.opts.timeoutMs + 10_000,
      now: this.opts.now,
    });
    const auth = {
      login: () => ticket.get(),
      requestLogin: () => ticket.get(),
      getAuthParams: (t: AccessTicket, forCuit: number) => ({
        Auth: { Token: t.getToken(), Sign: t.getSign(), Cuit: forCuit },
      }),
    };
    const repository = new GenericRepository({
      authRepository: auth,
      cuit,
      production,
      soapClient,
      useSoap12: true,
    });
    return {
      ticket,
      call: async (method, params) =>
        (await repository.call(SERVICE, method, params)) as Record<string, unknown>,
    };
  }

  /** Signs in (or finds the ticket): every failure here comes before anything reached WSFEv1. */
  private async signedIn(credentials: ArcaCredentials): Promise<Session> {
    const session = await this.session(credentials);
    try {
      await session.ticket.get();
    } catch (err) {
      throw signInFailure(err);
    }
    return session;
  }

  /** A read (last number, look-up): any failure to get an answer is safe to retry. */
  private async read(credentials: ArcaCredentials, method: string, params: Record<string, unknown>) {
    const session = await this.signedIn(credentials);
    let answer: Record<string, unknown>;
    try {
      answer = await session.call(method, params);
    } catch (err) {
      throw callFailure(err, "read");
    }
    return { session, result: answer[`${method}Result`] as WsfeResult };
  }

  async lastAuthorized(
    credentials: ArcaCredentials,
    pointOfSale: number,
    type: VoucherType,
  ): Promise<number> {
    const { session, result } = await this.read(credentials, "FECompUltimoAutorizado", {
      PtoVta: pointOfSale,
      CbteTipo: type,
    });
    await refuseOnErrors(session, result);
    return Number(result.CbteNro);
  }

  async lookUp(
    credentials: ArcaCredentials,
    pointOfSale: number,
    type: VoucherType,
    number: number,
  ): Promise<AuthorizedVoucher | null> {
    const { session, result } = await this.read(credentials, "FECompConsultar", {
      FeCompConsReq: { CbteTipo: type, CbteNro: number, PtoVta: pointOfSale },
    });
    const errors = messagesOf(result.Errors);
    // 602: "No existen datos en nuestros registros": ARCA has no such voucher.
    if (!result.ResultGet && errors.length > 0 && errors.every((e) => e.code === 602)) return null;
    await refuseOnErrors(session, result);
    if (!result.ResultGet) return null;
    return authorizedVoucher(result.ResultGet as Record<string, unknown>);
  }

  async requestCae(credentials: ArcaCredentials, voucher: VoucherRequest): Promise<CaeOutcome> {
    const session = await this.signedIn(credentials);
    let answer: Record<string, unknown>;
    try {
      answer = await session.call("FECAESolicitar", { FeCAEReq: caeRequest(voucher) });
    } catch (err) {
      throw callFailure(err, "cae");
    }
    const result = answer.FECAESolicitarResult as WsfeResult & {
      FeDetResp?: { FECAEDetResponse?: unknown };
    };
    const detail = listOf<Record<string, unknown>>(
      result.FeDetResp?.FECAEDetResponse as Record<string, unknown> | undefined,
    )[0];
    const errors = messagesOf(result.Errors);
    if (!detail) {
      // No voucher was looked at: the request as a whole was refused (ARCA down, the ticket, the header).
      await refuseOnErrors(session, result);
      return { kind: "rejected", errors, observations: [] };
    }
    const observations = messagesOf(detail.Observaciones as Parameters<typeof messagesOf>[0]);
    if (detail.Resultado === "A" && detail.CAE) {
      return {
        kind: "authorized",
        number: Number(detail.CbteDesde),
        cae: String(detail.CAE),
        caeDueOn: fromWireDate(detail.CAEFchVto as string),
        observations,
      };
    }
    if (errors.some((e) => SERVICE_DOWN.has(e.code)))
      throw new ArcaUnavailable(errors.map((e) => e.message).join("; "));
    return { kind: "rejected", errors, observations };
  }
}

/** Errors about the request as a whole: ARCA down (retry later), the ticket or CUIT (a refusal). */
async function refuseOnErrors(session: Session, result: WsfeResult): Promise<void> {
  const errors = messagesOf(result.Errors);
  if (errors.length === 0) return;
  if (errors.some((e) => SERVICE_DOWN.has(e.code))) {
    throw new ArcaUnavailable(errors.map((e) => `${e.code}: ${e.message}`).join("; "));
  }
  // 600: the token or sign was not accepted; a new sign-in can mend it.
  const tokenRefused = errors.some((e) => e.code === 600);
  if (tokenRefused) await session.ticket.discard();
  throw new ArcaRefusal(errors, tokenRefused);
}

function signInFailure(err: unknown): Error {
  if (err instanceof SignInBusy) return new ArcaUnavailable(err.message);
  const fault = faultOf(err);
  if (fault) {
    return new ArcaRefusal(
      [{ code: 0, message: fault.message }],
      RETRYABLE_FAULTS.has(fault.code),
      fault.code,
    );
  }
  return new ArcaUnavailable(`WSAA no respondió: ${describe(err)}`);
}

/** A failed WSFEv1 call: for a CAE request, anything that may have reached ARCA is an unknown outcome. */
function callFailure(err: unknown, what: "read" | "cae"): Error {
  const kind = failureKind(err);
  if (kind === "fault") {
    const fault = faultOf(err)!;
    return new ArcaRefusal([{ code: 0, message: `${fault.code}: ${fault.message}` }], false, fault.code);
  }
  if (kind === "not-sent" || kind === "unavailable" || what === "read") {
    return new ArcaUnavailable(`WSFEv1 no respondió: ${describe(err)}`);
  }
  return new ArcaUnknownOutcome(`FECAESolicitar sin respuesta: ${describe(err)}`);
}

function describe(err: unknown): string {
  const e = err as { code?: string; message?: string } | null;
  return [e?.code, e?.message].filter(Boolean).join(" ") || String(err);
}
