export interface ChoosableStore {
  id: string;
  name: string;
  franchise: { fiservId: string | null };
}

const byName = new Intl.Collator("es-AR", { sensitivity: "base", numeric: true });

/** The branches of the grid: all of them, or only the allowed ones when a list is given, sorted by name. */
export function gridStores<T extends ChoosableStore>(
  stores: readonly T[],
  allowedIds: readonly string[] = [],
): T[] {
  const allowed = new Set(allowedIds);
  return stores
    .filter((s) => allowed.size === 0 || allowed.has(s.id))
    .sort((a, b) => byName.compare(a.name, b.name));
}

/**
 * The branches the dropdown offers (SPEC.md §7): those whose franchise can take payments (has a fiserv_id) and,
 * when an allowed list is given, only those, sorted by name.
 */
export function payableStores<T extends ChoosableStore>(
  stores: readonly T[],
  allowedIds: readonly string[] = [],
): T[] {
  return gridStores(stores, allowedIds).filter((s) => !!s.franchise.fiservId);
}

/** The document number of the account must have 7 to 9 characters to pay (SPEC.md §5). */
export function documentNeedsUpdate(identifire: string | null | undefined): boolean {
  const length = (identifire ?? "").trim().length;
  return length < 7 || length > 9;
}

/** 'Área' for one, 'Áreas' otherwise. */
export const areasLabel = (n: number) => `${n} ${n === 1 ? "Área" : "Áreas"}`;
