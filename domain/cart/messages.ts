/** What the shopper reads when the cart cannot go on to payment (SPEC.md §2, §4, §8). */
export const CART_MESSAGES = {
  productUnavailable: "Producto no disponible",
  /** Step 0 and the payment name the areas that can no longer be bought. */
  productsNoLongerAvailable: (titles: readonly string[]) =>
    titles.length === 1
      ? `Producto no disponible: ${titles[0]}. Quitalo de tu resumen para continuar.`
      : `Productos no disponibles: ${titles.join(", ")}. Quitalos de tu resumen para continuar.`,
  storeUnavailableTitle: "Sucursal no disponible",
  storeUnavailable: "Sucursal no disponible para la compra online, por favor seleccioná otra.",
  storeRequired: "Elegí una sucursal para continuar.",
  cartEmpty: "Tu carrito está vacío",
  /** SPEC.md §2: an empty cart with no payment. */
  summaryEmpty: "Al parecer tu resumen de compra está vacío",
  /** SPEC.md §5 "Document number at checkout". */
  documentUpdate: "Por favor, actualizá tu número de documento.",
  /** The account area's card while the cart has areas (SPEC.md §2). */
  summaryCardTitle: "En tu resumen",
  summaryCardLink: "Ver mi resumen",
} as const;
