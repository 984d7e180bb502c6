/**
 * Every form and filter of the back office, fuzzed with fast-check through Fastify's inject, signed in as
 * the owner: wrong types, huge and broken unicode values, missing, repeated and forged fields, other content
 * types, as a plain HTML form and as a hydrated page's `.data` request. Whatever arrives, the back office
 * answers without a 5xx, a refused post changes no stored row, and every message it shows is Spanish.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_ADMIN_MESSAGES } from "#domain/catalog/messages.ts";
import { CUSTOMER_MESSAGES } from "#domain/customers/messages.ts";
import { EDITOR_MESSAGES } from "#domain/editing/messages.ts";
import { AUDIT_FILTER_MESSAGES } from "#domain/staff/audit-filters.ts";
import { STAFF_MESSAGES } from "#domain/staff/messages.ts";
import { REVIEW_REFUSALS } from "#app/features/admin/customers/review-refusals.ts";
import { TEAM_REFUSALS } from "#app/features/admin/staff/team-messages.ts";
import {
  accounts,
  blogPosts,
  categories,
  clientConfig,
  franchises,
  pressItems,
  products,
  promotions,
  rateLimits,
  shopSettings,
  staticPages,
  stores,
  teasers,
} from "#server/db/schema/index.ts";
import { settingsFormValues } from "#app/features/admin/settings/settings-form.tsx";
import { SETTINGS_MESSAGES } from "#domain/settings/messages.ts";
import { STORE_ADMIN_MESSAGES } from "#domain/stores/messages.ts";
import { ARTICLE_KINDS } from "#domain/content/article-kinds.ts";
import { CONTENT_ADMIN_MESSAGES } from "#domain/content/messages.ts";
import { TEASER_MESSAGES } from "#domain/content/teaser-messages.ts";
import { SALES_MESSAGES } from "#domain/payments/messages.ts";
import { MEDIA_MESSAGES } from "#domain/media/messages.ts";
import { COUPON_ADMIN_MESSAGES } from "#domain/coupons/messages.ts";
import { AGENDA_MESSAGES } from "#domain/booking/desk-messages.ts";
import { BOOKING_MESSAGES } from "#domain/booking/messages.ts";
import { createStaffServices } from "#server/modules/staff/index.ts";
import { postForm, registration } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { ENGINE } from "../support/database.ts";
import { STAFF_PASSWORD, createStaff } from "../support/staff.ts";
import { adminForms, type AdminFixtures } from "./fuzz-admin-forms.ts";
import {
  RunCounter,
  acceptMessages,
  assertProperty,
  formBody,
  formContentType,
  expectSpanishAnswer,
  fuzzSeed,
} from "./fuzz-support.ts";
import { watchStoredState } from "./stored-state-watch.ts";

/** The issue's floor: the admin forms get at least this many fuzzed inputs on each engine. */
const ADMIN_INPUTS_MIN = 5_000;

/** What a refused post must leave alone: whole rows hashed, or (rows touched by every request) counted. */
const ADMIN_TABLES = {
  hashed: [
    "products",
    "categories",
    "product_categories",
    "accounts",
    "account_tokens",
    "staff_accounts",
    "staff_password_tokens",
    "staff_recovery_codes",
    "audit_log",
    "shop_settings",
    "client_config",
    "stores",
    "franchises",
    "blog_posts",
    "press_items",
    "promotions",
    "static_pages",
    "teasers",
    "payments",
    "payment_refunds",
    "media_images",
    "coupons",
    "booking_rules",
    "store_agendas",
    "store_closed_days",
    "session_entitlements",
    "visits",
    "visit_areas",
  ],
  // A session's last-seen time moves on every request; mail is sent by a worker after an accepted post.
  counted: ["staff_sessions", "mail_outbox"],
} as const;

