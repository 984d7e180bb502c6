import { formatDate, formatLongDate } from "#domain/dates.ts";

/** A date as DD/MM/YYYY with the full date on hover (SPEC.md §9). */
export function ArticleDate({ value, className = "" }: { value: string; className?: string }) {
  return (
    <time dateTime={value} title={formatLongDate(value)} className={className}>
      {formatDate(value)}
    </time>
  );
}
