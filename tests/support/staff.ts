import { eq } from "drizzle-orm";
import { generate } from "otplib";
import type { Role } from "#domain/staff/permissions.ts";
import type { Db } from "#server/db/client.ts";
import { franchises, mailOutbox } from "#server/db/schema/index.ts";
import type { StaffServices } from "#server/modules/staff/index.ts";

let seq = 0;
export const STAFF_PASSWORD = "una clave larga del equipo";

/** A franchise row to tie franchise accounts to. */
export async function createFranchise(db: Db, name = `Franquicia ${++seq}`): Promise<string> {
  const [row] = await db.insert(franchises).values({ name }).returning({ id: franchises.id });
  return row!.id;
}

/** A staff account made through the command line's door, with a known password. */
export async function createStaff(
  db: Db,
  staff: StaffServices,
  role: Role,
  over: { email?: string; franchiseId?: string } = {},
): Promise<{ id: string; email: string; role: Role; franchiseId: string | null }> {
  const email = over.email ?? `${role}${++seq}-${Date.now()}@candela.test`;
  const franchiseId = role === "franchise" ? (over.franchiseId ?? (await createFranchise(db))) : null;
  const result = await staff.team.addFromCommandLine({
    email,
    name: "",
    role,
    franchise_id: franchiseId,
    password: STAFF_PASSWORD,
  });
  if (!result.ok) throw new Error(`staff not created: ${result.code}`);
  return { id: result.id, email, role, franchiseId };
}

/** The current TOTP code of a secret, as an authenticator app would show it. */
export const totpCode = (secret: string, epoch?: number) =>
  generate({ secret, ...(epoch !== undefined ? { epoch } : {}) });

/**
 * The code of the step after the current one: accepted as one step of clock drift, and always later than a
 * code enrolled a moment before, however slowly the machine crosses a step boundary in between.
 */
export const nextStepCode = (secret: string) => totpCode(secret, Math.floor(Date.now() / 1000) + 30);

/** The token of the last staff_password mail sent to an address. */
export async function lastStaffLinkToken(db: Db, to: string): Promise<string> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, to))
    .orderBy(mailOutbox.createdAt);
  const mail = rows.filter((r) => r.template === "staff_password").at(-1);
  if (!mail) throw new Error(`no staff_password mail to ${to}`);
  return (mail.data as { token: string }).token;
}