acceptMessages(
  STAFF_MESSAGES,
  CATALOG_ADMIN_MESSAGES,
  CUSTOMER_MESSAGES,
  EDITOR_MESSAGES,
  AUDIT_FILTER_MESSAGES,
  REVIEW_REFUSALS,
  TEAM_REFUSALS,
  SETTINGS_MESSAGES,
  STORE_ADMIN_MESSAGES,
  CONTENT_ADMIN_MESSAGES,
  MEDIA_MESSAGES,
  COUPON_ADMIN_MESSAGES,
  SALES_MESSAGES,
  ...Object.values(ARTICLE_KINDS),
  TEASER_MESSAGES,
  AGENDA_MESSAGES,
  AGENDA_MESSAGES.rule,
  BOOKING_MESSAGES,
  // The stale-version refusal names who saved and when.
  {
    stale: /^.+ guardó cambios( el .+)? después de que abriste este formulario\. Se conservan sus valores: /,
    // 'Equipo' confirms a new member after the shared saved text.
    added: /^Cambios guardados\. Agregamos a .+\. Le enviamos un enlace para elegir su contraseña\.$/,
  },
);

const seed = fuzzSeed("back-office forms");

describe.each([ENGINE])("back-office forms under fuzzed input on %s", (engine) => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let cookie: string;
  let fixtures: AdminFixtures;
  let storedState: () => Promise<Record<string, string>>;
  const counter = new RunCounter();
  const reached = new RunCounter();

  beforeAll(async () => {
    shop = await createTestApp(engine);
    origin = shop.config.publicUrl;
    const db = shop.database.db;
    storedState = await watchStoredState(db, ADMIN_TABLES);
    const staff = createStaffServices(db, { twoFactorRequired: false });
    const owner = await createStaff(db, staff, "owner", { email: `fuzz-owner-${engine}@candela.test` });
    const target = await createStaff(db, staff, "editor", { email: `fuzz-editor-${engine}@candela.test` });
    const signIn = await postForm(shop.app, "/admin/login", {
      intent: "login",
      email: owner.email,
      password: STAFF_PASSWORD,
    });
    cookie = `staff_token=${/staff_token=([^;]+)/.exec(String(signIn.headers["set-cookie"]))![1]!}`;
    // The account page makes its enrolment secret on the first view: a view, not a fuzzed post, stores it.
    await shop.app.inject({ method: "GET", url: "/admin/cuenta", headers: { cookie } });
    const reviewEmail = `fuzz-revision-${engine}@example.com`;
    await postForm(shop.app, "/account-register", registration(reviewEmail));
    const [customer] = await db.select().from(accounts).where(eq(accounts.email, reviewEmail));
    const [area] = await db.select().from(products).where(eq(products.slug, "axilas"));
    const cats = await db.select().from(categories);
    const [palermo] = await db.select().from(stores).where(eq(stores.slug, "candela-palermo"));
    fixtures = {
      areaId: area!.id,
      areaSlug: area!.slug,
      areaTitle: area!.title,
      categoryId: cats[0]!.id,
      customerId: customer!.id,
      staffId: target.id,
      branchId: palermo!.id,
      postId: (await db.select().from(blogPosts).limit(1))[0]!.id,
      pressId: (await db.select().from(pressItems).limit(1))[0]!.id,
      promotionId: (await db.select().from(promotions).limit(1))[0]!.id,
      teaserId: (await db.select().from(teasers).where(eq(teasers.placement, "home-hero")).limit(1))[0]!.id,
      franchiseId: palermo!.franchiseId,
      provinceId: palermo!.provinceId,
      settings: Object.fromEntries(
        Object.entries(
          settingsFormValues({
            settings: (await db.select().from(shopSettings))[0]!,
            client: (await db.select().from(clientConfig))[0]!,
          }),
        ).flatMap(([k, v]) => (v === false ? [] : [[k, v === true ? "on" : Array.isArray(v) ? v[0]! : v]])),
      ),
    };
  });
  afterAll(() => shop?.close());

  /** The stored version of what a form edits, so a base post is current and can succeed. */
  async function currentVersions(): Promise<Record<string, string>> {
    const db = shop.database.db;
    const [area] = await db.select().from(products).where(eq(products.id, fixtures.areaId));
    const [category] = await db.select().from(categories).where(eq(categories.id, fixtures.categoryId));
    const [settings] = await db.select().from(shopSettings);
    const [store] = await db.select().from(stores).where(eq(stores.id, fixtures.branchId));
    const [franchise] = await db.select().from(franchises).where(eq(franchises.id, fixtures.franchiseId));
    const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, fixtures.postId));
    const [press] = await db.select().from(pressItems).where(eq(pressItems.id, fixtures.pressId));
    const [promotion] = await db.select().from(promotions).where(eq(promotions.id, fixtures.promotionId));
    const [teaser] = await db.select().from(teasers).where(eq(teasers.id, fixtures.teaserId));
    const [page] = await db.select().from(staticPages).where(eq(staticPages.slug, "quienes-somos"));
    return {
      post: String(post!.version),
      press: String(press!.version),
      promotion: String(promotion!.version),
      teaser: String(teaser!.version),
      page: String(page!.version),
      branch: String(store!.version),
      franchise: String(franchise!.version),
      area: String(area!.version),
      category: String(category!.version),
      settings: String(settings!.version),
    };
  }

  // The forms in parts, each within its own time limit; the last test counts them all.
  it.each([0, 1, 2])(
    "answers every fuzzed input without a 5xx, keeps refused posts from storing anything, in Spanish (part %i)",
    async (part) => {
      const db = shop.database.db;
      const forms = adminForms(fixtures).filter((_, i) => i % 3 === part);
      for (const form of forms) {
        let before = await storedState();
        const input = fc.record({
          path: form.path,
          body: formBody(form.base(await currentVersions())),
          contentType: form.method === "GET" ? fc.constant("") : formContentType,
          document: fc.boolean(),
        });
        await assertProperty(
          fc.asyncProperty(input, async (i) => {
            counter.add(form.name);
            await db.delete(rateLimits);
            // A real server refuses an address past Node's 16 KB header limit before the shop sees it.
            const address = form.method === "GET" ? `${i.path}?${i.body}`.slice(0, 12_000) : i.path;
            const [pathname, query] = address.split("?");
            const dataPath = pathname === "/admin/" ? "/admin/_.data" : `${pathname}.data`;
            const url = i.document ? address : `${dataPath}${query ? `?${query}` : ""}`;
            const res = await shop.app.inject({
              method: form.method ?? "POST",
              url,
              ...(form.method ? {} : { payload: i.body }),
              headers: {
                ...(i.contentType ? { "content-type": i.contentType } : {}),
                origin,
                cookie,
                "x-forwarded-for": "10.8.0.1",
              },
            });
            const where = `${form.name} ${url} ${res.statusCode}`;
            expect(res.statusCode, `${where}: ${res.body.slice(0, 500)}`).toBeLessThan(500);
            if (res.statusCode !== 429) reached.add(form.name);
            await expectSpanishAnswer(res, where);
            const after = await storedState();
            if (res.statusCode >= 400) {
              const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
              expect(changed, `${where}: a refused post changed stored rows`).toEqual([]);
            }
            before = after;
          }),
          { numRuns: form.runs, seed, endOnFailure: true },
        );
      }
      for (const form of forms) {
        expect(reached.byRoute[form.name] ?? 0, form.name).toBeGreaterThan(form.runs * 0.6);
      }
    },
    300_000,
  );

  it("fuzzed every form, at least the inputs it promises", () => {
    const forms = adminForms(fixtures);
    expect(forms.reduce((n, f) => n + f.runs, 0)).toBeGreaterThanOrEqual(ADMIN_INPUTS_MIN);
    console.info(`fuzzed back-office inputs on ${engine}`, counter.byRoute);
    expect(counter.total).toBeGreaterThanOrEqual(ADMIN_INPUTS_MIN);
    for (const form of forms)
      expect(counter.byRoute[form.name] ?? 0, form.name).toBeGreaterThanOrEqual(form.runs);
  });
});
