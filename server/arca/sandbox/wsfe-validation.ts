/**
 * The stand-in's checks of one FECAESolicitar voucher, with WSFEv1's codes (wsfe-messages.ts). A failed check
 * that ARCA treats as excluding rejects the voucher (an observation with Resultado R); the number and date
 * against the last authorised voucher are checked by wsfe.ts, which knows the series.
 */
import { children, text, type XmlNode } from "./soap.ts";
import { addDays, daysBetween, parseDay } from "./time.ts";
import { message, dateWindowMessage, type WsfeMessage } from "./wsfe-messages.ts";

/** FEParamGetTiposCbte, by class. */
const CLASS_OF: Record<number, "A" | "B" | "C"> = {
  1: "A",
  2: "A",
  3: "A",
  4: "A",
  5: "A",
  6: "B",
  7: "B",
  8: "B",
  9: "B",
  10: "B",
  11: "C",
  12: "C",
  13: "C",
  15: "C",
};
/** Debit and credit notes: they cite what they adjust. */
const NOTES = new Set([2, 3, 7, 8, 12, 13]);
/** Which vouchers a note may cite (rule 10040). */
const ASSOCIABLE: Record<number, number[]> = {
  2: [1, 2, 3, 4, 5],
  3: [1, 2, 3, 4, 5],
  7: [6, 7, 8, 9, 10],
  8: [6, 7, 8, 9, 10],
  12: [11, 12, 13, 15],
  13: [11, 12, 13, 15],
};
/** FEParamGetTiposDoc (the identity documents a receiver may be named by). */
const DOCUMENT_TYPES = new Set([
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24, 30, 80, 86, 87, 89,
  90, 91, 92, 93, 94, 95, 96, 99,
]);
/** FEParamGetTiposIva: id → rate in hundredths of a percent. */
const IVA_RATES: Record<number, number> = { 3: 0, 4: 1050, 5: 2100, 6: 2700, 8: 500, 9: 250 };
/** FEParamGetTiposMonedas, the ones the stand-in knows. */
const CURRENCIES = new Set(["PES", "DOL", "060"]);
/** FEParamGetCondicionIvaReceptor (RG 5616): the receiver's IVA condition ids, per voucher class. */
const RECEIVER_CONDITIONS: Record<"A" | "B" | "C", Set<number>> = {
  A: new Set([1, 6, 13, 16]),
  B: new Set([4, 5, 7, 8, 9, 10, 15]),
  C: new Set([1, 4, 5, 6, 7, 8, 9, 10, 13, 15, 16]),
};

export function voucherClass(type: number): "A" | "B" | "C" | undefined {
  return CLASS_OF[type];
}

