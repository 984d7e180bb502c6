/**
 * The stand-in's WSFEv1 operations: FEDummy, FECompUltimoAutorizado, FECAESolicitar and FECompConsultar, with
 * the token checks (600), the vouchers numbered per CUIT, point of sale and type in the database, and the
 * faults a test asks for (arcaSandboxFaults).
 */
import { randomInt } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db, Queryable } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import { arcaSandboxFaults, arcaSandboxVouchers } from "#server/db/schema/index.ts";
import { child, children, text, type SoapCall, type XmlNode, type XmlTree } from "./soap.ts";
import { argentinaDay, argentinaStamp, daysBetween } from "./time.ts";
import { ticketOf } from "./wsaa.ts";
import { TOKEN_MESSAGES, message, type WsfeMessage } from "./wsfe-messages.ts";
import { caeDueOn, checkDetail, voucherClass, type CheckedVoucher } from "./wsfe-validation.ts";

export const WSFE_NAMESPACE = "http://ar.gov.afip.dif.FEV1/";

export type SandboxFault = "hang_after_store" | "down";

/** What the HTTP face does: answer with a body, or (hang_after_store) keep the request without an answer. */
export type WsfeAnswer = { body: XmlTree } | { hang: true };

const errorsOf = (list: WsfeMessage[]) => (list.length ? { Err: list.map((e) => ({ ...e })) } : undefined);

const answer = (operation: string, result: XmlTree): WsfeAnswer => ({
  body: { [`${operation}Response`]: { "@xmlns": WSFE_NAMESPACE, [`${operation}Result`]: result } as XmlTree },
});

/** Uses up one call of a fault asked for `cuit`; true when it applies to this call. */
async function takeFault(db: Db, cuit: string, fault: SandboxFault): Promise<boolean> {
  const taken = await db
    .update(arcaSandboxFaults)
    .set({ remaining: sql`${arcaSandboxFaults.remaining} - 1` })
    .where(
      and(
        eq(arcaSandboxFaults.cuit, cuit),
        eq(arcaSandboxFaults.fault, fault),
        gt(arcaSandboxFaults.remaining, 0),
      ),
    )
    .returning({ remaining: arcaSandboxFaults.remaining });
  return taken.length > 0;
}

/** The Auth element's token and sign checked as WSFEv1 does; the CUIT it speaks for, or the 500/600 error. */
async function authenticate(
  db: Db,
  auth: Record<string, XmlNode | XmlNode[]> | undefined,
  now: Date,
): Promise<{ cuit: string } | { error: WsfeMessage }> {
  const cuit = text(auth?.Cuit);
  if (!auth || !/^\d{11}$/.test(cuit)) return { error: message(500) };
  const token = text(auth.Token);
  const sign = text(auth.Sign);
  if (!token || !sign) return { error: { Code: 600, Msg: TOKEN_MESSAGES.empty } };
  const sso = Buffer.from(token, "base64").toString("utf8");
  const gen = Number(/gen_time="(\d+)"/.exec(sso)?.[1]);
  const exp = Number(/exp_time="(\d+)"/.exec(sso)?.[1]);
  if (!sso.startsWith("<?xml") || !gen || !exp) return { error: { Code: 600, Msg: TOKEN_MESSAGES.invalid } };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (nowSeconds < gen || nowSeconds > exp) {
    return { error: { Code: 600, Msg: TOKEN_MESSAGES.dates(gen, exp, nowSeconds) } };
  }
  const ticket = await ticketOf(db, token, sign);
  if (!ticket) return { error: { Code: 600, Msg: TOKEN_MESSAGES.hash } };
  if (ticket.service !== "wsfe") return { error: { Code: 600, Msg: TOKEN_MESSAGES.service(ticket.service) } };
  if (ticket.cuit !== cuit) return { error: { Code: 600, Msg: TOKEN_MESSAGES.cuit(cuit) } };
  return { cuit };
}

const DOWN = message(501);

export async function handleWsfe(db: Db, call: SoapCall, now: Date): Promise<WsfeAnswer> {
  const op = call.operation;
  if (op === "FEDummy") return answer(op, { AppServer: "OK", DbServer: "OK", AuthServer: "OK" });
  if (!["FECompUltimoAutorizado", "FECAESolicitar", "FECompConsultar"].includes(op)) {
    throw new UnknownOperation(op);
  }
  const auth = await authenticate(db, child(call.body as XmlNode, "Auth"), now);
  const refused = (error: WsfeMessage): WsfeAnswer =>
    op === "FECompUltimoAutorizado"
      ? answer(op, { PtoVta: 0, CbteTipo: 0, CbteNro: 0, Errors: errorsOf([error]) })
      : answer(op, { Errors: errorsOf([error]) });
  if ("error" in auth) return refused(auth.error);
  if (await takeFault(db, auth.cuit, "down")) return refused(DOWN);
  if (op === "FECompUltimoAutorizado") return lastAuthorized(db, auth.cuit, call.body);
  if (op === "FECompConsultar") return consult(db, auth.cuit, call.body);
  return requestCae(db, auth.cuit, call.body, now);
}

