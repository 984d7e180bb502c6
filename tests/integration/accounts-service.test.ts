import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSessions, accountTokens, accounts, mailOutbox } from "#server/db/schema/index.ts";
import { hashPrefix } from "#server/modules/accounts/passwords.ts";
import { hashToken } from "#server/modules/accounts/tokens.ts";
import { createServices } from "#server/services.ts";
import { ENGINES, createTestDatabase, type TestDatabase } from "../support/database.ts";
import { TEST_PASSWORD_HASH_COST } from "../support/password-cost.ts";

const base = {
  name: "Lucía",
  surname: "Fernández",
  identifire: "30111222",
  mobile_phone: "1123456789",
  password: "Clave123",
  newsletter: true,
  terms: true,
};

let seq = 0;
const uniqueEmail = () => `cliente${++seq}-${Date.now()}@example.com`;

describe.each(ENGINES)("account service on %s", (engine) => {
  let database: TestDatabase;
  let services: ReturnType<typeof createServices>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    services = createServices(database);
  });
  afterAll(() => database?.destroy());

  const db = () => database.db;
  const outboxFor = (to: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.createdAt);
  const tokenOf = async (to: string, template: string) => {
    const rows = (await outboxFor(to)).filter((r) => r.template === template);
    return (rows.at(-1)!.data as { token: string }).token;
  };
  const register = async (
    over: Partial<typeof base> & { email?: string } = {},
    onTheWay: { next?: string | null } = {},
  ) => {
    const email = over.email ?? uniqueEmail();
    const result = await services.accounts.register(
      {
        ...base,
        identifire: String(40_000_000 + seq),
        ...over,
        email,
      },
      onTheWay,
    );
    return { email, result };
  };
  const verified = async (over: Partial<typeof base> = {}) => {
    const { email } = await register(over);
    const ok = await services.accounts.verifyEmail(await tokenOf(email, "verify_account"));
    expect(ok.ok).toBe(true);
    const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
    return account!;
  };

  it("registers with an argon2id hash, queues the verification mail in the same transaction", async () => {
    const { email, result } = await register({ email: `  MiXeD${++seq}@Example.com ` });
    const stored = email.trim().toLowerCase();
    expect(result).toEqual({ ok: true, account: { name: "Lucía", email: stored, authorization: false } });
    const [account] = await db().select().from(accounts).where(eq(accounts.email, stored));
    expect(account!.passwordHash.startsWith(hashPrefix(TEST_PASSWORD_HASH_COST))).toBe(true);
    expect(account!.passwordHash).not.toContain("Clave123");
    expect(account!.verifiedAt).toBeNull();
    const mails = await outboxFor(stored);
    expect(mails.map((m) => [m.template, m.status])).toEqual([["verify_account", "pending"]]);
    const token = (mails[0]!.data as { token: string }).token;
    const [row] = await db().select().from(accountTokens).where(eq(accountTokens.accountId, account!.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toBe(token);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBe(48 * 3600_000);
  });

  it("refuses a second account with the same e-mail, whatever its case, and writes nothing", async () => {
    const { email } = await register();
    const before = (await db().select().from(accounts)).length;
    const again = await services.accounts.register({
      ...base,
      identifire: "99887766",
      email: email.toUpperCase(),
    });
    expect(again).toEqual({ ok: false, code: "email_taken" });
    expect((await db().select().from(accounts)).length).toBe(before);
    expect((await outboxFor(email)).length).toBe(1);
  });

  it("puts an account whose document number is already used under review, without a verification mail", async () => {
    const first = await register({ identifire: "27333444" });
    expect(first.result.ok).toBe(true);
    const { email, result } = await register({ identifire: "27333444" });
    expect(result).toMatchObject({ ok: true, account: { authorization: true } });
    expect(await outboxFor(email)).toEqual([]);
    const login = await services.accounts.login({ email, password: base.password });
    expect(login).toEqual({ ok: false, code: "under_review" });
    // Taking it out of review is the back office's (tests/integration/customers-desk.test.ts).
  });

  it("verifies once: a reused, wrong or expired token is refused with its reason", async () => {
    const { email } = await register();
    const token = await tokenOf(email, "verify_account");
    expect(await services.accounts.verifyEmail(token)).toEqual({
      ok: true,
      name: "Lucía",
      surname: "Fernández",
    });
    expect(await services.accounts.verifyEmail(token)).toEqual({ ok: false, code: "used" });
    expect(await services.accounts.verifyEmail("not-a-real-token")).toEqual({ ok: false, code: "invalid" });

    const other = await register();
    const late = await tokenOf(other.email, "verify_account");
    await db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(late)));
    expect(await services.accounts.verifyEmail(late)).toEqual({ ok: false, code: "expired" });
    const [account] = await db().select().from(accounts).where(eq(accounts.email, other.email));
    expect(account!.verifiedAt).toBeNull();
  });

  it("gives only one of two concurrent uses of a token the account", async () => {
    const { email } = await register();
    const token = await tokenOf(email, "verify_account");
    const results = await Promise.all([
      services.accounts.verifyEmail(token),
      services.accounts.verifyEmail(token),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("refuses the login of an unverified account and sends a fresh link, at most every few minutes", async () => {
    const { email } = await register();
    expect(await services.accounts.login({ email, password: base.password })).toEqual({
      ok: false,
      code: "unverified",
    });
    // The registration's mail is still recent: no second one yet.
    expect((await outboxFor(email)).length).toBe(1);
    await db()
      .update(accountTokens)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(accountTokens.purpose, "verify_email"));
    await services.accounts.login({ email, password: base.password });
    expect((await outboxFor(email)).map((m) => m.template)).toEqual(["verify_account", "verify_account"]);
    // A wrong password reveals nothing about the state of the account.
    expect(await services.accounts.login({ email, password: "Otra1234" })).toEqual({
      ok: false,
      code: "invalid_credentials",
    });
    expect(await services.accounts.login({ email: uniqueEmail(), password: base.password })).toEqual({
      ok: false,
      code: "invalid_credentials",
    });
  });

  it("puts where the customer was going in the links it mails, and only a path of the shop", async () => {
    const nextOf = async (to: string, template: string) =>
      ((await outboxFor(to)).filter((r) => r.template === template).at(-1)!.data as { next?: string }).next;
    const { email } = await register({}, { next: "/shop/checkout" });
    expect(await nextOf(email, "verify_account")).toBe("/shop/checkout");
    // The login of the unverified account sends a new link, going the same way.
    await db()
      .update(accountTokens)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(accountTokens.purpose, "verify_email"));
    await services.accounts.login({ email, password: base.password }, {}, { next: "/shop/checkout?x=1" });
    expect((await outboxFor(email)).map((m) => m.template)).toEqual(["verify_account", "verify_account"]);
    expect(await nextOf(email, "verify_account")).toBe("/shop/checkout?x=1");
    await services.accounts.requestPasswordReset(email, { next: "/shop/checkout" });
    expect(await nextOf(email, "password_reset")).toBe("/shop/checkout");

    // Off-site values are dropped: the mail's data has no next at all.
    const other = await register({}, { next: "//evil.example" });
    expect(await nextOf(other.email, "verify_account")).toBeUndefined();
    await services.accounts.requestPasswordReset(other.email, { next: "https://evil.example/" });
    expect(await nextOf(other.email, "password_reset")).toBeUndefined();
  });

  it("makes the guest's cart the new account's, in the registration's transaction", async () => {
    const received: { accountId: string; items: unknown[]; inTransaction: boolean }[] = [];
    const { AccountService } = await import("#server/modules/accounts/service.ts");
    const accountsWithCart = new AccountService(database.db, services.sessions, {
      mergeIntoAccount: async (accountId, items, tx) =>
        void received.push({ accountId, items, inTransaction: tx !== undefined }),
    });
    const items = [{ _id: "3f7b2c1e-0000-4000-8000-000000000001", quantity: 2 }];
    const email = uniqueEmail();
    await accountsWithCart.register(
      { ...base, identifire: String(40_000_000 + ++seq), email },
      { cartItems: items },
    );
    const [account] = await db().select().from(accounts).where(eq(accounts.email, email));
    expect(received).toEqual([{ accountId: account!.id, items, inTransaction: true }]);
    // Without items, nothing to merge; an address already taken merges nothing either.
    await accountsWithCart.register({
      ...base,
      identifire: String(40_000_000 + ++seq),
      email: uniqueEmail(),
    });
    await accountsWithCart.register(
      { ...base, identifire: String(40_000_000 + ++seq), email },
      { cartItems: items },
    );
    expect(received).toHaveLength(1);
  });

  it("opens a new session (new id and secret) at every login, storing only the token's hash", async () => {
    const account = await verified();
    const a = await services.accounts.login({ email: account.email, password: base.password });
    const b = await services.accounts.login({ email: account.email, password: base.password });
    if (!a.ok || !b.ok) throw new Error("login failed");
    expect(a.session.token).not.toBe(b.session.token);
    const rows = await db().select().from(accountSessions).where(eq(accountSessions.accountId, account.id));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.tokenHash).sort()).toEqual(
      [hashToken(a.session.token), hashToken(b.session.token)].sort(),
    );
    expect((await services.sessions.resolve(a.session.token))?.account).toMatchObject({
      id: account.id,
      name: "Lucía",
      email: account.email,
    });
    await services.sessions.destroy(a.session.token);
    expect(await services.sessions.resolve(a.session.token)).toBeNull();
    expect(await services.sessions.resolve(b.session.token)).not.toBeNull();
  });

  it("hands the login's cart items to the cart merge port", async () => {
    const received: unknown[] = [];
    const { AccountService } = await import("#server/modules/accounts/service.ts");
    const accountsWithCart = new AccountService(database.db, services.sessions, {
      mergeIntoAccount: async (accountId, items) => void received.push({ accountId, items }),
    });
    const account = await verified();
    const items = [{ _id: "3f7b2c1e-0000-4000-8000-000000000001", quantity: 2 }];
    await accountsWithCart.login({ email: account.email, password: base.password, items });
    expect(received).toEqual([{ accountId: account.id, items }]);
  });

  it("ends every session on a password change and opens a new one for whoever changed it", async () => {
    const account = await verified();
    const s1 = await services.accounts.login({ email: account.email, password: base.password });
    const s2 = await services.accounts.login({ email: account.email, password: base.password });
    if (!s1.ok || !s2.ok) throw new Error("login failed");
    expect(
      await services.accounts.changePassword(account.id, {
        old_password: "Mala1234",
        new_password: "Nueva123",
      }),
    ).toEqual({ ok: false, code: "wrong_password" });
    expect(
      await services.accounts.changePassword(account.id, {
        old_password: base.password,
        new_password: base.password,
      }),
    ).toEqual({ ok: false, code: "same_password" });
    const changed = await services.accounts.changePassword(account.id, {
      old_password: base.password,
      new_password: "Nueva123",
    });
    if (!changed.ok) throw new Error("change failed");
    expect(await services.sessions.resolve(s1.session.token)).toBeNull();
    expect(await services.sessions.resolve(s2.session.token)).toBeNull();
    expect(await services.sessions.resolve(changed.session.token)).not.toBeNull();
    expect((await services.accounts.login({ email: account.email, password: base.password })).ok).toBe(false);
    expect((await services.accounts.login({ email: account.email, password: "Nueva123" })).ok).toBe(true);
    expect((await outboxFor(account.email)).map((m) => m.template)).toContain("password_changed");
  });

  it("sends a reset link only for a known address; the token is single use, expires in 1 h, ends all sessions", async () => {
    const account = await verified();
    const session = await services.accounts.login({ email: account.email, password: base.password });
    if (!session.ok) throw new Error("login failed");
    const unknown = uniqueEmail();
    await services.accounts.requestPasswordReset(unknown);
    expect(await outboxFor(unknown)).toEqual([]);

    await services.accounts.requestPasswordReset(account.email.toUpperCase());
    const token = await tokenOf(account.email, "password_reset");
    const [row] = await db()
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3600_000);
    expect(await services.accounts.checkResetToken(token)).toBe("valid");
    expect(await services.accounts.checkResetToken("wrong")).toBe("invalid");

    const restored = await services.accounts.restorePassword({
      token,
      password: "Otra1234",
      password_confirm: "Otra1234",
    });
    expect(restored).toEqual({ ok: true });
    expect(await services.sessions.resolve(session.session.token)).toBeNull();
    expect(
      await services.accounts.restorePassword({ token, password: "Otra5678", password_confirm: "Otra5678" }),
    ).toEqual({ ok: false, code: "used" });
    expect((await services.accounts.login({ email: account.email, password: "Otra1234" })).ok).toBe(true);
    expect((await services.accounts.login({ email: account.email, password: base.password })).ok).toBe(false);
  });

  it("refuses an expired reset token and leaves the password as it was", async () => {
    const account = await verified();
    await services.accounts.requestPasswordReset(account.email);
    const token = await tokenOf(account.email, "password_reset");
    await db()
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect(await services.accounts.checkResetToken(token)).toBe("expired");
    expect(
      await services.accounts.restorePassword({ token, password: "Otra1234", password_confirm: "Otra1234" }),
    ).toEqual({ ok: false, code: "expired" });
    expect((await services.accounts.login({ email: account.email, password: base.password })).ok).toBe(true);
  });

  it("makes a new reset link void the older ones once one of them is used", async () => {
    const account = await verified();
    await services.accounts.requestPasswordReset(account.email);
    const first = await tokenOf(account.email, "password_reset");
    await services.accounts.requestPasswordReset(account.email);
    const second = await tokenOf(account.email, "password_reset");
    expect(first).not.toBe(second);
    await services.accounts.restorePassword({
      token: second,
      password: "Otra1234",
      password_confirm: "Otra1234",
    });
    expect(await services.accounts.checkResetToken(first)).toBe("used");
  });

  it("updates the profile and refuses an e-mail that another account has (asked for with the password)", async () => {
    const account = await verified();
    const other = await verified();
    const profile = {
      name: "Lu",
      surname: "Fernández Díaz",
      genre: "famale" as const,
      email: account.email,
      mobile_phone: undefined,
      birthdate: "1990-05-17",
      identifire: "30111223",
      newsletter: false,
    };
    expect(await services.accounts.updateProfile(account.id, profile)).toEqual({
      ok: true,
      pendingEmail: null,
    });
    expect(await services.accounts.profile(account.id)).toEqual({
      name: "Lu",
      surname: "Fernández Díaz",
      genre: "famale",
      email: account.email,
      mobile_phone: null,
      birthdate: "1990-05-17",
      identifire: "30111223",
      newsletter: false,
    });
    expect(await services.accounts.updateProfile(account.id, { ...profile, email: other.email })).toEqual({
      ok: false,
      code: "password_required",
    });
    expect(
      await services.accounts.updateProfile(account.id, {
        ...profile,
        email: other.email,
        password: "Clave123",
      }),
    ).toEqual({ ok: false, code: "email_taken" });
    const [still] = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, account.id), eq(accounts.email, account.email)));
    expect(still?.name).toBe("Lu");
  });
});
