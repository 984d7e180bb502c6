import { decodeHtml } from "./accounts.ts";

/**
 * The slips a customer met in the shop's words (issue 28): each with the pattern that finds it in visible text.
 * One word for e-mail ('e-mail'), no English where Spanish reads, '¡' before '!', a space before '('.
 */
const SLIPS: [name: string, pattern: RegExp][] = [
  ["'!' sin '¡'", /(?<!¡)Lo quiero ya!/],
  ["'Checkout' en inglés", /\bCheckout\b/i],
  ["'Email' en lugar de 'e-mail'", /(?<![-@.\w])[Ee]mails?\b/],
  ["'correo' en lugar de 'e-mail'", /\bcorreos?\b/i],
  ["'Ops'", /\bOps\b/],
  ["'Volver a Blog'", /Volver a Blog/],
  ["'(' pegado a la palabra", /\p{L}\(/u],
  ["«Aplica interés», que la tienda no muestra", /Aplica interés/],
  ["palabras en inglés", /\b(?:Cart|Submit|Loading|Sign (?:in|up)|Password|Invalid)\b/],
  ["tildes que faltan", /\b(?:patron|mayuscula|numero|esta incompleto|Ingresa solo)\b/],
];

/** What a reader sees of a page: its text without scripts, styles, tags or entities. */
export function visibleText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  return decodeHtml(text);
}

/** The slips in a text, each named with a few words around it. */
export function wordSlips(text: string): string[] {
  return SLIPS.flatMap(([name, pattern]) => {
    const found = pattern.exec(text);
    if (!found) return [];
    return [`${name}: «${text.slice(Math.max(0, found.index - 30), found.index + 40).trim()}»`];
  });
}
