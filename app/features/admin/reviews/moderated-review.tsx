import { Form, useNavigation } from "react-router";
import { formatDate, formatDateTime } from "#domain/dates.ts";
import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";
import { REVIEW_ANSWER_MAX, REVIEW_HIDE_REASON_MAX } from "#domain/reviews/rules.ts";
import type { ModeratedReview } from "#domain/reviews/views.ts";
import { listInSpanish } from "#domain/spanish-list.ts";
import { FieldLabel, inputClass } from "#app/features/account/form-fields.tsx";
import { Stars } from "#app/features/reviews/stars.tsx";

const BADGES = {
  pending: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
  hidden: "bg-slate-200 text-slate-800",
} as const;

/** A field's refusal on one review, as the action answered it. */
export interface ReviewFieldError {
  id: string;
  field: "reason" | "answer";
  message: string;
  value: string;
}

/** One review in the back office: what she wrote about which visit, its state, and the moderation forms. */
export function ModeratedReviewCard({
  review: r,
  canModerate,
  error,
}: {
  review: ModeratedReview;
  canModerate: boolean;
  error: ReviewFieldError | null;
}) {
  const busy = useNavigation().state === "submitting";
  const fieldError = (field: ReviewFieldError["field"]) => (error?.field === field ? error : null);
  const reasonError = fieldError("reason");
  const answerError = fieldError("answer");
  return (
    <article aria-labelledby={`review-${r.id}`} className="rounded-xl border border-slate-200 p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`review-${r.id}`} className="font-semibold text-slate-900">
          {r.customer}
          <span className="font-normal text-slate-600"> · {formatDateTime(r.createdAt)}</span>
        </h3>
        <span className={`rounded-full px-3 py-0.5 text-sm font-medium ${BADGES[r.status]}`}>
          {M.statusNames[r.status]}
        </span>
      </header>
      <p className="mt-1 text-sm text-slate-700">
        {`${listInSpanish(r.areas)} · ${r.storeName} · visita del ${formatDate(r.visitAt)}`}
      </p>
      <p className="mt-2" role="img" aria-label={`${r.stars} de 5 estrellas`}>
        <Stars filled={r.stars} />
      </p>
      {r.text ? <p className="mt-2 whitespace-pre-line text-slate-800">{r.text}</p> : null}
      {r.hiddenReason ? (
        <p className="mt-2 text-sm font-medium text-slate-700">{M.hiddenBecause(r.hiddenReason)}</p>
      ) : null}
      {canModerate ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {r.status !== "published" ? (
            <Form method="post" className="lg:col-span-2">
              <input type="hidden" name="id" value={r.id} />
              <input type="hidden" name="version" value={r.version} />
              <button type="submit" name="intent" value="publish" className="btn btn-primary" disabled={busy}>
                {M.publish}
                <span className="sr-only"> {r.customer}</span>
              </button>
            </Form>
          ) : null}
          {r.status !== "hidden" ? (
            <Form method="post" className="grid gap-2">
              <input type="hidden" name="id" value={r.id} />
              <input type="hidden" name="version" value={r.version} />
              <input type="hidden" name="intent" value="hide" />
              <FieldLabel htmlFor={`reason-${r.id}`} required>
                {M.hideReason}
              </FieldLabel>
              <input
                id={`reason-${r.id}`}
                name="reason"
                maxLength={REVIEW_HIDE_REASON_MAX}
                defaultValue={reasonError?.value ?? ""}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={`reason-${r.id}-error`}
                className={inputClass}
              />
              <p id={`reason-${r.id}-error`} className="min-h-5 text-sm font-medium text-red-700">
                {reasonError?.message}
              </p>
              <button type="submit" className="btn btn-secondary justify-self-start" disabled={busy}>
                {M.hide}
                <span className="sr-only"> {r.customer}</span>
              </button>
            </Form>
          ) : null}
          <Form method="post" className="grid gap-2">
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="version" value={r.version} />
            <input type="hidden" name="intent" value="answer" />
            <FieldLabel htmlFor={`answer-${r.id}`}>{M.answer}</FieldLabel>
            <textarea
              id={`answer-${r.id}`}
              name="answer"
              rows={3}
              maxLength={REVIEW_ANSWER_MAX}
              defaultValue={answerError?.value ?? r.answer ?? ""}
              aria-invalid={answerError ? true : undefined}
              aria-describedby={`answer-${r.id}-error`}
              className={inputClass}
            />
            <p id={`answer-${r.id}-error`} className="min-h-5 text-sm font-medium text-red-700">
              {answerError?.message}
            </p>
            <button type="submit" className="btn btn-secondary justify-self-start" disabled={busy}>
              {M.answerSave}
              <span className="sr-only"> {r.customer}</span>
            </button>
          </Form>
        </div>
      ) : r.answer ? (
        <p className="mt-2 text-sm text-slate-700">{`${M.answer}: ${r.answer}`}</p>
      ) : null}
    </article>
  );
}
