import { asc, eq, inArray } from "drizzle-orm";
import type { Image } from "#domain/catalog/views.ts";
import { MEDIA_MESSAGES } from "#domain/media/messages.ts";
import type { BranchTrustInput } from "#domain/stores/branch-trust-form.ts";
import { GALLERY_MAX } from "#domain/stores/branch-trust-form.ts";
import { STORE_TRUST_MESSAGES as M } from "#domain/stores/messages.ts";
import { teamMemberLine, type TeamMember } from "#domain/stores/team.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { type stores, storeTeamMembers } from "#server/db/schema/index.ts";
import type { EditResult } from "#server/modules/editing/edit-result.ts";
import { invalid } from "#server/modules/editing/saving.ts";
import { libraryImage } from "#server/modules/media/library.ts";

type StoreRow = typeof stores.$inferSelect;

const memberOf = (row: typeof storeTeamMembers.$inferSelect): TeamMember => ({
  name: row.name,
  role: row.role,
  gender: row.gender,
  licenceKind: row.licenceKind,
  licenceNumber: row.licenceNumber,
});

/** The teams of some branches, in their order, by branch id. */
export async function readTeams(
  db: Db | Tx,
  storeIds: readonly string[],
): Promise<Map<string, TeamMember[]>> {
  const teams = new Map<string, TeamMember[]>(storeIds.map((id) => [id, []]));
  if (storeIds.length === 0) return teams;
  const rows = await db
    .select()
    .from(storeTeamMembers)
    .where(inArray(storeTeamMembers.storeId, [...storeIds]))
    .orderBy(asc(storeTeamMembers.storeId), asc(storeTeamMembers.position));
  for (const row of rows) teams.get(row.storeId)?.push(memberOf(row));
  return teams;
}

export async function readTeam(db: Db | Tx, storeId: string): Promise<TeamMember[]> {
  return (await readTeams(db, [storeId])).get(storeId) ?? [];
}

/** Replaces a branch's team with `team`, in its order (inside the branch's save). */
export async function writeTeam(tx: Tx, storeId: string, team: readonly TeamMember[]): Promise<void> {
  await tx.delete(storeTeamMembers).where(eq(storeTeamMembers.storeId, storeId));
  if (team.length === 0) return;
  await tx.insert(storeTeamMembers).values(team.map((m, position) => ({ storeId, position, ...m })));
}

/**
 * The gallery after a save: the stored photos kept, in their order, then a library image added; a refusal
 * when a kept photo is not the branch's, the added image left the library, or there would be too many.
 */
export async function galleryAfter(
  tx: Tx,
  before: Image[],
  input: NonNullable<BranchTrustInput["gallery"]>,
): Promise<{ gallery: Image[] } | { refusal: EditResult }> {
  const kept = before.filter((i) => input.kept.includes(i.path));
  if (kept.length !== new Set(input.kept).size) return { refusal: invalid("gallery", M.galleryUnknown) };
  if (!input.add) return { gallery: kept };
  const added = await libraryImage(tx, input.add);
  if (!added) return { refusal: invalid("gallery_add", MEDIA_MESSAGES.imageGone) };
  const gallery = [...kept.filter((i) => i.path !== added.path), added];
  if (gallery.length > GALLERY_MAX) return { refusal: invalid("gallery_add", M.galleryMax(GALLERY_MAX)) };
  return { gallery };
}

/** The columns a trust input sets (coordinates and gallery; the team is its own table). */
export function trustColumns(input: BranchTrustInput | null, gallery: Image[] | undefined) {
  if (!input) return {};
  return {
    ...(input.coordinates !== undefined
      ? {
          latitude: input.coordinates?.latitude ?? null,
          longitude: input.coordinates?.longitude ?? null,
        }
      : {}),
    ...(gallery ? { gallery } : {}),
  };
}

/** What the audit row shows of a branch's map place, photos and team. */
export const auditedTrust = (s: StoreRow, team: readonly TeamMember[]) => ({
  coordinates: s.latitude === null || s.longitude === null ? null : `${s.latitude}, ${s.longitude}`,
  gallery: s.gallery.map((i) => i.alt ?? i.name),
  team: team.map(teamMemberLine),
});
