/**
 * Small SVG logos for the sandbox's payment methods and issuers, served by the shop itself (no external
 * image is ever loaded). Plain marks on the brand's colour, the size of Mercado Pago's thumbnails.
 */
import { ISSUERS } from "./data/issuers.ts";
import { PAYMENT_METHODS } from "./data/payment-methods.ts";

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function badge(label: string, mark: string, colour: string): string {
  const size = mark.length > 7 ? 7 : mark.length > 5 ? 8 : 10;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 48 32" role="img" aria-label="${escape(label)}">` +
    `<rect width="48" height="32" rx="4" fill="${colour}"/>` +
    `<text x="24" y="20" fill="#fff" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle">${escape(mark)}</text>` +
    `</svg>`
  );
}

const initials = (name: string) =>
  name
    .replace(/^(Banco|Nuevo Banco de|Nuevo Banco)\s+/i, "")
    .split(/\s+/)
    .filter((w) => /^[A-Za-zÀ-ÿ]/.test(w) && !/^(de|del|la|S\.A\.)$/i.test(w))
    .map((w) => w[0]!.toUpperCase())
    .join("")
    .slice(0, 4);

const METHOD_SVGS = new Map(
  PAYMENT_METHODS.map((m) => [m.id, badge(m.name, m.thumbnail.mark, m.thumbnail.colour)]),
);
const ISSUER_SVGS = new Map(
  ISSUERS.map((i) => [String(i.id), badge(i.name, initials(i.name) || "?", "#4a5568")]),
);

export function paymentMethodThumbnail(id: string): string | undefined {
  return METHOD_SVGS.get(id);
}

export function issuerThumbnail(id: string): string | undefined {
  return ISSUER_SVGS.get(id);
}
