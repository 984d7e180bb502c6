import { data } from "react-router";
import { formValues } from "#domain/editing/form-values.ts";
import { answerSchema, hideReasonSchema } from "#domain/reviews/forms.ts";
import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";
import { parseReviewQuery } from "#domain/reviews/query.ts";
import { can } from "#domain/staff/permissions.ts";
import { ADMIN_PAGES } from "#domain/staff/pages.ts";
import { isUuid } from "#domain/validation/uuid.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { confirmAskOf } from "#app/features/admin/forms/confirm-step.ts";
import { unconfirmed } from "#app/features/admin/forms/confirm-step.server.ts";
import { ConfirmStep } from "#app/features/admin/forms/confirm-step-panel.tsx";
import { orForbidden } from "#app/features/admin/layout/access.server.ts";
import { AdminCard, AdminPageFrame } from "#app/features/admin/layout/admin-shell.tsx";
import { actingOf, staffOf, staffPage } from "#app/features/admin/layout/guard.server.ts";
import { ModeratedReviewCard, type ReviewFieldError } from "#app/features/admin/reviews/moderated-review.tsx";
import { ReviewFiltersForm } from "#app/features/admin/reviews/review-filters-form.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import type { Route } from "./+types/reviews";

export const middleware = staffPage(ADMIN_PAGES.reviews);

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = staffOf(context);
  const query = parseReviewQuery(new URL(request.url).searchParams);
  const moderation = context.services.reviews.moderation;
  const [rows, choices] = await Promise.all([
    moderation.list(actingOf(context), {
      status: query.estado || undefined,
      storeId: query.sucursal || undefined,
      productId: query.area || undefined,
    }),
    moderation.choices(actingOf(context)),
  ]);
  return { query, rows, ...choices, canModerate: can(staff.role, "reviews.moderate") };
}

type Answer = { ok: true; message: string } | { ok: false; message: string } | { error: ReviewFieldError };

const DONE = { publish: M.published, hide: M.hidden, answer: M.answered } as const;
const REFUSED = {
  unchanged: { status: 409, message: M.alreadyThere },
  changed_meanwhile: { status: 409, message: M.changedMeanwhile },
} as const;

export async function action({ context, request }: Route.ActionArgs) {
  const staff = staffOf(context);
  if (!can(staff.role, "reviews.moderate")) throw data({ forbidden: true }, { status: 403 });
  const formData = await readFormData(request);
  const { id, intent, version: postedVersion, reason, answer } = formValues(formData);
  if (typeof id !== "string" || !isUuid(id)) throw data(null, { status: 404 });
  if (intent !== "publish" && intent !== "hide" && intent !== "answer") throw data(null, { status: 400 });
  const version = Number(postedVersion);
  if (!Number.isInteger(version)) throw data(null, { status: 400 });
  const acting = actingOf(context);
  const moderation = context.services.reviews.moderation;
  const review = await orForbidden(moderation.one(acting, id));
  if (!review) throw data(null, { status: 404 });

  let outcome;
  if (intent === "answer") {
    const parsed = answerSchema.safeParse(answer ?? "");
    if (!parsed.success) return refusedField(id, "answer", parsed.error.issues[0]!.message, answer);
    outcome = await orForbidden(moderation.answer(acting, id, version, parsed.data));
  } else if (intent === "hide") {
    const parsed = hideReasonSchema.safeParse(reason ?? "");
    if (!parsed.success) return refusedField(id, "reason", parsed.error.issues[0]!.message, reason);
    const asked = unconfirmed(formData, {
      title: M.confirmHideTitle,
      text: M.confirmHide(review.author, parsed.data),
      button: M.confirmHideButton,
    });
    if (asked) return asked;
    outcome = await orForbidden(moderation.hide(acting, id, version, parsed.data));
  } else {
    const asked = unconfirmed(formData, {
      title: M.confirmPublishTitle,
      text: M.confirmPublish(review.author, review.stars),
      button: M.confirmPublishButton,
    });
    if (asked) return asked;
    outcome = await orForbidden(moderation.publish(acting, id, version));
  }
  if (outcome.ok) return data<Answer>({ ok: true, message: DONE[intent] });
  if (outcome.code === "not_found") throw data(null, { status: 404 });
  const refused = REFUSED[outcome.code];
  return data<Answer>({ ok: false, message: refused.message }, { status: refused.status });
}

function refusedField(id: string, field: ReviewFieldError["field"], message: string, value: unknown) {
  return data<Answer>(
    { error: { id, field, message, value: typeof value === "string" ? value : "" } },
    { status: 400 },
  );
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, query, branches, areas, canModerate } = loaderData;
  const answer = actionData && !("confirm" in actionData) ? (actionData as Answer) : null;
  const fieldError = answer && "error" in answer ? answer.error : null;
  return (
    <AdminPageFrame title={M.adminTitle} intro={M.adminIntro}>
      <ConfirmStep ask={confirmAskOf(actionData)} />
      {answer && "ok" in answer ? (
        <Alert tone={answer.ok ? "success" : "error"}>{answer.message}</Alert>
      ) : null}
      <AdminCard title={M.filters}>
        <ReviewFiltersForm query={query} branches={branches} areas={areas} />
      </AdminCard>
      <AdminCard title={`${M.adminTitle} (${rows.length})`}>
        {rows.length === 0 ? (
          <p className="text-slate-700">{M.none}</p>
        ) : (
          <ul className="space-y-4">
            {rows.map((r) => (
              <li key={r.id}>
                <ModeratedReviewCard
                  review={r}
                  canModerate={canModerate}
                  error={fieldError?.id === r.id ? fieldError : null}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
    </AdminPageFrame>
  );
}