export class UnknownOperation extends Error {}

/** The vouchers of one series (CUIT, point of sale, type), or the one of them numbered `number`. */
function inSeries(cuit: string, pointOfSale: number, type: number, number?: number) {
  const v = arcaSandboxVouchers;
  return and(
    eq(v.cuit, cuit),
    eq(v.pointOfSale, pointOfSale),
    eq(v.type, type),
    number === undefined ? undefined : eq(v.number, number),
  );
}

async function lastOf(db: Queryable, cuit: string, pointOfSale: number, type: number) {
  const [last] = await db
    .select({ number: arcaSandboxVouchers.number, issuedOn: arcaSandboxVouchers.issuedOn })
    .from(arcaSandboxVouchers)
    .where(inSeries(cuit, pointOfSale, type))
    .orderBy(sql`${arcaSandboxVouchers.number} desc`)
    .limit(1);
  return last
    ? { number: last.number, issuedOn: last.issuedOn.replace(/-/g, "") }
    : { number: 0, issuedOn: null };
}

async function lastAuthorized(db: Db, cuit: string, body: Record<string, XmlNode>): Promise<WsfeAnswer> {
  const op = "FECompUltimoAutorizado";
  const pointOfSale = Number(text(body.PtoVta));
  const type = Number(text(body.CbteTipo));
  const errors: WsfeMessage[] = [];
  if (!Number.isInteger(pointOfSale) || pointOfSale < 1 || pointOfSale > 99_998) errors.push(message(11000));
  if (!voucherClass(type)) errors.push(message(11001));
  if (errors.length) return answer(op, { PtoVta: 0, CbteTipo: 0, CbteNro: 0, Errors: errorsOf(errors) });
  const last = await lastOf(db, cuit, pointOfSale, type);
  return answer(op, { PtoVta: pointOfSale, CbteTipo: type, CbteNro: last.number });
}

async function consult(db: Db, cuit: string, body: Record<string, XmlNode>): Promise<WsfeAnswer> {
  const op = "FECompConsultar";
  const req = child(body as XmlNode, "FeCompConsReq");
  const pointOfSale = Number(text(req?.PtoVta));
  const type = Number(text(req?.CbteTipo));
  const number = Number(text(req?.CbteNro));
  const errors: WsfeMessage[] = [];
  if (!Number.isInteger(pointOfSale) || pointOfSale < 1 || pointOfSale > 99_998) errors.push(message(10200));
  if (!voucherClass(type)) errors.push(message(10201));
  if (!Number.isInteger(number) || number < 1) errors.push(message(10202));
  if (errors.length) return answer(op, { Errors: errorsOf(errors) });
  const [row] = await db
    .select()
    .from(arcaSandboxVouchers)
    .where(inSeries(cuit, pointOfSale, type, number));
  if (!row) return answer(op, { Errors: errorsOf([message(602)]) });
  return answer(op, {
    ResultGet: {
      ...(row.request as XmlTree),
      Resultado: "A",
      CodAutorizacion: row.cae,
      EmisionTipo: "CAE",
      FchVto: row.caeDueOn.replace(/-/g, ""),
      FchProceso: argentinaStamp(row.createdAt),
      PtoVta: pointOfSale,
      CbteTipo: type,
    },
  });
}

/** A CAE: 14 digits. */
const newCae = () =>
  `7${String(randomInt(0, 1e6)).padStart(6, "0")}${String(randomInt(0, 1e7)).padStart(7, "0")}`;
const isoDay = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;

