/** Generic messages of SPEC.md §8. */
export const GENERIC_MESSAGES = {
  noResults: "Atención, no pudimos encontrar resultados.",
  noResult: "Atención, no pudimos encontrar un resultado para tu búsqueda.",
  internalError: "Atención, hubo un error interno.",
  badRequest: "La solicitud no es válida.",
  // '[No disponible]' is given no place by SPEC.md, so the shop does not show it (docs/decisions/0024).
} as const;
