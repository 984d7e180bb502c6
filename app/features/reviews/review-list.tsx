import { formatDate } from "#domain/dates.ts";
import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";
import { formatAverage } from "#domain/reviews/summary.ts";
import type { ReviewsBlock } from "#domain/reviews/views.ts";
import { listInSpanish } from "#domain/spanish-list.ts";
import { Stars } from "./stars.tsx";

/** The latest published reviews, each with its visit's areas and branch and the shop's answer. */
export function ReviewList({ reviews, shopName }: { reviews: ReviewsBlock; shopName: string }) {
  const { summary, latest } = reviews;
  if (summary.average === null || latest.length === 0) return null;
  return (
    <section id="resenas" aria-labelledby="resenas-title" className="mx-auto max-w-6xl px-4 py-8">
      <h2 id="resenas-title" className="text-2xl font-bold text-slate-900">
        {M.sectionTitle}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-800">
        <Stars filled={Math.round(summary.average)} size="lg" />
        <span className="text-xl font-semibold">{formatAverage(summary.average)}</span>
        <span className="text-slate-600">{`de 5 · ${M.count(summary.count)}`}</span>
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {latest.map((r) => (
          <li key={r.id} className="rounded-card border border-brand-100 bg-white p-5 shadow-card">
            <article aria-label={`${M.verified}: ${r.author}`}>
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span role="img" aria-label={`${r.stars} de 5 estrellas`}>
                  <Stars filled={r.stars} />
                </span>
                <span className="rounded-full bg-emerald-50 px-3 py-0.5 text-sm font-medium text-emerald-800">
                  {M.verified}
                </span>
              </p>
              <p className="mt-2 font-semibold text-slate-900">
                {r.author}
                <span className="font-normal text-slate-600"> · {formatDate(r.createdAt)}</span>
              </p>
              <p className="text-sm text-slate-600">{M.visitAt(listInSpanish(r.areas), r.storeName)}</p>
              {r.text ? <p className="mt-3 whitespace-pre-line text-slate-800">{r.text}</p> : null}
              {r.answer ? (
                <div className="mt-4 rounded-xl bg-brand-50 p-4">
                  <p className="text-sm font-semibold text-brand-900">{M.answerTitle(shopName)}</p>
                  <p className="mt-1 whitespace-pre-line text-slate-800">{r.answer}</p>
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
