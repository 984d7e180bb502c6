import type { Role } from "#domain/staff/permissions.ts";
import { createStaffServices } from "#server/modules/staff/index.ts";
import { decodeHtml, freshIp, postForm } from "./accounts.ts";
import type { createTestApp } from "./app.ts";
import { STAFF_PASSWORD, createStaff } from "./staff.ts";

type Shop = Awaited<ReturnType<typeof createTestApp>>;

/** The Spanish message under each field of a back-office page, keyed by the field's id. */
export const fieldMessages = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<p id="([\w.[\]-]+)-error"[^>]*>([^<]+)</g)].map((m) => [m[1], decodeHtml(m[2]!)]),
  );

/**
 * Staff members made and signed in, one per name, and a request helper that sends their `staff_token`
 * (null: no one) from a fresh client address, posting `fields` as a urlencoded form.
 */
export async function staffClients<N extends string>(
  shop: Shop,
  people: Record<N, { role: Role; email?: string; franchiseId?: string }>,
) {
  const staff = createStaffServices(shop.database.db, { twoFactorRequired: false });
  const cookies = {} as Record<N, string>;
  for (const [name, who] of Object.entries(people) as [
    N,
    { role: Role; email?: string; franchiseId?: string },
  ][]) {
    const made = await createStaff(shop.database.db, staff, who.role, who);
    const res = await postForm(shop.app, "/admin/login", {
      intent: "login",
      email: made.email,
      password: STAFF_PASSWORD,
    });
    cookies[name] = /staff_token=([^;]+)/.exec(String(res.headers["set-cookie"]))![1]!;
  }
  const request = (
    method: "GET" | "POST",
    url: string,
    who: N | null,
    fields?: string | Record<string, string> | [string, string][],
  ) =>
    shop.app.inject({
      method,
      url,
      ...(fields !== undefined
        ? { payload: typeof fields === "string" ? fields : new URLSearchParams(fields).toString() }
        : {}),
      headers: {
        "x-forwarded-for": freshIp(),
        ...(who ? { cookie: `staff_token=${cookies[who]}` } : {}),
        ...(fields !== undefined ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
    });
  return { cookies, request };
}

export type StaffRequest<N extends string> = Awaited<ReturnType<typeof staffClients<N>>>["request"];

type Answer = Awaited<ReturnType<StaffRequest<string>>>;

/** The hidden fields of the form whose submit button (or anything else in it) is `button` in a page. */
export function hiddenFieldsOf(html: string, button: string): Record<string, string> {
  const form = [...html.matchAll(/<form[\s\S]*?<\/form>/g)].find((f) => decodeHtml(f[0]).includes(button));
  if (!form) throw new Error(`no form with '${button}' in the page`);
  return Object.fromEntries(
    [...form[0].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1]!,
      decodeHtml(m[2]!),
    ]),
  );
}

/**
 * A sale's refund as staff make it: 'Devolver' with `fields` (the review), then the review's 'Confirmar
 * devolución de …' with what it restates. Without an amount, 'Todo lo que queda' fills it first. A review
 * that is refused is the answer.
 */
export async function postRefund(
  post: (fields: Record<string, string>) => Promise<Answer>,
  fields: Record<string, string>,
): Promise<Answer> {
  const amount = fields.amount ?? (await amountLeft(post, fields));
  const review = await post({ ...fields, amount, intent: "review" });
  if (review.statusCode !== 200) return review;
  return post({ ...hiddenFieldsOf(review.body, "Confirmar devolución"), intent: "confirm" });
}

/** 'Todo lo que queda' as posted before the scripts load: the amount the form comes back with. */
async function amountLeft(
  post: (fields: Record<string, string>) => Promise<Answer>,
  fields: Record<string, string>,
) {
  const page = await post({ ...fields, intent: "fill" });
  return decodeHtml(/name="amount"[^>]*value="([^"]*)"/.exec(page.body)?.[1] ?? "");
}

/**
 * A removal or a mark as staff make it: `fields` posted as the page, then its confirmation's button (the
 * values restated and their token) posted to `to` (the page, or its `.data`). Anything but a confirmation
 * step is the answer.
 */
export async function postConfirmed(
  post: (fields: Record<string, string>, to?: string) => Promise<Answer>,
  fields: Record<string, string>,
  to?: string,
): Promise<Answer> {
  const ask = await post(fields);
  if (!ask.body.includes('name="confirmacion"')) return ask;
  return post(hiddenFieldsOf(ask.body, 'name="confirmacion"'), to);
}