async function requestCae(
  db: Db,
  cuit: string,
  body: Record<string, XmlNode>,
  now: Date,
): Promise<WsfeAnswer> {
  const op = "FECAESolicitar";
  const req = child(body as XmlNode, "FeCAEReq");
  const cab = child(req as XmlNode, "FeCabReq");
  const details = children(child(req as XmlNode, "FeDetReq") as XmlNode, "FECAEDetRequest");
  const count = Number(text(cab?.CantReg));
  const pointOfSale = Number(text(cab?.PtoVta));
  const type = Number(text(cab?.CbteTipo));
  const header = (resultado: string): XmlTree => ({
    Cuit: cuit,
    PtoVta: Number.isFinite(pointOfSale) ? pointOfSale : 0,
    CbteTipo: Number.isFinite(type) ? type : 0,
    FchProceso: argentinaStamp(now),
    CantReg: Number.isFinite(count) ? count : 0,
    Resultado: resultado,
    Reproceso: "N",
  });

  const headerErrors: WsfeMessage[] = [];
  if (!Number.isInteger(count) || count < 1 || count > 9998) headerErrors.push(message(10001));
  else if (count !== details.length) headerErrors.push(message(10002));
  if (!Number.isInteger(pointOfSale) || pointOfSale < 1 || pointOfSale > 99_998)
    headerErrors.push(message(10004));
  if (!Number.isInteger(type) || type <= 0) headerErrors.push(message(10006));
  else if (!voucherClass(type)) headerErrors.push(message(10007));
  if (headerErrors.length || details.length !== 1) {
    return answer(op, {
      FeCabResp: header("R"),
      Errors: errorsOf(headerErrors.length ? headerErrors : [message(10002)]),
    });
  }

  const det = details[0]!;
  const detailResponse = (resultado: string, extra: XmlTree, observations: WsfeMessage[]): XmlTree => ({
    Concepto: text(det.Concepto) || 0,
    DocTipo: text(det.DocTipo) || 0,
    DocNro: text(det.DocNro) || 0,
    CbteDesde: text(det.CbteDesde) || 0,
    CbteHasta: text(det.CbteHasta) || 0,
    CbteFch: text(det.CbteFch) || argentinaDay(now),
    Resultado: resultado,
    Observaciones: observations.length ? { Obs: observations.map((o) => ({ ...o })) } : undefined,
    ...extra,
  });
  const rejected = (observations: WsfeMessage[], errors: WsfeMessage[] = []): WsfeAnswer =>
    answer(op, {
      FeCabResp: header("R"),
      FeDetResp: { FECAEDetResponse: detailResponse("R", { CAE: "", CAEFchVto: "" }, observations) },
      Errors: errorsOf(errors),
    });

  const checked = checkDetail(det, { type, cuit, today: argentinaDay(now) });
  if (!checked.voucher) return rejected(checked.rejections);
  const voucher = checked.voucher;
  const cae = newCae();
  const due = caeDueOn(voucher.issuedOn);
  const stored = await store(db, { cuit, pointOfSale, type, voucher, cae, due });
  if (!stored) return rejected([], [message(10016)]);

  if (await takeFault(db, cuit, "hang_after_store")) return { hang: true };
  const observations = await associatedObservations(db, cuit, voucher);
  return answer(op, {
    FeCabResp: header("A"),
    FeDetResp: { FECAEDetResponse: detailResponse("A", { CAE: cae, CAEFchVto: due }, observations) },
  });
}

/**
 * Stores the voucher if it is the next of its series and not dated before the last one. A lock per series
 * makes the check and the insert one step across processes; the primary key refuses a repeated number anyway.
 */
async function store(
  db: Db,
  v: { cuit: string; pointOfSale: number; type: number; voucher: CheckedVoucher; cae: string; due: string },
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`arca-sandbox:${v.cuit}:${v.pointOfSale}:${v.type}`}))`,
      );
      const last = await lastOf(tx, v.cuit, v.pointOfSale, v.type);
      if (v.voucher.number !== last.number + 1) return false;
      if (last.issuedOn && daysBetween(last.issuedOn, v.voucher.issuedOn) < 0) return false;
      await tx.insert(arcaSandboxVouchers).values({
        cuit: v.cuit,
        pointOfSale: v.pointOfSale,
        type: v.type,
        number: v.voucher.number,
        concept: v.voucher.concept,
        documentType: v.voucher.documentType,
        documentNumber: v.voucher.documentNumber,
        issuedOn: isoDay(v.voucher.issuedOn),
        totalCents: v.voucher.totalCents,
        cae: v.cae,
        caeDueOn: isoDay(v.due),
        request: v.voucher.request,
      });
      return true;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** Observations that do not stop the CAE: a cited voucher ARCA has no record of, a note above what it cites. */
async function associatedObservations(db: Db, cuit: string, voucher: CheckedVoucher): Promise<WsfeMessage[]> {
  const out: WsfeMessage[] = [];
  for (const cited of voucher.associated) {
    const [row] = await db
      .select({ totalCents: arcaSandboxVouchers.totalCents })
      .from(arcaSandboxVouchers)
      .where(inSeries(cuit, cited.pointOfSale, cited.type, cited.number));
    if (!row) out.push(message(10041));
    else if (voucher.totalCents > row.totalCents) out.push(message(10237));
  }
  return out;
}
