import { and, asc, count, eq, ilike, type SQL } from "drizzle-orm";
import type { BranchQuery } from "#domain/stores/branch-query.ts";
import { BRANCHES_PAGE_SIZE } from "#domain/stores/branch-query.ts";
import type { BranchContactInput, BranchDetailsInput } from "#domain/stores/branch-form.ts";
import { STORE_ADMIN_MESSAGES as M } from "#domain/stores/messages.ts";
import { FRANCHISE_SCOPED_ROLES } from "#domain/staff/permissions.ts";
import { TREATMENT_FIELD } from "#domain/store-treatment.ts";
import type { AttributeValue } from "#domain/stores/views.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { franchises, provinces, stores } from "#server/db/schema/index.ts";
import { audit, invalid, saving } from "#server/modules/editing/saving.ts";
import { containsPattern } from "#server/db/like.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { updateVersioned } from "#server/modules/editing/versioned-update.ts";
import { storeOffersTreatment, storePayable } from "#server/modules/stores/service.ts";
import { storeAddress } from "#server/modules/stores/address.ts";
import { branchImpact } from "#server/modules/stores/branch-impact.ts";
import type { BranchImpact } from "#domain/stores/branch-impact.ts";
import { branchPostalCode, formatAddress, streetLine } from "#domain/stores/address.ts";
import { postalLetter } from "#domain/provinces.ts";
import { ForbiddenError, requirePermission } from "#server/modules/staff/access.ts";
import type { Acting } from "#server/modules/staff/types.ts";
import type { BranchListRow } from "#domain/stores/views.ts";
import type { BranchTrustInput } from "#domain/stores/branch-trust-form.ts";
import type { TeamMember } from "#domain/stores/team.ts";
import {
  auditedTrust,
  galleryAfter,
  readTeam,
  trustColumns,
  writeTeam,
} from "#server/modules/stores/branch-trust.ts";

const ENTITY = "store";

export type StoreRow = typeof stores.$inferSelect;

const scoped = (acting: Acting) => FRANCHISE_SCOPED_ROLES.includes(acting.actor.role);

/** The branch's fields with the treatment's value set: 'SI' or 'NO' (the other attributes are kept). */
function withTreatment(fields: AttributeValue[], value: "SI" | "NO"): AttributeValue[] {
  return [...fields.filter((f) => f.entity !== TREATMENT_FIELD), { entity: TREATMENT_FIELD, value }];
}

const treatmentOf = (fields: AttributeValue[]): "SI" | "NO" =>
  fields.some((f) => f.entity === TREATMENT_FIELD && f.value === "SI") ? "SI" : "NO";

/** What the audit row shows of a branch, its team included. */
const audited = (s: StoreRow, team: readonly TeamMember[]) => ({
  name: s.name,
  slug: s.slug,
  franchise_id: s.franchiseId,
  province_id: s.provinceId,
  address: streetLine(storeAddress(s, "")),
  zip: s.zip,
  city: s.city,
  phone: s.phone,
  contact_email: s.contactEmail,
  opening_hours: s.openingHours,
  treatment_available: treatmentOf(s.fields),
  enabled: s.enabled,
  ...auditedTrust(s, team),
});

function detailColumns(d: BranchDetailsInput) {
  return {
    name: d.name,
    slug: d.slug,
    franchiseId: d.franchise_id,
    provinceId: d.province_id,
    addressStreet: d.address_street || null,
    addressNumber: d.address_number || null,
    addressFloor: d.address_floor || null,
    addressApartment: d.address_apartment || null,
    zip: d.zip || null,
    city: d.city || null,
    enabled: d.enabled,
  };
}

/**
 * The details as they are stored, or a refusal when the chosen franchise or province does not exist or the
 * postal code is another province's (checked before the first write). Four bare digits of a postal code take
 * the province's letter ("7600" in Buenos Aires is stored "B7600").
 */
async function checkedDetails(
  tx: Tx,
  d: BranchDetailsInput,
): Promise<{ details: BranchDetailsInput } | { refusal: EditResult }> {
  const [franchise] = await tx
    .select({ id: franchises.id })
    .from(franchises)
    .where(eq(franchises.id, d.franchise_id));
  if (!franchise) return { refusal: invalid("franchise_id", M.franchiseUnknown) };
  const [province] = await tx
    .select({ value: provinces.value })
    .from(provinces)
    .where(eq(provinces.id, d.province_id));
  if (!province) return { refusal: invalid("province_id", M.provinceUnknown) };
  const letter = postalLetter(province.value);
  const zip = branchPostalCode(d.zip, letter);
  if (zip === null) return { refusal: invalid("zip", letter ? M.zipProvince(letter) : M.zip) };
  return { details: { ...d, zip } };
}

/**
 * The back office's branches. The central team edits everything; a franchise account sees only its own
 * franchise's branches and changes only their phone, hours and contact e-mail.
 */
export class BranchEditor {
  constructor(private readonly db: Db) {}

