/**
 * The shop's voucher (integer centavos, yyyy-mm-dd dates) as WSFEv1 takes it (pesos with two decimals, yyyymmdd),
 * and WSFEv1's answers back. Pure: the facts behind the fields are in docs/arca.md.
 */
import type { ArcaDate, VoucherRequest } from "#domain/invoicing/voucher.ts";
import type { ArcaMessage, AuthorizedVoucher } from "./client.ts";

/** Pesos for an amount of centavos, as WSFEv1's doubles carry them (1210.5 for 121050). */
export function toPesos(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of centavos: ${cents}`);
  return cents / 100;
}

/** Centavos for an amount in pesos as WSFEv1 answers it (a number or its text). */
export function toCents(pesos: number | string): number {
  return Math.round(Number(pesos) * 100);
}

export function toWireDate(date: ArcaDate): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a yyyy-mm-dd date: ${date}`);
  return date.replace(/-/g, "");
}

export function fromWireDate(value: string | number): ArcaDate {
  const digits = String(value);
  if (!/^\d{8}$/.test(digits)) throw new RangeError(`not a yyyymmdd date: ${digits}`);
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
}

/** FECAESolicitar's FeCAEReq for one voucher, its fields in WSFEv1's order. */
export function caeRequest(voucher: VoucherRequest): Record<string, unknown> {
  const associated = voucher.associated;
  return {
    FeCabReq: { CantReg: 1, PtoVta: voucher.pointOfSale, CbteTipo: voucher.type },
    FeDetReq: {
      FECAEDetRequest: [
        {
          Concepto: voucher.concept,
          DocTipo: voucher.documentType,
          DocNro: Number(voucher.documentNumber),
          CbteDesde: voucher.number,
          CbteHasta: voucher.number,
          CbteFch: toWireDate(voucher.issuedOn),
          ImpTotal: toPesos(voucher.totalCents),
          ImpTotConc: 0,
          ImpNeto: toPesos(voucher.netCents),
          ImpOpEx: 0,
          ImpTrib: 0,
          ImpIVA: toPesos(voucher.ivaCents),
          FchServDesde: toWireDate(voucher.servicePeriod.from),
          FchServHasta: toWireDate(voucher.servicePeriod.to),
          FchVtoPago: toWireDate(voucher.servicePeriod.paymentDue),
          MonId: "PES",
          MonCotiz: 1,
          CondicionIVAReceptorId: voucher.receiverIvaCondition,
          ...(associated && {
            CbtesAsoc: {
              CbteAsoc: [
                {
                  Tipo: associated.type,
                  PtoVta: associated.pointOfSale,
                  Nro: associated.number,
                  Cuit: associated.cuit,
                  CbteFch: toWireDate(associated.issuedOn),
                },
              ],
            },
          }),
          ...(voucher.ivaRates.length > 0 && {
            Iva: {
              AlicIva: voucher.ivaRates.map((rate) => ({
                Id: rate.id,
                BaseImp: toPesos(rate.baseCents),
                Importe: toPesos(rate.amountCents),
              })),
            },
          }),
        },
      ],
    },
  };
}

type Listed<T> = T | T[] | undefined | null;
const list = <T>(value: Listed<T>): T[] => (value == null ? [] : Array.isArray(value) ? value : [value]);

interface WireMessage {
  Code: number | string;
  Msg?: string;
}

/** `Errors.Err` or `Observaciones.Obs` as ArcaMessages, kept as they came. */
export function messagesOf(
  group: { Err?: Listed<WireMessage>; Obs?: Listed<WireMessage> } | undefined | null,
) {
  return [...list(group?.Err), ...list(group?.Obs)].map((m): ArcaMessage => ({
    code: Number(m.Code),
    message: String(m.Msg ?? ""),
  }));
}

/** FECompConsultar's ResultGet as an AuthorizedVoucher. */
export function authorizedVoucher(result: Record<string, unknown>): AuthorizedVoucher {
  return {
    number: Number(result.CbteDesde),
    cae: String(result.CodAutorizacion),
    caeDueOn: fromWireDate(result.FchVto as string),
    issuedOn: fromWireDate(result.CbteFch as string),
    totalCents: toCents(result.ImpTotal as number),
    documentNumber: String(result.DocNro),
  };
}

export { list as listOf };
