import { data, Link, redirect } from "react-router";
import { formatDate } from "#domain/dates.ts";
import { fieldErrorsOf } from "#domain/editing/field-errors.ts";
import { reviewFormSchema } from "#domain/reviews/forms.ts";
import { REVIEW_MESSAGES as M } from "#domain/reviews/messages.ts";
import { REVIEW_THANKS_PATH } from "#domain/reviews/rules.ts";
import { listInSpanish } from "#domain/spanish-list.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { AccountCard } from "#app/features/account/account-card.tsx";
import { ReviewForm, type ReviewFormValues } from "#app/features/reviews/review-form.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import type { Route } from "./+types/review";

/** The link is personal: no cache keeps its page, no search engine lists it. */
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex");
  return headers;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { title: M.pageTitle }), { name: "robots", content: "noindex" }];
}

const PROBLEMS = {
  invalid: { status: 404, title: M.invalidTitle, text: M.invalid },
  used: { status: 410, title: M.usedTitle, text: M.used },
  expired: { status: 410, title: M.expiredTitle, text: M.expired },
  not_attended: { status: 409, title: M.notAttendedTitle, text: M.notAttended },
} as const;

type Problem = keyof typeof PROBLEMS;

const problem = (code: Problem) => {
  const { status, title, text } = PROBLEMS[code];
  return data({ ok: false as const, title, text }, { status });
};

/** The request mail's link: the visit it asks about, or why it cannot take a review. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await context.services.reviews.shop.link(params.token);
  if (!state.ok) return problem(state.code);
  const { visit } = state;
  return {
    ok: true as const,
    intro: M.intro(listInSpanish(visit.areas), visit.storeName, formatDate(visit.startsAt)),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const values: ReviewFormValues = {
    stars: String(formData.get("stars") ?? ""),
    text: String(formData.get("text") ?? ""),
  };
  const parsed = reviewFormSchema.safeParse(values);
  if (!parsed.success)
    return data({ sent: false as const, values, errors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const state = await context.services.reviews.shop.submit(params.token, parsed.data);
  if (!state.ok) return problem(state.code);
  // After the post, a page of its own: reloading it sends nothing again and reads no used link.
  return redirect(REVIEW_THANKS_PATH);
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData ?? null;
  if (answer && "title" in answer) return <Refused title={answer.title} text={answer.text} />;
  if (!loaderData.ok) return <Refused title={loaderData.title} text={loaderData.text} />;
  const refused = answer && "errors" in answer ? answer : null;
  return (
    <AccountCard title={M.pageTitle} intro={<p>{loaderData.intro}</p>} wide>
      <ReviewForm values={refused?.values ?? { stars: "", text: "" }} errors={refused?.errors ?? {}} />
    </AccountCard>
  );
}

function Refused({ title, text }: { title: string; text: string }) {
  return (
    <AccountCard title={title} wide>
      <Alert tone="warning">{text}</Alert>
      <Link to={PATHS.home} className="mt-6 inline-block font-medium text-brand-700 underline">
        {M.backHome}
      </Link>
    </AccountCard>
  );
}
