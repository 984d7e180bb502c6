import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import { formatLongDate } from "#domain/dates.ts";
import { REGRET_MESSAGES as M } from "#domain/regret/messages.ts";
import { regretFormSchema } from "#domain/regret/regret-form.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { rateLimitedInit } from "#app/features/account/rate-limited.ts";
import { RegretForm } from "#app/features/regret/regret-form.tsx";
import { readFormData } from "#app/lib/form-data.server.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import type { Route } from "./+types/regret";

/** A refused post's Retry-After reaches the browser. */
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  headers.set("Cache-Control", "no-store");
  return headers;
}

type Answer = { title: string; text: string; revocationCode?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: regretFormSchema });
  if (submission.status !== "success") return data({ form: submission.reply() }, { status: 400 });
  const { email, payment_code } = submission.value;
  const guessed = await context.rateLimits.guess(
    "regret",
    { ip: context.clientIp, account: `${email} ${payment_code}` },
    () => context.services.regret.submit(submission.value, context.clientIp),
    (answer) => answer.kind === "neutral",
  );
  if ("limited" in guessed) {
    const { limited } = guessed;
    return data({ form: submission.reply({ formErrors: [limited.message] }) }, rateLimitedInit(limited));
  }
  const { answer } = guessed;
  const shown: Answer =
    answer.kind === "accepted"
      ? {
          title: M.acceptedTitle,
          text: M.accepted(answer.revocationCode),
          revocationCode: answer.revocationCode,
        }
      : answer.kind === "late"
        ? { title: M.lateTitle, text: M.late(formatLongDate(answer.purchasedAt)) }
        : { title: M.neutralTitle, text: M.neutral };
  return data({ answer: shown });
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: M.title, description: M.intro, canonicalPath: PATHS.regret });
}

export default function Regret({ actionData }: Route.ComponentProps) {
  const answer = actionData && "answer" in actionData ? actionData.answer : null;
  return (
    <>
      <Breadcrumbs items={[{ label: M.title }]} />
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="text-4xl font-bold text-slate-900">{M.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{M.intro}</p>
        <div className="mt-8">
          {answer ? (
            <Alert tone={answer.revocationCode ? "success" : "info"} title={answer.title}>
              <p>{answer.text}</p>
              <Link to={PATHS.home} className="mt-2 inline-block font-semibold underline">
                Volver al inicio
              </Link>
            </Alert>
          ) : (
            <RegretForm lastResult={actionData && "form" in actionData ? actionData.form : undefined} />
          )}
        </div>
      </div>
    </>
  );
}
