import { z } from "zod";
import { libraryImageInput } from "#domain/media/library-input.ts";
import { text } from "#domain/validation/fields.ts";
import { STORE_TRUST_MESSAGES as M } from "./messages.ts";
import {
  GENDERS,
  LICENCE_KINDS,
  PHYSICIAN_ROLES,
  TEAM_MAX,
  TEAM_ROLES,
  type Gender,
  type LicenceKind,
  type TeamMember,
  type TeamRole,
} from "./team.ts";

/** Photos a branch's gallery holds (the database refuses more, migration 0040). */
export const GALLERY_MAX = 12;

/** Where a branch of the shop can be: the Argentine mainland, Tierra del Fuego and the islands around. */
export const ARGENTINA_BOUNDS = { latitude: [-56, -21] as const, longitude: [-74, -53] as const };

/** Fields posted to say "this part of the form was shown": without them the stored part is kept. */
export const TEAM_LISTED = "team_listed";
export const GALLERY_LISTED = "gallery_listed";

type TeamKey = "name" | "role" | "gender" | "licence_kind" | "licence_number";

/** The posted name of one person's field, as Conform's list names it: `team[0].name`. */
export const teamField = (i: number, key: TeamKey) => `team[${i}].${key}`;

/** A decimal coordinate as people paste it: "-34.5889" or "-34,5889"; "" is none. */
const coordinate = (axis: "latitude" | "longitude") => {
  const [min, max] = ARGENTINA_BOUNDS[axis];
  const message = axis === "latitude" ? M.latitude : M.longitude;
  return text(message)
    .max(32, message)
    .transform((v) => v.replace(",", "."))
    .refine((v) => v === "" || /^-?\d{1,3}(\.\d{1,8})?$/.test(v), message)
    .transform((v) => (v === "" ? null : Number(v)))
    .refine((v) => v === null || (v >= min && v <= max), message);
};

const teamShape = Object.fromEntries(
  Array.from({ length: TEAM_MAX + 1 }, (_, i) =>
    (["name", "role", "gender", "licence_kind", "licence_number"] as const).map((key) => [
      teamField(i, key),
      text(M.teamName).max(255, M.teamName).optional(),
    ]),
  ).flat(),
) as Record<string, z.ZodType<string | undefined>>;

interface PostedMember {
  index: number;
  name: string;
  role: string;
  gender: string;
  licenceKind: string;
  licenceNumber: string;
}

/** The posted people in order; a row with no name and no licence is an unused one, left out. */
function postedMembers(values: Record<string, unknown>): PostedMember[] {
  const at = (i: number, key: TeamKey) => String(values[teamField(i, key)] ?? "").trim();
  const rows: PostedMember[] = [];
  for (let i = 0; i <= TEAM_MAX; i++) {
    const row = {
      index: i,
      name: at(i, "name"),
      role: at(i, "role"),
      gender: at(i, "gender"),
      licenceKind: at(i, "licence_kind"),
      // "123.456" and "123 456" are the number 123456.
      licenceNumber: at(i, "licence_number").replace(/[.\s]/g, ""),
    };
    if (row.name || row.licenceNumber) rows.push(row);
  }
  return rows;
}

function checkTeam(values: Record<string, unknown>, ctx: z.RefinementCtx) {
  const issue = (i: number, key: TeamKey, message: string) =>
    ctx.addIssue({ code: "custom", path: [teamField(i, key)], message });
  const rows = postedMembers(values);
  if (rows.length > TEAM_MAX) issue(rows[TEAM_MAX]!.index, "name", M.teamMax(TEAM_MAX));
  let lead: string | null = null;
  for (const r of rows) {
    if (r.name.length < 2 || r.name.length > 120) issue(r.index, "name", M.teamName);
    if (!(TEAM_ROLES as readonly string[]).includes(r.role)) issue(r.index, "role", M.teamRole);
    if (!(GENDERS as readonly string[]).includes(r.gender)) issue(r.index, "gender", M.teamGender);
    const kindKnown = (LICENCE_KINDS as readonly string[]).includes(r.licenceKind);
    if (r.licenceKind && !kindKnown) issue(r.index, "licence_kind", M.licenceKind);
    if (r.licenceNumber && !/^\d{1,7}$/.test(r.licenceNumber))
      issue(r.index, "licence_number", M.licenceNumber);
    else if (r.licenceNumber && !r.licenceKind) issue(r.index, "licence_kind", M.licenceKind);
    else if (r.licenceKind && !r.licenceNumber) issue(r.index, "licence_number", M.licenceNumberMissing);
    else if (!r.licenceNumber && (PHYSICIAN_ROLES as readonly string[]).includes(r.role))
      issue(r.index, "licence_number", M.licenceRequired);
    if (r.role === "medical_director") {
      if (lead) issue(r.index, "role", M.oneMedicalDirector(lead));
      else lead = r.name;
    }
  }
}

/**
 * What the central team adds to a branch for its page: its map coordinates, its team (posted as Conform's
 * list `team[0].name`, …) and its gallery (the kept photos' paths, and a library image to add). A part
 * whose marker field was not posted stays as stored (undefined).
 */
export const branchTrustSchema = z
  .object({
    latitude: coordinate("latitude").optional(),
    longitude: coordinate("longitude").optional(),
    [TEAM_LISTED]: z.string().optional(),
    [GALLERY_LISTED]: z.string().optional(),
    gallery: z.array(z.string({ error: M.galleryUnknown }), { error: M.galleryUnknown }).default([]),
    gallery_add: libraryImageInput(),
    ...teamShape,
  })
  .superRefine((v, ctx) => {
    if (
      v.latitude !== undefined &&
      v.longitude !== undefined &&
      (v.latitude === null) !== (v.longitude === null)
    )
      ctx.addIssue({
        code: "custom",
        path: [v.latitude === null ? "latitude" : "longitude"],
        message: M.coordinatesPair,
      });
    if (v[TEAM_LISTED] !== undefined) checkTeam(v, ctx);
    if (v[GALLERY_LISTED] !== undefined && v.gallery.length + (v.gallery_add ? 1 : 0) > GALLERY_MAX)
      ctx.addIssue({ code: "custom", path: ["gallery_add"], message: M.galleryMax(GALLERY_MAX) });
  })
  .transform((v) => ({
    coordinates:
      v.latitude === undefined || v.longitude === undefined
        ? undefined
        : v.latitude === null || v.longitude === null
          ? null
          : { latitude: v.latitude, longitude: v.longitude },
    team:
      v[TEAM_LISTED] === undefined
        ? undefined
        : postedMembers(v).map((r): TeamMember => ({
            name: r.name,
            role: r.role as TeamRole,
            gender: r.gender as Gender,
            licenceKind: (r.licenceKind || null) as LicenceKind | null,
            licenceNumber: r.licenceNumber || null,
          })),
    gallery: v[GALLERY_LISTED] === undefined ? undefined : { kept: v.gallery, add: v.gallery_add },
  }));
export type BranchTrustInput = z.output<typeof branchTrustSchema>;
