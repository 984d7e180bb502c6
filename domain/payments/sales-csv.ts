/**
 * The sales list as a CSV file that opens as is in a spreadsheet set to es-AR: UTF-8 with a byte-order mark,
 * ';' between cells, a decimal comma and no thousands separator in amounts, dates as dd/mm/aaaa hh:mm. The
 * state, the areas and 'Cobrado', 'Devuelto' and 'Neto' are the purchase's statement's (docs/decisions/0049).
 */
import { formatDateTime } from "#domain/dates.ts";

export const CSV_BOM = "\uFEFF";

export const SALES_CSV_COLUMNS = [
  "Código",
  "Fecha",
  "Estado",
  "Cliente",
  "Email",
  "DNI",
  "Sucursal",
  "Franquicia",
  "Áreas",
  "Cuotas",
  "Medio de pago",
  "Subtotal",
  "Descuento",
  "Total",
  "Cobrado",
  "Devuelto",
  "Neto",
] as const;

/** Centavos as a spreadsheet in es-AR reads a number: 2700050 → "27000,50". */
export const csvAmount = (centavos: number) =>
  `${Math.trunc(centavos / 100)},${String(Math.abs(centavos) % 100).padStart(2, "0")}`;

/** dd/mm/aaaa hh:mm on the shop's clock, without the comma a spreadsheet would read as a separator of its own. */
export const csvDateTime = (date: Date) => formatDateTime(date).replace(",", "");

/**
 * One cell: quoted when it holds the separator, a quote or a line break; text that a spreadsheet would run as
 * a formula (=, +, -, @ first) is kept as text with a leading apostrophe.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(";")}\r\n`;
