import { eq } from "drizzle-orm";
import type { SettingsInput } from "#domain/settings/settings-form.ts";
import type { StoredSettings } from "#domain/settings/views.ts";
import type { Db } from "#server/db/client.ts";
import { clientConfig, shopSettings } from "#server/db/schema/index.ts";
import { audit, saving } from "#server/modules/editing/saving.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";

const ENTITY = "settings";
const ROW = 1;

/** Only the keys whose values differ, before and after: what the audit row shows. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

/** The back office's settings page: the shop settings and the client config, saved together. */
export class SettingsEditor {
  constructor(private readonly db: Db) {}

  async get(acting: Acting): Promise<StoredSettings> {
    requirePermission(acting.actor, "settings.manage");
    const [settings] = await this.db.select().from(shopSettings).where(eq(shopSettings.id, ROW));
    const [client] = await this.db.select().from(clientConfig).where(eq(clientConfig.id, ROW));
    if (!settings || !client) throw new Error("settings are empty: run the seed");
    return { settings, client };
  }

  async update(acting: Acting, input: SettingsInput): Promise<EditResult> {
    requirePermission(acting.actor, "settings.manage");
    return saving(this.db, "", async (tx) => {
      const [client] = await tx.select().from(clientConfig).where(eq(clientConfig.id, ROW)).for("update");
      const [settings] = await tx.select().from(shopSettings).where(eq(shopSettings.id, ROW)).for("update");
      if (!client || !settings) return { ok: false, code: "not_found" };
      await updateVersioned(tx, shopSettings, ENTITY, ROW, input.version, input.settings);
      await tx.update(clientConfig).set(input.client).where(eq(clientConfig.id, ROW));
      const before = { ...pick(settings, input.settings), ...pick(client, input.client) };
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: String(ROW),
        action: "updated",
        ...changes(before, { ...input.settings, ...input.client }),
      });
      return { ok: true, id: String(ROW) };
    });
  }
}

/** The stored values of the keys a save sets. */
function pick(row: Record<string, unknown>, keys: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(keys).map((k) => [k, row[k]]));
}
