import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerQuery } from "#domain/customers/search-query.ts";
import type { Role } from "#domain/staff/permissions.ts";
import { accounts, auditLog, mailOutbox } from "#server/db/schema/index.ts";
import { CustomerReview } from "#server/modules/customers/review.ts";
import { ForbiddenError } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import { createServices } from "#server/services.ts";
import { ENGINES, createTestDatabase, type TestDatabase } from "../support/database.ts";
import { createStaff } from "../support/staff.ts";

const PASSWORD = "Clave123";
let seq = 0;

describe.each(ENGINES)("the back office's customers on %s", (engine) => {
  let database: TestDatabase;
  let services: ReturnType<typeof createServices>;
  const people = {} as Record<Role, Acting>;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    services = createServices(database);
    for (const role of ["owner", "support", "editor", "franchise"] as const) {
      const made = await createStaff(db(), services.staff, role);
      people[role] = { actor: { id: made.id, role, franchiseId: made.franchiseId }, ip: "10.1.2.3" };
    }
  });
  afterAll(() => database?.destroy());

  const register = async (over: { name?: string; surname?: string; identifire?: string } = {}) => {
    const email = `cliente${++seq}-${engine}@example.com`;
    const result = await services.accounts.register({
      name: over.name ?? "Lucía",
      surname: over.surname ?? "Fernández",
      identifire: over.identifire ?? String(50_000_000 + seq),
      mobile_phone: "1123456789",
      password: PASSWORD,
      newsletter: true,
      terms: true,
      email,
    });
    expect(result.ok).toBe(true);
    const [row] = await db().select().from(accounts).where(eq(accounts.email, email));
    return row!;
  };
  /** An account whose document number another account already holds: registration holds it for review. */
  const heldForReview = async () => {
    const first = await register();
    const held = await register({ identifire: first.identifire });
    expect(held.underReview).toBe(true);
    return held;
  };
  const mailsTo = (to: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.createdAt);
  const auditOf = (id: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "account"), eq(auditLog.entityId, id)));
  const search = (q: Partial<CustomerQuery>) =>
    services.customers.directory.search(people.support, {
      q: "",
      estado: "",
      orden: "recientes",
      page: 1,
      ...q,
    });
  const review = () => services.customers.review;

  it("finds customers by name, surname, e-mail or document number, filtered by state, sorted and paged", async () => {
    const tag = `Zapiola${engine}`;
    const made = [];
    for (let i = 0; i < 27; i++) made.push(await register({ name: `Ana${i}`, surname: tag }));
    const held = await register({ surname: tag, identifire: made[0]!.identifire });
    await services.accounts.verifyEmail(
      (
        (await mailsTo(made[1]!.email)).find((m) => m.template === "verify_account")!.data as {
          token: string;
        }
      ).token,
    );

    const page1 = await search({ q: tag.toLowerCase() });
    expect(page1.total).toBe(28);
    expect(page1.rows).toHaveLength(25);
    expect(page1.rows[0]!.id).toBe(held.id);
    const page2 = await search({ q: tag, page: 2 });
    expect(page2.rows.map((r) => r.name)).toEqual(["Ana2", "Ana1", "Ana0"]);
    const bySurname = await search({ q: tag, orden: "apellido" });
    expect(bySurname.rows.map((r) => r.name).slice(0, 3)).toEqual(["Ana0", "Ana1", "Ana10"]);

    expect((await search({ q: made[5]!.email.toUpperCase() })).rows.map((r) => r.id)).toEqual([made[5]!.id]);
    expect((await search({ q: `${tag} Ana12` })).rows.map((r) => r.id)).toEqual([made[12]!.id]);
    const byDocument = await search({ q: made[0]!.identifire });
    expect(byDocument.rows.map((r) => r.id).sort()).toEqual([made[0]!.id, held.id].sort());
    // A % or _ in the search is a character, not a wildcard.
    expect((await search({ q: `${tag}%` })).total).toBe(0);

    const underReview = await search({ q: tag, estado: "en-revision" });
    expect(underReview.rows.map((r) => [r.id, r.state])).toEqual([[held.id, "en-revision"]]);
    const verified = await search({ q: tag, estado: "verificada" });
    expect(verified.rows.map((r) => r.id)).toEqual([made[1]!.id]);
    expect((await search({ q: tag, estado: "sin-verificar" })).total).toBe(26);
  });

  it("approves an account under review: audit row and mail in the same change, and the customer can sign in", async () => {
    const held = await heldForReview();
    expect(await services.accounts.login({ email: held.email, password: PASSWORD })).toEqual({
      ok: false,
      code: "under_review",
    });
    expect(await review().approve(people.support, held.id)).toEqual({ ok: true });

    const mails = await mailsTo(held.email);
    expect(mails.map((m) => m.template)).toEqual(["account_approved"]);
    const { token } = mails[0]!.data as { token: string };
    const [audit] = await auditOf(held.id);
    expect(audit).toMatchObject({
      staffId: people.support.actor.id,
      ip: "10.1.2.3",
      action: "review_approved",
      before: { under_review: true, verified: false },
      after: { under_review: false, verified: false },
    });
    // The mail's link proves the address; then the account signs in.
    expect((await services.accounts.verifyEmail(token)).ok).toBe(true);
    const login = await services.accounts.login({ email: held.email, password: PASSWORD });
    expect(login.ok).toBe(true);

    expect(await review().approve(people.support, held.id)).toEqual({ ok: false, code: "not_under_review" });
    const plain = await register();
    expect(await review().approve(people.owner, plain.id)).toEqual({ ok: false, code: "not_under_review" });
    expect(await review().approve(people.owner, "00000000-0000-4000-8000-000000000000")).toEqual({
      ok: false,
      code: "not_found",
    });
    expect(await auditOf(held.id)).toHaveLength(1);
    expect(await auditOf(plain.id)).toHaveLength(0);
  });

  it("rejects with a reason: the account still cannot sign in, and the customer is told why", async () => {
    const held = await heldForReview();
    const reason = "El número de documento pertenece a otra persona.";
    expect(await review().reject(people.support, held.id, reason)).toEqual({ ok: true });
    const mails = await mailsTo(held.email);
    expect(mails.map((m) => [m.template, (m.data as { reason: string }).reason])).toEqual([
      ["account_rejected", reason],
    ]);
    expect(await services.accounts.login({ email: held.email, password: PASSWORD })).toEqual({
      ok: false,
      code: "review_rejected",
    });
    const [audit] = await auditOf(held.id);
    expect(audit).toMatchObject({
      action: "review_rejected",
      before: { under_review: true, review_rejected_at: null, review_rejection_reason: null },
      after: { under_review: true, review_rejection_reason: reason },
    });
    expect(await review().reject(people.support, held.id, reason)).toEqual({
      ok: false,
      code: "already_rejected",
    });
    expect(await review().reject(people.support, (await register()).id, reason)).toEqual({
      ok: false,
      code: "not_under_review",
    });
    // A rejection can be reversed: the account is still held, so it can be approved later.
    expect(await review().approve(people.owner, held.id)).toEqual({ ok: true });
    const [after] = await db().select().from(accounts).where(eq(accounts.id, held.id));
    expect(after).toMatchObject({ underReview: false, reviewRejectedAt: null, reviewRejectionReason: null });
  });

  it("sends the verification again to an unverified account, at most once every 5 minutes", async () => {
    const plain = await register();
    // Registration just sent one.
    expect(await review().resendVerification(people.support, plain.id)).toEqual({
      ok: false,
      code: "too_soon",
    });
    const later = new CustomerReview(db(), () => new Date(Date.now() + 6 * 60_000));
    expect(await later.resendVerification(people.support, plain.id)).toEqual({ ok: true });
    expect(await later.resendVerification(people.support, plain.id)).toEqual({ ok: false, code: "too_soon" });
    expect((await mailsTo(plain.email)).map((m) => m.template)).toEqual(["verify_account", "verify_account"]);
    expect((await auditOf(plain.id)).map((a) => a.action)).toEqual(["verification_resent"]);

    const held = await heldForReview();
    expect(await later.resendVerification(people.support, held.id)).toEqual({
      ok: false,
      code: "under_review",
    });
    const tokens = (await mailsTo(plain.email)).map((m) => (m.data as { token: string }).token);
    expect((await services.accounts.verifyEmail(tokens[1]!)).ok).toBe(true);
    expect(await later.resendVerification(people.support, plain.id)).toEqual({
      ok: false,
      code: "already_verified",
    });
  });

  it.each(["editor", "franchise"] as const)("refuses %s: no search, no file, no review", async (role) => {
    const held = await heldForReview();
    const who = people[role];
    const query = { q: "", estado: "", orden: "recientes", page: 1 } as const;
    await expect(services.customers.directory.search(who, query)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(services.customers.directory.detail(who, held.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(review().approve(who, held.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(review().reject(who, held.id, "no")).rejects.toBeInstanceOf(ForbiddenError);
    await expect(review().resendVerification(who, held.id)).rejects.toBeInstanceOf(ForbiddenError);
    const [row] = await db().select().from(accounts).where(eq(accounts.id, held.id));
    expect(row!.underReview).toBe(true);
    expect(await auditOf(held.id)).toEqual([]);
  });

  it("approves once when two people approve at the same moment: one mail, one audit row", async () => {
    for (let round = 0; round < 15; round++) {
      const held = await heldForReview();
      const results = await Promise.all([
        review().approve(people.support, held.id),
        review().approve(people.owner, held.id),
        review().approve(people.support, held.id),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok)).toEqual([
        { ok: false, code: "not_under_review" },
        { ok: false, code: "not_under_review" },
      ]);
      expect(await mailsTo(held.email)).toHaveLength(1);
      expect(await auditOf(held.id)).toHaveLength(1);
    }
  });
});