  async list(acting: Acting, query: BranchQuery): Promise<{ rows: BranchListRow[]; total: number }> {
    requirePermission(acting.actor, "branches.read");
    const conditions: (SQL | undefined)[] = [
      scoped(acting) ? eq(stores.franchiseId, acting.actor.franchiseId ?? "") : undefined,
      query.franquicia ? eq(stores.franchiseId, query.franquicia) : undefined,
      query.q ? ilike(stores.name, containsPattern(query.q)) : undefined,
      query.estado ? eq(stores.enabled, query.estado === "activas") : undefined,
    ];
    const where = and(...conditions.filter((c): c is SQL => c !== undefined));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          store: stores,
          province: provinces.name,
          franchiseName: franchises.name,
          offersTreatment: storeOffersTreatment,
          payable: storePayable,
        })
        .from(stores)
        .innerJoin(franchises, eq(franchises.id, stores.franchiseId))
        .innerJoin(provinces, eq(provinces.id, stores.provinceId))
        .where(where)
        .orderBy(asc(stores.name), asc(stores.id))
        .limit(BRANCHES_PAGE_SIZE)
        .offset((Math.max(1, query.page) - 1) * BRANCHES_PAGE_SIZE),
      this.db.select({ n: count() }).from(stores).where(where),
    ]);
    return {
      rows: rows.map((r) => ({
        id: r.store.id,
        name: r.store.name,
        address: formatAddress(storeAddress(r.store, r.province)),
        franchiseName: r.franchiseName,
        enabled: r.store.enabled,
        offersTreatment: r.offersTreatment,
        payable: r.payable,
      })),
      total: total?.n ?? 0,
    };
  }

  /** One branch, or null; another franchise's branch is refused (ForbiddenError) to a franchise account. */
  async get(
    acting: Acting,
    id: string,
  ): Promise<(StoreRow & { treatment: "SI" | "NO"; team: TeamMember[] }) | null> {
    requirePermission(acting.actor, "branches.read");
    const [row] = await this.db.select().from(stores).where(eq(stores.id, id));
    if (!row) return null;
    requirePermission(acting.actor, "branches.read", row.franchiseId);
    return { ...row, treatment: treatmentOf(row.fields), team: await readTeam(this.db, id) };
  }

  /** What turning the branch off touches now (branch-impact.ts); null when there is no such branch. */
  async impact(acting: Acting, id: string): Promise<BranchImpact | null> {
    if (!(await this.get(acting, id))) return null;
    return branchImpact(this.db, id, new Date());
  }

  /** The franchises and provinces a branch can be given (a franchise account sees only its own). */
  async choices(acting: Acting) {
    requirePermission(acting.actor, "branches.read");
    const [franchiseRows, provinceRows] = await Promise.all([
      this.db
        .select({ id: franchises.id, name: franchises.name })
        .from(franchises)
        .where(scoped(acting) ? eq(franchises.id, acting.actor.franchiseId ?? "") : undefined)
        .orderBy(asc(franchises.name)),
      this.db
        .select({ id: provinces.id, name: provinces.name })
        .from(provinces)
        .orderBy(asc(provinces.position), asc(provinces.name)),
    ]);
    return { franchises: franchiseRows, provinces: provinceRows };
  }

  async create(
    acting: Acting,
    details: BranchDetailsInput,
    contact: BranchContactInput,
    trust: BranchTrustInput | null = null,
  ): Promise<EditResult> {
    requirePermission(acting.actor, "branches.edit");
    if (scoped(acting)) throw new ForbiddenError("branches.edit");
    return saving(this.db, M.slugTaken, async (tx) => {
      const checked = await checkedDetails(tx, details);
      if ("refusal" in checked) return checked.refusal;
      const gallery = trust?.gallery ? await galleryAfter(tx, [], trust.gallery) : null;
      if (gallery && "refusal" in gallery) return gallery.refusal;
      const [row] = await tx
        .insert(stores)
        .values({
          ...detailColumns(checked.details),
          ...contact,
          ...trustColumns(trust, gallery?.gallery),
          fields: withTreatment([], details.treatment_available),
        })
        .returning();
      const team = trust?.team ?? [];
      await writeTeam(tx, row!.id, team);
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: row!.id,
        action: "created",
        before: null,
        after: audited(row!, team),
      });
      return { ok: true, id: row!.id };
    });
  }

  /**
   * Saves a branch at the version its form was opened at. `details` is null for a franchise account, which
   * may change only the contact part (and only of its own branches).
   */
  async update(
    acting: Acting,
    id: string,
    version: number,
    contact: BranchContactInput,
    details: BranchDetailsInput | null,
    trust: BranchTrustInput | null = null,
  ): Promise<EditResult> {
    requirePermission(acting.actor, "branches.edit");
    if ((details || trust) && scoped(acting)) throw new ForbiddenError("branches.edit");
    return saving(this.db, M.slugTaken, async (tx) => {
      const [before] = await tx.select().from(stores).where(eq(stores.id, id)).for("update");
      if (!before) return { ok: false, code: "not_found" };
      requirePermission(acting.actor, "branches.edit", before.franchiseId);
      const checked = details ? await checkedDetails(tx, details) : null;
      if (checked && "refusal" in checked) return checked.refusal;
      const gallery = trust?.gallery ? await galleryAfter(tx, before.gallery, trust.gallery) : null;
      if (gallery && "refusal" in gallery) return gallery.refusal;
      const teamBefore = await readTeam(tx, id);
      const after = await updateVersioned(tx, stores, ENTITY, id, version, {
        ...contact,
        ...trustColumns(trust, gallery?.gallery),
        ...(checked
          ? {
              ...detailColumns(checked.details),
              fields: withTreatment(before.fields, checked.details.treatment_available),
            }
          : {}),
      });
      if (trust?.team) await writeTeam(tx, id, trust.team);
      await audit(tx, acting, {
        entity: ENTITY,
        entityId: id,
        action: "updated",
        before: audited(before, teamBefore),
        after: audited(after, trust?.team ?? teamBefore),
      });
      return { ok: true, id };
    });
  }
}
