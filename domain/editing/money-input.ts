import { z } from "zod";
import { EDITOR_MESSAGES } from "./messages.ts";

// Thousands with dots (27.000) or none (27000), then optional centavos after a comma (27.000,50).
const ES_AR_AMOUNT = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/;
/** Kept far below 2^31 centavos: the price columns are PostgreSQL integers. */
const MAX_CENTAVOS = 2_000_000_000;

/** es-AR money text to integer centavos, or null when it is not an amount: "27.000,50" → 2700050. */
export function parseMoneyText(text: string): number | null {
  const value = text.trim().replace(/^\$\s*/, "");
  if (!ES_AR_AMOUNT.test(value)) return null;
  const [whole, fraction = ""] = value.split(",");
  return Number(whole!.replaceAll(".", "")) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Integer centavos as the text a money field shows: 2700050 → "27.000,50", 2700000 → "27.000". */
export function moneyText(centavos: number): string {
  const pesos = Math.trunc(centavos / 100).toLocaleString("es-AR", { useGrouping: true });
  const cents = centavos % 100;
  return cents === 0 ? pesos : `${pesos},${String(cents).padStart(2, "0")}`;
}

/** A form's money field: es-AR text in, integer centavos out, a Spanish message otherwise. */
export const moneyInput = () =>
  z.string({ error: EDITOR_MESSAGES.money }).transform((text, ctx) => {
    const centavos = parseMoneyText(text);
    if (centavos === null) {
      ctx.addIssue({ code: "custom", message: EDITOR_MESSAGES.money });
      return z.NEVER;
    }
    if (centavos > MAX_CENTAVOS) {
      ctx.addIssue({ code: "custom", message: EDITOR_MESSAGES.moneyTooLarge });
      return z.NEVER;
    }
    return centavos;
  });

/** The version a form was opened at: a whole number that fits the column, or the form is not one of ours. */
export const versionInput = () =>
  z
    .string({ error: EDITOR_MESSAGES.version })
    .regex(/^[1-9]\d{0,8}$/, EDITOR_MESSAGES.version)
    .transform(Number);
