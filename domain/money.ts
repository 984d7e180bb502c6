const ars = new Intl.NumberFormat("es-AR", {
  style: "currency",
  currency: "ARS",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats integer centavos as Argentine pesos with two decimals, e.g. 1850000 → "$ 18.500,00". */
export function formatMoney(centavos: number): string {
  return ars.format(centavos / 100);
}
