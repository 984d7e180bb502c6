export interface ChoosableStore {
  id: string;
  name: string;
  /** Its treatment field says 'SI': a branch that does not do the treatment is never offered. */
  offersTreatment: boolean;
  /**
   * It sells online: it can take the online payment now (enabled, franchise with a fiserv_id, treatment
   * offered; `storePayable`, server/modules/stores/service.ts). Only such a branch can be chosen.
   */
  payable: boolean;
}

/** A branch of the grid 'Ver todas las sucursales': with its phone, for those that do not sell online yet. */
export interface GridStore extends ChoosableStore {
  phone: string | null;
}

const byName = new Intl.Collator("es-AR", { sensitivity: "base", numeric: true });

/**
 * The branches of the grid: those that offer the treatment, all of them or only the allowed ones when a list
 * is given, sorted by name (`gridSections` splits them into those that can be chosen and those to phone).
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
 * The grid as the checkout shows it: the branches that sell online (`payable`) are buttons to choose; the
 * others that do the treatment are only named, with their phone, and cannot be chosen (docs/decisions/0063).
 */
export function gridSections<T extends ChoosableStore>(
  stores: readonly T[],
  allowedIds: readonly string[] = [],
): { choosable: T[]; byPhone: T[] } {
  const all = gridStores(stores, allowedIds);
  return { choosable: all.filter((s) => s.payable), byPhone: all.filter((s) => !s.payable) };
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

/**
 * The branches the dropdown suggests before anything is typed: the payable ones, with the given branches first
 * in that order (the customer's last-used branch, then the cart's), the rest by name.
 */
export function suggestedStores<T extends ChoosableStore>(
  stores: readonly T[],
  firstIds: readonly (string | null)[],
): T[] {
  const rank = (id: string) => {
    const at = firstIds.indexOf(id);
    return at === -1 ? firstIds.length : at;
  };
  // Array.prototype.sort is stable: the rest keep their order by name.
  return payableStores(stores).sort((a, b) => rank(a.id) - rank(b.id));
}

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The branch's name contains the text, whatever its case and accents ('tucuman' finds 'Tucumán'). */
export const storeNameContains = (store: { name: string }, text: string) =>
  folded(store.name).includes(folded(text.trim()));

/** 'Área' for one, 'Áreas' otherwise. */
export const areasLabel = (n: number) => `${n} ${n === 1 ? "Área" : "Áreas"}`;
