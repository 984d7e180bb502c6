/**
 * What a page says of its reviews: how many are published and their average, with one decimal. Computed here
 * once from the stars' count and sum; the pages, the JSON-LD and the tests read it from this function.
 */
export interface ReviewSummary {
  count: number;
  /** The mean of the stars rounded to one decimal (4.8); null when there is none. */
  average: number | null;
}

export function reviewSummary(stars: { count: number; sum: number }): ReviewSummary {
  if (stars.count <= 0) return { count: 0, average: null };
  // Rounded on tenths as integers, so 4.25 is 4.3 and never 4.2 from a binary fraction.
  return { count: stars.count, average: Math.round((stars.sum * 10) / stars.count) / 10 };
}

const oneDecimal = new Intl.NumberFormat("es-AR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "4,8": the average as the pages show it. */
export function formatAverage(average: number): string {
  return oneDecimal.format(average);
}

/** "María G.": the first name and the initial of the surname, all a published review shows of its author. */
export function reviewerName(name: string, surname: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  const initial = surname.trim().charAt(0).toLocaleUpperCase("es-AR");
  return initial ? `${first} ${initial}.` : first;
}