/** An amount in pesos with at most two decimals, as centavos; null when it is not one. */
export function centsOf(value: string): number | null {
  const m = /^(-?)(\d{1,13})(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return null;
  const decimals = (m[3] ?? "").replace(/0+$/, "");
  if (decimals.length > 2) return null;
  const cents = Number(m[2]) * 100 + Number(decimals.padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

const integer = (value: string): number | null => (/^-?\d+$/.test(value.trim()) ? Number(value) : null);

/** A voucher as the stand-in stores it. */
export interface CheckedVoucher {
  concept: number;
  documentType: number;
  documentNumber: string;
  number: number;
  issuedOn: string;
  totalCents: number;
  associated: { type: number; pointOfSale: number; number: number }[];
  /** The request's fields in FEDetRequest's order, for FECompConsultar. */
  request: Record<string, unknown>;
}

export interface DetailCheck {
  /** Excluding failures: the voucher is not authorised. */
  rejections: WsfeMessage[];
  voucher: CheckedVoucher | null;
}

const AMOUNTS = ["ImpTotal", "ImpTotConc", "ImpNeto", "ImpOpEx", "ImpTrib", "ImpIVA"] as const;

/** Checks one FECAEDetRequest of `type` for the issuer `cuit`, on `today` (yyyymmdd in Argentina). */
export function checkDetail(
  det: Record<string, XmlNode | XmlNode[]>,
  ctx: { type: number; cuit: string; today: string },
): DetailCheck {
  const out: WsfeMessage[] = [];
  const cls = CLASS_OF[ctx.type]!;
  const field = (name: string) => text(det[name]);

  const concept = integer(field("Concepto"));
  if (concept === null || concept < 1 || concept > 3) out.push(message(10030));
  const from = integer(field("CbteDesde"));
  const to = integer(field("CbteHasta"));
  if (from === null || from < 1 || from > 99_999_999) out.push(message(10008));
  if (to === null || to < 1 || to > 99_999_999) out.push(message(10010));
  // Class B may authorise a range; the stand-in, like classes A and C, one voucher per detail.
  if (from !== null && to !== null && to !== from) out.push(message(10011));

  const documentType = integer(field("DocTipo"));
  const documentNumber = field("DocNro").trim();
  if (documentType === null || !DOCUMENT_TYPES.has(documentType) || !/^\d{1,11}$/.test(documentNumber)) {
    out.push(message(10015));
  } else if (cls === "A" && documentType !== 80) {
    out.push(message(10013));
  } else if (documentType === 99 && Number(documentNumber) !== 0) {
    out.push(message(10015));
  } else if (documentType !== 99 && Number(documentNumber) === 0) {
    out.push(message(10015));
  }
  if (documentNumber === ctx.cuit) out.push(message(10069));

  const issuedOn = field("CbteFch") || ctx.today;
  if (!parseDay(issuedOn)) {
    out.push(dateWindowMessage(concept ?? 1));
  } else {
    const window = concept === 1 ? 5 : 10;
    const lag = daysBetween(issuedOn, ctx.today);
    if (lag > window || lag < -window) out.push(dateWindowMessage(concept ?? 1));
  }

  const cents: Record<(typeof AMOUNTS)[number], number> = {
    ImpTotal: 0,
    ImpTotConc: 0,
    ImpNeto: 0,
    ImpOpEx: 0,
    ImpTrib: 0,
    ImpIVA: 0,
  };
  let amountsRead = true;
  for (const name of AMOUNTS) {
    const value = centsOf(field(name) || "0");
    if (value === null) {
      out.push(message(10056));
      amountsRead = false;
    } else cents[name] = value;
  }
  if (amountsRead) {
    if (cents.ImpTotal < 0) out.push(message(10065));
    if (cents.ImpTotConc < 0 || (cls === "C" && cents.ImpTotConc !== 0)) out.push(message(10043));
    if (cents.ImpOpEx < 0 || (cls === "C" && cents.ImpOpEx !== 0)) out.push(message(10044));
    if (cents.ImpNeto < 0) out.push(message(10045));
    if (cents.ImpTrib < 0) out.push(message(10046));
    if (cents.ImpIVA < 0 || (cls === "C" && cents.ImpIVA !== 0)) out.push(message(10047));
    const sum =
      cls === "C"
        ? cents.ImpNeto + cents.ImpTrib
        : cents.ImpTotConc + cents.ImpNeto + cents.ImpOpEx + cents.ImpTrib + cents.ImpIVA;
    if (Math.abs(sum - cents.ImpTotal) > 1) out.push(message(10048));
    out.push(...checkIva(det, cls, cents.ImpNeto, cents.ImpIVA));
  }

  const serviceDates = ["FchServDesde", "FchServHasta", "FchVtoPago"].map(field);
  const [serviceFrom, serviceTo, paymentDue] = serviceDates as [string, string, string];
  const needsDates = concept === 2 || concept === 3 || serviceDates.some(Boolean);
  if (needsDates) {
    if (!serviceDates.every((d) => parseDay(d))) out.push(message(10049));
    else {
      if (daysBetween(serviceFrom, serviceTo) < 0) out.push(message(10032));
      if (parseDay(issuedOn) && daysBetween(issuedOn, paymentDue) < 0) out.push(message(10036));
    }
  }

  const currency = field("MonId");
  if (!CURRENCIES.has(currency)) out.push(message(10037));
  const rate = Number(field("MonCotiz"));
  if (!field("MonCotiz") || !(rate > 0)) out.push(message(10038));
  else if (currency === "PES" && rate !== 1) out.push(message(10039));

  const condition = field("CondicionIVAReceptorId");
  if (!condition) out.push(message(10246));
  else if (integer(condition) === null || !RECEIVER_CONDITIONS.C.has(Number(condition)))
    out.push(message(10242));
  else if (!RECEIVER_CONDITIONS[cls].has(Number(condition))) out.push(message(10243));

  const associated = checkAssociated(det, ctx.type, out);

  if (out.length > 0 || from === null || concept === null || documentType === null) {
    return { rejections: out, voucher: null };
  }
  return {
    rejections: [],
    voucher: {
      concept,
      documentType,
      documentNumber: String(Number(documentNumber)),
      number: from,
      issuedOn,
      totalCents: cents.ImpTotal,
      associated,
      request: requestRecord(det, issuedOn),
    },
  };
}

function checkIva(
  det: Record<string, XmlNode | XmlNode[]>,
  cls: "A" | "B" | "C",
  netCents: number,
  ivaCents: number,
): WsfeMessage[] {
  const lines = children(det.Iva as XmlNode, "AlicIva");
  if (cls === "C") return det.Iva !== undefined ? [message(10071)] : [];
  const out: WsfeMessage[] = [];
  if (lines.length === 0) {
    if (ivaCents > 0) out.push(message(10018));
    else if (netCents > 0) out.push(message(10070));
    return out;
  }
  const seen = new Set<number>();
  let base = 0;
  let amount = 0;
  for (const line of lines) {
    const id = integer(text(line.Id));
    const lineBase = centsOf(text(line.BaseImp) || "x");
    const lineAmount = centsOf(text(line.Importe) || "x");
    if (id === null || IVA_RATES[id] === undefined) out.push(message(10019));
    if (lineBase === null || lineBase <= 0) out.push(message(10020));
    if (lineAmount === null || lineAmount < 0) out.push(message(10021));
    if (id !== null && seen.has(id)) out.push(message(10022));
    if (id !== null) seen.add(id);
    if (id !== null && IVA_RATES[id] !== undefined && lineBase !== null && lineAmount !== null) {
      if (Math.abs(Math.round((lineBase * IVA_RATES[id]) / 10_000) - lineAmount) > 1)
        out.push(message(10051));
    }
    base += lineBase ?? 0;
    amount += lineAmount ?? 0;
  }
  if (Math.abs(amount - ivaCents) > lines.length) out.push(message(10023));
  if (Math.abs(base - netCents) > lines.length) out.push(message(10061));
  return out;
}

function checkAssociated(
  det: Record<string, XmlNode | XmlNode[]>,
  type: number,
  out: WsfeMessage[],
): CheckedVoucher["associated"] {
  const cited = children(det.CbtesAsoc as XmlNode, "CbteAsoc");
  if (NOTES.has(type) && cited.length === 0 && det.PeriodoAsoc === undefined) out.push(message(10197));
  const list: CheckedVoucher["associated"] = [];
  for (const asoc of cited) {
    const t = integer(text(asoc.Tipo));
    const pos = integer(text(asoc.PtoVta));
    const nro = integer(text(asoc.Nro));
    if (t === null || t <= 0) out.push(message(10057));
    else if (!(ASSOCIABLE[type] ?? []).includes(t)) out.push(message(10040));
    if (pos === null || pos <= 0 || pos >= 99_999) out.push(message(10058));
    if (nro === null || nro <= 0 || nro >= 99_999_999) out.push(message(10059));
    const day = text(asoc.CbteFch);
    if (day && !parseDay(day)) out.push(message(10213));
    if (t !== null && pos !== null && nro !== null) list.push({ type: t, pointOfSale: pos, number: nro });
  }
  return list;
}

/** The request as FECompConsultar gives it back, in FEDetRequest's order. */
function requestRecord(det: Record<string, XmlNode | XmlNode[]>, issuedOn: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of [
    "Concepto",
    "DocTipo",
    "DocNro",
    "CbteDesde",
    "CbteHasta",
    "CbteFch",
    "ImpTotal",
    "ImpTotConc",
    "ImpNeto",
    "ImpOpEx",
    "ImpTrib",
    "ImpIVA",
    "FchServDesde",
    "FchServHasta",
    "FchVtoPago",
    "MonId",
    "MonCotiz",
    "CondicionIVAReceptorId",
  ]) {
    const value = name === "CbteFch" ? issuedOn : text(det[name]);
    if (value !== "") out[name] = value;
  }
  const cited = children(det.CbtesAsoc as XmlNode, "CbteAsoc");
  if (cited.length) {
    out.CbtesAsoc = {
      CbteAsoc: cited.map((c) =>
        Object.fromEntries(
          ["Tipo", "PtoVta", "Nro", "Cuit", "CbteFch"].filter((k) => text(c[k])).map((k) => [k, text(c[k])]),
        ),
      ),
    };
  }
  const lines = children(det.Iva as XmlNode, "AlicIva");
  if (lines.length) {
    out.Iva = {
      AlicIva: lines.map((l) => ({ Id: text(l.Id), BaseImp: text(l.BaseImp), Importe: text(l.Importe) })),
    };
  }
  return out;
}

/** The CAE's due date: ten days after the voucher's date. */
export function caeDueOn(issuedOn: string): string {
  return addDays(issuedOn, 10);
}
