/** The genre options of the profile (SPEC.md §2). 'famale' is the stored value, spelled as the shop always has. */
export const GENRES = ["famale", "male", "none"] as const;
export type Genre = (typeof GENRES)[number];

/** The value of the 'Seleccionar...' placeholder of every selector (SPEC.md §5). */
export const SELECT_PLACEHOLDER_VALUE = "-1";
export const SELECT_PLACEHOLDER = { value: SELECT_PLACEHOLDER_VALUE, label: "Seleccionar..." } as const;

export const GENRE_OPTIONS: readonly { value: Genre | typeof SELECT_PLACEHOLDER_VALUE; label: string }[] = [
  SELECT_PLACEHOLDER,
  { value: "famale", label: "Femenino" },
  { value: "male", label: "Masculino" },
  { value: "none", label: "Otros" },
];
