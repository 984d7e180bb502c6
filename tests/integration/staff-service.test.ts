import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffAccounts, staffSessions } from "#server/db/schema/index.ts";
import { ForbiddenError } from "#server/modules/staff/access.ts";
import { createStaffServices, type StaffServices } from "#server/modules/staff/index.ts";
import { ENGINES, createTestDatabase, type TestDatabase } from "../support/database.ts";
import {
  STAFF_PASSWORD,
  createFranchise,
  createStaff,
  lastStaffLinkToken,
  nextStepCode,
  totpCode,
} from "../support/staff.ts";

const meta = { ip: "203.0.113.7", userAgent: "vitest" };

describe.each(ENGINES)("staff accounts and the audit log on %s", (engine) => {
  let database: TestDatabase;
  let staff: StaffServices;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    staff = createStaffServices(database.db, { twoFactorRequired: true });
  });
  afterAll(() => database?.destroy());
  const db = () => database.db;
  const acting = (s: {
    id: string;
    role: "owner" | "admin" | "editor" | "support" | "franchise";
    franchiseId: string | null;
  }) => ({
    actor: { id: s.id, role: s.role, franchiseId: s.franchiseId },
    ip: meta.ip,
  });
  const auditOf = (entityId: string) =>
    db().select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);

  it("refuses to update, delete or truncate the audit log", async () => {
    const owner = await createStaff(db(), staff, "owner");
    const [row] = await auditOf(owner.id);
    expect(row).toMatchObject({ entity: "staff_account", action: "created", staffId: null });
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => "allowed",
        (err: { cause?: { code?: string; message?: string } }) => `${err.cause?.code} ${err.cause?.message}`,
      );
    const refused = "42501 audit_log is append-only";
    expect(await refusal(db().execute(sql`update audit_log set action = 'x' where id = ${row!.id}`))).toBe(
      `${refused}: UPDATE refused`,
    );
    expect(await refusal(db().execute(sql`delete from audit_log where id = ${row!.id}`))).toBe(
      `${refused}: DELETE refused`,
    );
    expect(await refusal(db().execute(sql`truncate audit_log`))).toBe(`${refused}: TRUNCATE refused`);
    expect(await auditOf(owner.id)).toHaveLength(1);
  });

  it("adds staff with an argon2id hash and audits who, from where, before and after", async () => {
    const owner = await createStaff(db(), staff, "owner");
    const result = await staff.team.add(acting(owner), {
      email: " Editora@Candela.test ",
      name: "Ana",
      role: "editor",
      franchise_id: null,
    });
    expect(result.ok).toBe(true);
    const id = (result as { id: string }).id;
    const [row] = await db().select().from(staffAccounts).where(eq(staffAccounts.id, id));
    expect(row).toMatchObject({ email: "editora@candela.test", role: "editor", passwordHash: null });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ staffId: owner.id, ip: meta.ip, action: "created", before: null });
    expect(entry!.after).toEqual({
      email: "editora@candela.test",
      name: "Ana",
      role: "editor",
      franchise_id: null,
      disabled: false,
    });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|password_hash/);

    // Without a password the person gets a link to choose one, which works once.
    const token = await lastStaffLinkToken(db(), "editora@candela.test");
    expect(await staff.passwordLinks.setPassword(token, STAFF_PASSWORD, meta.ip)).toBe(true);
    expect(await staff.passwordLinks.setPassword(token, "otra clave muy larga", meta.ip)).toBe(false);
    const [withPassword] = await db().select().from(staffAccounts).where(eq(staffAccounts.id, id));
    expect(withPassword!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await staff.signIn.withPassword("editora@candela.test", STAFF_PASSWORD, meta)).kind).toBe(
      "signed_in",
    );

    const again = await staff.team.add(acting(owner), {
      email: "EDITORA@candela.test",
      name: "",
      role: "editor",
      franchise_id: null,
    });
    expect(again).toEqual({ ok: false, code: "email_taken", field: "email" });
  });

  it("checks the permission and the franchise rule in the service itself", async () => {
    const admin = await createStaff(db(), staff, "admin");
    const owner = await createStaff(db(), staff, "owner");
    const input = { email: "x@candela.test", name: "", role: "support" as const, franchise_id: null };
    await expect(staff.team.add(acting(admin), input)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(staff.team.list(acting(admin))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(staff.audit.list(acting({ ...admin, role: "editor" }), { page: 1 })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(await staff.team.add(acting(owner), { ...input, role: "franchise" })).toMatchObject({
      ok: false,
      code: "franchise_required",
    });
    const franchiseId = await createFranchise(db());
    expect(await staff.team.add(acting(owner), { ...input, franchise_id: franchiseId })).toMatchObject({
      ok: false,
      code: "franchise_only_for_role",
    });
    expect(
      await staff.team.add(acting(owner), { ...input, role: "franchise", franchise_id: crypto.randomUUID() }),
    ).toMatchObject({ ok: false, code: "franchise_unknown" });
  });

  it("changes a role against the version read, ends the person's sessions, refuses a stale save", async () => {
    const owner = await createStaff(db(), staff, "owner");
    const editor = await createStaff(db(), staff, "editor");
    await staff.signIn.withPassword(editor.email, STAFF_PASSWORD, meta);
    const change = { id: editor.id, role: "support" as const, franchise_id: null, version: 1 };
    expect(await staff.team.changeRole(acting(owner), change)).toEqual({ ok: true });
    expect(await staff.team.changeRole(acting(owner), { ...change, role: "admin" })).toEqual({
      ok: false,
      code: "stale_version",
    });
    expect(await db().select().from(staffSessions).where(eq(staffSessions.staffId, editor.id))).toHaveLength(
      0,
    );
    const entries = await auditOf(editor.id);
    expect(entries.at(-1)).toMatchObject({ action: "role_changed", staffId: owner.id });
    expect(entries.at(-1)!.before).toMatchObject({ role: "editor" });
    expect(entries.at(-1)!.after).toMatchObject({ role: "support" });
    expect(await staff.team.changeRole(acting(owner), { ...change, id: owner.id })).toMatchObject({
      ok: false,
      code: "self_change",
    });

    expect(await staff.team.setDisabled(acting(owner), editor.id, true, 2)).toEqual({ ok: true });
    expect((await staff.signIn.withPassword(editor.email, STAFF_PASSWORD, meta)).kind).toBe("failed");
  });

  it("signs in with the password, resolves and lists sessions, and revokes one", async () => {
    const support = await createStaff(db(), staff, "support");
    expect((await staff.signIn.withPassword(support.email, "mala clave", meta)).kind).toBe("failed");
    expect((await staff.signIn.withPassword("nadie@candela.test", STAFF_PASSWORD, meta)).kind).toBe("failed");
    const first = await staff.signIn.withPassword(support.email.toUpperCase(), STAFF_PASSWORD, meta);
    const second = await staff.signIn.withPassword(support.email, STAFF_PASSWORD, meta);
    if (first.kind !== "signed_in" || second.kind !== "signed_in") throw new Error("not signed in");
    const resolved = await staff.sessions.resolve(first.token);
    expect(resolved?.staff).toMatchObject({ id: support.id, role: "support", totpEnabled: false });
    const open = await staff.ownAccount.openSessions(acting(support));
    expect(open).toHaveLength(2);
    expect(open[0]).toMatchObject({ ip: meta.ip, userAgent: "vitest" });

    const other = await createStaff(db(), staff, "support");
    expect(await staff.ownAccount.revokeSession(acting(other), resolved!.sessionId)).toBe(false);
    expect(await staff.ownAccount.revokeSession(acting(support), resolved!.sessionId)).toBe(true);
    expect(await staff.sessions.resolve(first.token)).toBeNull();
    expect(await staff.sessions.resolve(second.token)).not.toBeNull();
    expect((await auditOf(resolved!.sessionId))[0]).toMatchObject({
      entity: "staff_session",
      action: "revoked",
    });
  });

  it("enrols TOTP, then asks for a code; a code and a recovery code work once each", async () => {
    const owner = await createStaff(db(), staff, "owner");
    const enrolment = await staff.ownAccount.beginTotp(acting(owner), owner.email);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Candela:/);
    expect(enrolment.qrSvg).toMatch(/^<svg/);
    expect(await staff.ownAccount.confirmTotp(acting(owner), "000000")).toEqual({ ok: false });
    const enrolmentCode = await totpCode(enrolment.secret);
    const confirmed = await staff.ownAccount.confirmTotp(acting(owner), enrolmentCode);
    if (!confirmed.ok) throw new Error("not enrolled");
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);

    const pending = await staff.signIn.withPassword(owner.email, STAFF_PASSWORD, meta);
    expect(pending.kind).toBe("second_factor");
    if (pending.kind !== "second_factor") return;
    // The pending session opens nothing but the code step.
    expect((await staff.sessions.resolve(pending.token))?.pendingSecondFactor).toBe(true);
    expect((await staff.signIn.withCode(pending.token, "123456", meta)).kind).toBe("failed");
    // The code used to enrol is spent; the next step's is accepted (one step of clock drift).
    expect((await staff.signIn.withCode(pending.token, enrolmentCode, meta)).kind).toBe("failed");
    const code = await nextStepCode(enrolment.secret);
    const done = await staff.signIn.withCode(pending.token, code, meta);
    expect(done.kind).toBe("signed_in");
    expect(await staff.sessions.resolve(pending.token)).toBeNull();

    const again = await staff.signIn.withPassword(owner.email, STAFF_PASSWORD, meta);
    if (again.kind !== "second_factor") throw new Error("no code step");
    expect((await staff.signIn.withCode(again.token, code, meta)).kind).toBe("failed");
    const recovery = confirmed.recoveryCodes[3]!.toUpperCase();
    expect((await staff.signIn.withCode(again.token, recovery, meta)).kind).toBe("signed_in");
    const third = await staff.signIn.withPassword(owner.email, STAFF_PASSWORD, meta);
    if (third.kind !== "second_factor") throw new Error("no code step");
    expect((await staff.signIn.withCode(third.token, recovery, meta)).kind).toBe("failed");
    expect(await staff.ownAccount.unusedRecoveryCodes(acting(owner))).toBe(9);

    // Owners keep their second factor when it is required.
    expect(await staff.ownAccount.disableTotp(acting(owner), confirmed.recoveryCodes[0]!)).toBe("required");
    const actions = (await auditOf(owner.id)).map((e) => e.action);
    expect(actions).toEqual(["created", "totp_enabled"]);
  });

  it("changes the own password with the current one and ends the other sessions", async () => {
    const editor = await createStaff(db(), staff, "editor");
    const a = await staff.signIn.withPassword(editor.email, STAFF_PASSWORD, meta);
    const b = await staff.signIn.withPassword(editor.email, STAFF_PASSWORD, meta);
    if (a.kind !== "signed_in" || b.kind !== "signed_in") throw new Error("not signed in");
    const current = (await staff.sessions.resolve(a.token))!;
    const next = "nueva clave larga 2026";
    expect(await staff.ownAccount.changePassword(acting(editor), current.sessionId, "mala", next)).toBe(
      "wrong_password",
    );
    expect(
      await staff.ownAccount.changePassword(acting(editor), current.sessionId, STAFF_PASSWORD, next),
    ).toBe("changed");
    expect(await staff.sessions.resolve(a.token)).not.toBeNull();
    expect(await staff.sessions.resolve(b.token)).toBeNull();
    expect((await staff.signIn.withPassword(editor.email, next, meta)).kind).toBe("signed_in");
  });

  it("mails a reset link only to an active staff account", async () => {
    const support = await createStaff(db(), staff, "support");
    await staff.passwordLinks.request(support.email.toUpperCase());
    const token = await lastStaffLinkToken(db(), support.email);
    expect(await staff.passwordLinks.isUsable(token)).toBe(true);
    await staff.passwordLinks.request("nadie@candela.test");
    await expect(lastStaffLinkToken(db(), "nadie@candela.test")).rejects.toThrow(/no staff_password mail/);
    expect(await staff.passwordLinks.setPassword(token, "restablecida larga 1", meta.ip)).toBe(true);
    expect(await staff.passwordLinks.isUsable(token)).toBe(false);
  });

  it("filters the audit log by person, entity and date", async () => {
    const owner = await createStaff(db(), staff, "owner");
    const made = await staff.team.add(acting(owner), {
      email: `filtro-${Date.now()}@candela.test`,
      name: "",
      role: "support",
      franchise_id: null,
    });
    expect(made.ok).toBe(true);
    const mine = await staff.audit.list(acting(owner), { staffId: owner.id, page: 1 });
    expect(mine.total).toBe(1);
    expect(mine.rows[0]).toMatchObject({ action: "created", staffEmail: owner.email });
    const future = await staff.audit.list(acting(owner), { from: new Date(Date.now() + 3_600_000), page: 1 });
    expect(future.total).toBe(0);
    const sessions = await staff.audit.list(acting(owner), { entity: "staff_session", page: 1 });
    expect(sessions.rows.every((r) => r.entity === "staff_session")).toBe(true);
    const entities = await staff.audit.entities(acting(owner));
    const logged = await db().selectDistinct({ entity: auditLog.entity }).from(auditLog);
    expect([...entities].sort()).toEqual(logged.map((r) => r.entity).sort());
    expect(entities).toContain("staff_account");
    const people = await staff.audit.people(acting(owner));
    expect(people.map((p) => p.email)).toContain(owner.email);
    const loggedPeople = await db().selectDistinct({ id: auditLog.staffId }).from(auditLog);
    expect(people.map((p) => p.id).sort()).toEqual(loggedPeople.flatMap((r) => (r.id ? [r.id] : [])).sort());
  });
});
