const CONJUNCTION = new Intl.ListFormat("es-AR", { type: "conjunction" });

/** "Axilas", "Axilas y Bozo", "Axilas, Bozo y Piernas". */
export const listInSpanish = (items: readonly string[]): string => CONJUNCTION.format(items);
