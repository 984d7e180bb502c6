/**
 * What the back office reads of a voucher: the list of /admin/facturas and the line of a sale's file. Every
 * text is made here, once; pages only lay it out.
 */
import { VOUCHER_CAUSE_NAMES, VOUCHER_STATE_NAMES, WAITING_NAMES } from "./states.ts";
import type { VoucherCause, VoucherKind, VoucherState, WaitingReason } from "./states.ts";
import { noticeText, type ArcaNotice } from "./refusals.ts";
import { voucherName, voucherNumberText } from "./names.ts";
import type { VoucherType } from "./voucher.ts";

/** A voucher as stored, with the names the list shows beside it. */
export interface VoucherFacts {
  id: string;
  paymentId: string;
  paymentCode: string;
  franchiseName: string | null;
  kind: VoucherKind;
  cause: VoucherCause;
  state: VoucherState;
  waiting: WaitingReason | null;
  voucherType: VoucherType | null;
  pointOfSale: number | null;
  number: number | null;
  cae: string | null;
  caeDueOn: string | null;
  issuedOn: string | null;
  amount: number;
  createdAt: Date;
  errors: ArcaNotice[];
  observations: ArcaNotice[];
}

export interface VoucherView {
  id: string;
  paymentId: string;
  paymentCode: string;
  franchiseName: string | null;
  /** "Factura B", "Nota de Crédito C", or "Factura" before its type is known. */
  name: string;
  /** "0001-00000042" once authorised. */
  numberText: string | null;
  cause: string;
  state: VoucherState;
  stateName: string;
  /** Why a pending one waits, when it does. */
  waitingText: string | null;
  amount: number;
  /** yyyy-mm-dd: the issue date, or the day it was queued. */
  day: string;
  cae: string | null;
  caeDueOn: string | null;
  /** ARCA's errors then observations, "code: text". */
  notices: string[];
  retryable: boolean;
}

export function voucherView(v: VoucherFacts, queuedOn: string): VoucherView {
  return {
    id: v.id,
    paymentId: v.paymentId,
    paymentCode: v.paymentCode,
    franchiseName: v.franchiseName,
    name: voucherName(v.voucherType, v.kind),
    numberText:
      v.number !== null && v.pointOfSale !== null ? voucherNumberText(v.pointOfSale, v.number) : null,
    cause: VOUCHER_CAUSE_NAMES[v.cause],
    state: v.state,
    stateName: VOUCHER_STATE_NAMES[v.state],
    waitingText: v.state === "pendiente" && v.waiting ? WAITING_NAMES[v.waiting] : null,
    amount: v.amount,
    day: v.issuedOn ?? queuedOn,
    cae: v.cae,
    caeDueOn: v.caeDueOn,
    notices: [...v.errors, ...v.observations].map(noticeText),
    retryable: v.state === "rechazada",
  };
}

/**
 * The line a sale's file shows for one of its vouchers: 'Factura pendiente', 'Factura autorizada N°
 * 0001-00000042', 'Nota de crédito rechazada'.
 */
export function saleVoucherLine(
  v: Pick<VoucherView, "state" | "numberText"> & { kind: VoucherKind },
): string {
  const noun = v.kind === "invoice" ? "Factura" : "Nota de crédito";
  if (v.state === "autorizada" && v.numberText) return `${noun} autorizada N° ${v.numberText}`;
  return `${noun} ${v.state}`;
}
