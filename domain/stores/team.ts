import { listInSpanish } from "#domain/spanish-list.ts";

/** The roles a branch's team can list; the database allows these only (migration 0040). */
export const TEAM_ROLES = [
  "medical_director",
  "physician",
  "nurse",
  "laser_technician",
  "cosmetologist",
  "manager",
  "reception",
] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** How the shop addresses a person, a stored choice (never guessed from the name). */
export const GENDERS = ["f", "m"] as const;
export type Gender = (typeof GENDERS)[number];

/** Matrícula nacional or provincial. */
export const LICENCE_KINDS = ["M.N.", "M.P."] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

/** How many people one branch lists. */
export const TEAM_MAX = 20;

const ROLE_LABELS: Record<TeamRole, Record<Gender, string>> = {
  medical_director: { f: "Directora médica", m: "Director médico" },
  physician: { f: "Médica", m: "Médico" },
  nurse: { f: "Enfermera", m: "Enfermero" },
  laser_technician: { f: "Técnica en depilación láser", m: "Técnico en depilación láser" },
  cosmetologist: { f: "Cosmetóloga", m: "Cosmetólogo" },
  manager: { f: "Encargada de la sucursal", m: "Encargado de la sucursal" },
  reception: { f: "Recepcionista", m: "Recepcionista" },
};

/** Roles held by physicians: they carry the 'Dra.' or 'Dr.' title and always a licence. */
export const PHYSICIAN_ROLES: readonly TeamRole[] = ["medical_director", "physician"];

export interface TeamMember {
  name: string;
  role: TeamRole;
  gender: Gender;
  licenceKind: LicenceKind | null;
  licenceNumber: string | null;
}

export const roleLabel = (role: TeamRole, gender: Gender) => ROLE_LABELS[role][gender];

/** The role's choices for the editor, each named in both forms: 'Directora / Director médico'. */
export const ROLE_CHOICES = TEAM_ROLES.map((role) => {
  const { f, m } = ROLE_LABELS[role];
  return { value: role, label: f === m ? f : `${f} / ${m}` };
});

/** 'Dra. Ana Pérez' for a physician, the plain name for anyone else. */
export function displayName(m: Pick<TeamMember, "name" | "role" | "gender">): string {
  if (!PHYSICIAN_ROLES.includes(m.role)) return m.name;
  return `${m.gender === "f" ? "Dra." : "Dr."} ${m.name}`;
}

/** 'M.N. 123456', or "" without a licence. */
export const licenceText = (m: Pick<TeamMember, "licenceKind" | "licenceNumber">) =>
  m.licenceKind && m.licenceNumber ? `${m.licenceKind} ${m.licenceNumber}` : "";

/** 'Directora médica: Dra. Ana Pérez — M.N. 123456'; 'Recepcionista: Julia Ortiz'. */
export function teamMemberLine(m: TeamMember): string {
  const licence = licenceText(m);
  return `${roleLabel(m.role, m.gender)}: ${displayName(m)}${licence ? ` — ${licence}` : ""}`;
}

/** What the area page says of who treats, for every branch at once (it is sold at all of them). */
export const AREA_TEAM_SENTENCE =
  "Lo realizan técnicas capacitadas bajo la supervisión de la dirección médica de cada sucursal.";

/**
 * What a branch's page says of who treats there, from its team: 'Los tratamientos los realizan Laura Gómez
 * y Sofía Ruiz bajo la supervisión de la Dra. Ana Pérez (M.N. 123456).' Null without a medical director.
 */
export function supervisionSentence(team: readonly TeamMember[]): string | null {
  const lead = team.find((m) => m.role === "medical_director");
  if (!lead) return null;
  const licence = licenceText(lead);
  const title = displayName(lead);
  // "la Dra." / "el Dr.": the article goes with the stored form of address.
  const supervisor = `${lead.gender === "f" ? "la" : "el"} ${title}${licence ? ` (${licence})` : ""}`;
  const treating = team.filter((m) => m.role === "laser_technician" || m.role === "nurse").map((m) => m.name);
  return treating.length > 0
    ? `Los tratamientos los realizan ${listInSpanish(treating)} bajo la supervisión de ${supervisor}.`
    : `Los tratamientos se realizan bajo la supervisión de ${supervisor}.`;
}
