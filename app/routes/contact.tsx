import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { contactSchema, type ContactKind } from "#domain/contact.ts";
import { HONEYPOT_FIELD, isBotSubmission } from "#domain/validation/honeypot.ts";
import { Breadcrumbs } from "#app/components/layout/breadcrumbs.tsx";
import { ContactLinks } from "#app/components/layout/contact-links.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { rateLimitedInit } from "#app/features/account/rate-limited.ts";
import { ContactForm } from "#app/features/contact/contact-form.tsx";
import { CONTACT_TEXTS as T } from "#app/features/contact/messages.ts";
import { seoMeta } from "#app/lib/meta.ts";
import { PATHS } from "#app/lib/paths.ts";
import { useStorefront } from "#app/lib/storefront.ts";
import type { Route } from "./+types/contact";
import { readFormData } from "#app/lib/form-data.server.ts";

const kindOf = (url: URL): ContactKind =>
  url.searchParams.get("tipo") === "corporativo" ? "corporativo" : "general";

/** A refused post's Retry-After reaches the browser; the page's own headers are left as they are. */
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export function loader({ url }: Route.LoaderArgs) {
  return { kind: kindOf(url), sent: url.searchParams.get("enviado") === "1" };
}

/**
 * Stores a valid message and redirects to the acknowledgement; invalid input comes back with 400 and messages,
 * a spent rate limit with 429 and the form's alert.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    return data(submission.reply(), { status: 400 });
  }
  // Over the limit nothing is stored and no mail goes to the team.
  const limited = await context.rateLimits.consume("contact", {
    ip: context.clientIp,
    account: submission.value.email,
  });
  if (limited) return data(submission.reply({ formErrors: [limited.message] }), rateLimitedInit(limited));
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (isBotSubmission(typeof honeypot === "string" ? honeypot : null)) {
    context.log.info("contact message dropped by the honeypot");
  } else {
    await context.services.contact.submit(submission.value);
  }
  const params = new URLSearchParams({
    ...(submission.value.tipo === "corporativo" ? { tipo: "corporativo" } : {}),
    enviado: "1",
  });
  return redirect(`${PATHS.contact}?${params}`);
}

export function meta(args: Route.MetaArgs) {
  const corporate = args.loaderData?.kind === "corporativo";
  return seoMeta(args, {
    title: corporate ? T.corporateTitle : T.title,
    description: corporate ? T.corporateIntro : `${T.intro} Teléfono, e-mail y WhatsApp de Candela.`,
    canonicalPath: corporate ? PATHS.corporateContact : PATHS.contact,
    noindex: args.loaderData?.sent,
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, sent } = loaderData;
  const { client } = useStorefront();
  const corporate = kind === "corporativo";
  const tab = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-5 font-medium ${active ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-700 hover:bg-brand-100"}`;
  return (
    <>
      <Breadcrumbs items={[{ label: corporate ? T.corporateTitle : T.title }]} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-4xl font-bold text-slate-900">{corporate ? T.corporateTitle : T.title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{corporate ? T.corporateIntro : T.intro}</p>
        <nav aria-label="Tipo de consulta" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={PATHS.contact}
                aria-current={corporate ? undefined : "page"}
                className={tab(!corporate)}
              >
                {T.general}
              </Link>
            </li>
            <li>
              <Link
                to={PATHS.corporateContact}
                aria-current={corporate ? "page" : undefined}
                className={tab(corporate)}
              >
                {T.corporate}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="mt-8 grid gap-10 md:grid-cols-[2fr_1fr]">
          <div>
            {sent ? (
              <Alert tone="success" title={T.sent}>
                <Link to={PATHS.home} className="font-semibold underline">
                  Volver al inicio
                </Link>
              </Alert>
            ) : (
              <ContactForm key={kind} kind={kind} lastResult={actionData} />
            )}
          </div>
          <aside aria-labelledby="otros-canales" className="rounded-card bg-brand-50 p-6 text-slate-800">
            <h2 id="otros-canales" className="text-xl font-semibold text-slate-900">
              Otros canales
            </h2>
            <p className="mt-2 text-sm">
              {T.addressedTo}{" "}
              <a
                href={`mailto:${corporate ? client.franchisesEmail : client.email}`}
                className="font-medium underline"
              >
                {corporate ? client.franchisesEmail : client.email}
              </a>
              .
            </p>
            <ContactLinks client={client} className="mt-4 space-y-3" />
          </aside>
        </div>
      </div>
    </>
  );
}
