export interface ChoosableStore {
  id: string;
  name: string;
  /** Its treatment field says 'SI': a branch that does not do the treatment is never offered. */
  offersTreatment: boolean;
  /** It can take the online payment now (enabled, franchise with a fiserv_id, treatment offered). */
  payable: boolean;
}

const byName = new Intl.Collator("es-AR", { sensitivity: "base", numeric: true });

/**
 * The branches of the grid: those that offer the treatment, all of them or only the allowed ones when a list
 * is given, sorted by name. A branch whose franchise cannot take payments is shown, and refused when chosen.
 */
export function gridStores<T extends ChoosableStore>(
  stores: readonly T[],
  allowedIds: readonly string[] = [],
): T[] {
  const allowed = new Set(allowedIds);
  return stores
    .filter((s) => s.offersTreatment && (allowed.size === 0 || allowed.has(s.id)))
    .sort((a, b) => byName.compare(a.name, b.name));
}

/**
 * The branches the dropdown offers (SPEC.md §7): those that can take the payment and, when an allowed list
 * is given, only those, sorted by name.
 */
export function payableStores<T extends ChoosableStore>(
  stores: readonly T[],
  allowedIds: readonly string[] = [],
): T[] {
  return gridStores(stores, allowedIds).filter((s) => s.payable);
}

/** The document number of the account must have 7 to 9 characters to pay (SPEC.md §5). */
export function documentNeedsUpdate(identifire: string | null | undefined): boolean {
  const length = (identifire ?? "").trim().length;
  return length < 7 || length > 9;
}

/** 'Área' for one, 'Áreas' otherwise. */
export const areasLabel = (n: number) => `${n} ${n === 1 ? "Área" : "Áreas"}`;
