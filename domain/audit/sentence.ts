import { formatDate, formatDateTime } from "#domain/dates.ts";
import { auditEntity } from "./entities.ts";
import { BOOKKEEPING_KEYS, auditField, formatAuditValue, type AuditNames } from "./fields.ts";

type Values = Record<string, unknown> | null;

/** One audit row as the log stores it; `self` when the person changed her own account. */
export interface AuditEntryFacts {
  entity: string;
  entityId: string;
  action: string;
  before: Values;
  after: Values;
  self: boolean;
}

/** One field of a change, as a person reads it; null on the side the row does not keep (a creation's before). */
export interface AuditChange {
  key: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** Who made the change: her name, her e-mail when she has no name, or the command line. */
export function auditWho(person: { name: string | null; email: string | null }): string {
  return person.name?.trim() || person.email || "La línea de comandos";
}

/** "de el área" reads "del área". */
const of = (phrase: string) => (phrase.startsWith("el ") ? `del ${phrase.slice(3)}` : `de ${phrase}`);

const NAME_KEYS = ["title", "name", "code", "alt", "recipient", "email"] as const;

/** The record's own name as the row keeps it (after the change, or before it), else as the page knows it. */
function nameOf(entry: AuditEntryFacts, names: AuditNames): string | null {
  for (const values of [entry.after, entry.before]) {
    for (const key of NAME_KEYS) {
      const value = values?.[key];
      if (typeof value === "string" && value.trim()) return value.trim();
    }
  }
  return names[entry.entityId] ?? null;
}

/** A value short enough to read inside the sentence; a long text is left to the list of changes. */
const short = (value: string | null) => (value ?? "").length <= SENTENCE_VALUE;
const SENTENCE_VALUE = 60;
/** A value longer than this shows its start in the list of changes; the whole of it is behind 'Ver detalle'. */
const LISTED_VALUE = 200;
const clipped = (value: string | null) =>
  value !== null && value.length > LISTED_VALUE ? `${value.slice(0, LISTED_VALUE)}…` : value;

/**
 * The fields a row records, formatted: what changed for an update (the bookkeeping columns left out), every
 * value kept for a row with only a before or only an after.
 */
export function auditChanges(entry: AuditEntryFacts, names: AuditNames = {}): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = Object.keys(entry.after ?? entry.before ?? {}).filter((k) => !BOOKKEEPING_KEYS.has(k));
  const changed =
    entry.before && entry.after
      ? keys.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      : keys;
  return changed.map((key) => ({
    key,
    label: auditField(key).label,
    before: clipped(entry.before ? formatAuditValue(key, before[key], names, before) : null),
    after: clipped(entry.after ? formatAuditValue(key, after[key], names, after) : null),
  }));
}

/** Actions whose sentence is the fields they changed. */
const CHANGES = new Set(["updated", "moved", "role_changed", "booking_minutes", "rooms"]);

const day = (values: Values) =>
  typeof values?.day === "string" ? ` el ${formatDate(`${values.day}T12:00:00-03:00`)}` : "";

/** What the person did to `s` (the record as a sentence names it), by action; `entity.action` first. */
const ACTIONS: Record<string, (s: string, entry: AuditEntryFacts) => string> = {
  created: (s) => `creó ${s}`,
  deleted: (s) => `borró ${s}`,
  published: (s) => `publicó ${s}`,
  unpublished: (s) => `dejó de publicar ${s}`,
  uploaded: (s) => `subió ${s}`,
  retried: (s) => `volvió a enviar ${s}`,
  "voucher.retried": (s) => `volvió a pedir a ARCA la autorización ${of(s)}`,
  read: (s) => `marcó como leído ${s}`,
  answered: (s) => `marcó como respondido ${s}`,
  refunded: (s) => `registró una devolución ${of(s)}`,
  "visit.booked": (s, e) =>
    typeof e.after?.starts_at === "string"
      ? `reservó ${s} para el ${formatDateTime(e.after.starts_at)}`
      : `reservó ${s}`,
  "visit.attended": (s) => `marcó que el cliente asistió a ${s}`,
  "visit.missed": (s) => `marcó que el cliente no asistió a ${s}`,
  "visit.undone": (s) => `deshizo la marca de asistencia ${of(s)}`,
  revoked: (s) => `cerró ${s}`,
  password_set: (s) => `eligió la contraseña ${of(s)}`,
  password_changed: (s) => `cambió la contraseña ${of(s)}`,
  totp_enabled: (s) => `activó la verificación en dos pasos ${of(s)}`,
  totp_disabled: (s) => `desactivó la verificación en dos pasos ${of(s)}`,
  disabled: (s) => `desactivó ${s}`,
  enabled: (s) => `volvió a activar ${s}`,
  review_approved: (s) => `aprobó ${s}`,
  review_rejected: (s) => `rechazó ${s}`,
  verification_resent: (s) => `reenvió el e-mail de verificación ${of(s)}`,
  closed_day_added: (s, e) => `cerró ${s}${day(e.after)}`,
  closed_day_removed: (s, e) => `volvió a abrir ${s}${day(e.before)}`,
};

/** A list in Spanish: "a", "a y b", "a, b y c". */
const joined = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;

/**
 * The row as a sentence: who did what to which record, e.g.
 * "Ana cambió el precio de Axilas de $ 25.600,00 a $ 27.000,00". An unknown kind still reads in Spanish.
 */
export function auditSentence(entry: AuditEntryFacts, who: string, names: AuditNames = {}): string {
  const name = nameOf(entry, names);
  const subject = auditEntity(entry.entity).subject(name, entry.self);
  const action = ACTIONS[`${entry.entity}.${entry.action}`] ?? ACTIONS[entry.action];
  if (action) return `${who} ${action(subject, entry)}.`;
  if (!CHANGES.has(entry.action)) return `${who} hizo un cambio en ${subject}.`;
  const changes = auditChanges(entry, names);
  const which = name && !entry.self ? name : subject;
  const [only] = changes;
  if (changes.length === 0) return `${who} guardó ${subject} sin cambios.`;
  const phrases = changes.map((c) => auditField(c.key).phrase);
  if (changes.length === 1 && only && short(only.before) && short(only.after))
    return `${who} cambió ${phrases[0]} ${of(which)} de ${only.before ?? "—"} a ${only.after ?? "—"}.`;
  return `${who} cambió ${joined([...new Set(phrases)])} ${of(which)}.`;
}
