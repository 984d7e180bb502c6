import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { staffAccounts, staffRecoveryCodes } from "#server/db/schema/index.ts";
import { checkTotp, hashRecoveryCode, newRecoveryCodes } from "./totp.ts";

/**
 * Accepts a TOTP code of the person's secret, or one of their unused recovery codes (which is then spent).
 * The TOTP step is stored with a guarded update, so two requests racing with the same code cannot both pass.
 */
export async function acceptSecondFactor(
  tx: Tx | Db,
  staff: { id: string; totpSecret: string | null; totpLastStep: number | null },
  code: string,
  now: Date,
): Promise<"totp" | "recovery" | null> {
  if (!staff.totpSecret) return null;
  const step = await checkTotp(staff.totpSecret, code, staff.totpLastStep);
  if (step !== null) {
    const stored = await tx
      .update(staffAccounts)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(staffAccounts.id, staff.id),
          or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
        ),
      )
      .returning({ id: staffAccounts.id });
    return stored.length > 0 ? "totp" : null;
  }
  const spent = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staff.id),
        eq(staffRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent.length > 0 ? "recovery" : null;
}

/** Replaces the person's recovery codes with ten new ones, returned once in clear. */
export async function replaceRecoveryCodes(tx: Tx | Db, staffId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ staffId, codeHash: hashRecoveryCode(c) })));
  return codes;
}
