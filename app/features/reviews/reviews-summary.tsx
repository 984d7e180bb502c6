import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";
import { formatAverage, type ReviewSummary } from "#domain/reviews/summary.ts";
import { Stars } from "./stars.tsx";

/** The average and count of the published reviews, linking to their list; nothing when there is none. */
export function ReviewsSummary({ summary, className = "" }: { summary: ReviewSummary; className?: string }) {
  if (summary.average === null) return null;
  const average = formatAverage(summary.average);
  return (
    <a
      href="#resenas"
      className={`inline-flex flex-wrap items-center gap-2 text-slate-800 hover:underline ${className}`}
      aria-label={M.summaryLabel(average, summary.count)}
      data-testid="reviews-summary"
    >
      <Stars filled={Math.round(summary.average)} />
      <span className="font-semibold">{average}</span>
      <span className="text-slate-600">({M.count(summary.count)})</span>
    </a>
  );
}
