import { formatDateTime } from "#domain/dates.ts";

/** The texts every back-office editor shares: saving, the stale-version refusal and money fields. */
export const EDITOR_MESSAGES = {
  save: "Guardar",
  saved: "Cambios guardados",
  invalidForm: "Revisá los campos marcados: no se guardó ningún cambio.",
  money: "Ingresá un monto en pesos, por ejemplo 27.000 o 27.000,50.",
  moneyTooLarge: "El monto es demasiado grande.",
  staleTitle: "No se guardaron tus cambios",
  stale: (who: string | null, at: Date | string | null) =>
    `${who ?? "Otra persona"} guardó cambios${at ? ` el ${formatDateTime(at)}` : ""} después de que abriste este formulario. ` +
    "Se conservan sus valores: recargá la página para verlos y volvé a hacer tus cambios.",
  version: "Recargá la página: el formulario no dice qué versión estás editando.",
  notFound: "No encontramos lo que querías editar: puede que lo hayan borrado.",
} as const;
