/** Issuing banks of Argentina with their Mercado Pago issuer ids (old capture, see the payments reference). */
import type { SandboxPaymentMethod } from "./payment-methods.ts";

export interface SandboxIssuer {
  id: number;
  name: string;
}

const ISSUER_NAMES: Record<number, string> = {
  1: "Otro",
  272: "Banco Comafi",
  279: "Banco Galicia",
  282: "Banco Nacion",
  286: "Banco San Juan",
  287: "Banco Santa Cruz",
  288: "Tarjeta Shopping",
  294: "Banco Hipotecario",
  296: "Itau",
  297: "Macro",
  303: "Banco Patagonia",
  310: "Banco Santander Rio S.A.",
  313: "Banco Supervielle",
  316: "BBVA Frances",
  319: "Citi",
  326: "HSBC",
  331: "Nuevo Banco de Entre Rios",
  333: "Nuevo Banco de Santa Fe",
  338: "ICBC",
  1005: "Provencred",
  1016: "Banco Ciudad",
  1026: "Banco Industrial",
  1043: "Tucuman",
  1044: "Banco Provincia",
  1049: "Banco de La Pampa",
};

export const ISSUERS: readonly SandboxIssuer[] = Object.entries(ISSUER_NAMES).map(([id, name]) => ({
  id: Number(id),
  name,
}));

/** Banks that issue cards of a network, for methods where the buyer picks one: "Otro" last. */
const BANKS = ISSUERS.filter((i) => i.id !== 1 && i.id !== 288)
  .sort((a, b) => a.name.localeCompare(b.name, "es"))
  .concat(ISSUERS.filter((i) => i.id === 1));

/**
 * BINs whose issuer is known (the real instalments response is for a Visa of issuer 279, the BIN of
 * Mercado Pago's Visa test card). ⚠ Other assignments are not documented; they fall back to "Otro".
 */
const BIN_ISSUERS: Record<string, number> = { "450995": 279 };
const METHOD_ISSUERS: Record<string, number> = { tarshop: 288 };

export function issuerById(id: number): SandboxIssuer | null {
  return ISSUERS.find((i) => i.id === id) ?? null;
}

/** The issuers offered for a card: every bank when the method asks for one, else the one the BIN implies. */
export function issuersFor(method: SandboxPaymentMethod, bin: string | undefined): SandboxIssuer[] {
  if (method.needsIssuer) return BANKS;
  const known = (bin && BIN_ISSUERS[bin.slice(0, 6)]) || METHOD_ISSUERS[method.id] || 1;
  return [issuerById(known)!];
}
