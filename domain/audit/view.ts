import { formatDateTime } from "#domain/dates.ts";
import type { AuditNames } from "./fields.ts";
import { auditChanges, auditSentence, auditWho, type AuditChange } from "./sentence.ts";

/** An audit row as the log stores it, with the name and e-mail of the person who made the change. */
export interface StoredAuditRow {
  id: string;
  at: Date;
  staffId: string | null;
  staffEmail: string | null;
  staffName: string | null;
  ip: string | null;
  entity: string;
  entityId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** What the audit page shows of a row: the sentence, who and when, the fields changed, and the raw record. */
export interface AuditRowView {
  id: string;
  at: string;
  when: string;
  who: string;
  ip: string | null;
  sentence: string;
  changes: AuditChange[];
  raw: string;
}

export function auditRowView(row: StoredAuditRow, names: AuditNames = {}): AuditRowView {
  const who = auditWho({ name: row.staffName, email: row.staffEmail });
  const facts = { ...row, self: row.staffId !== null && row.staffId === row.entityId };
  const { id, at, staffName: _name, ...record } = row;
  return {
    id,
    at: at.toISOString(),
    when: formatDateTime(at),
    who,
    ip: row.ip,
    sentence: auditSentence(facts, who, names),
    changes: auditChanges(facts, names),
    raw: JSON.stringify({ id, at: at.toISOString(), ...record }, null, 2),
  };
}

/** The filter's people, each by the name the sentences give her, in alphabetical order. */
export function auditPersonOptions(
  people: readonly { id: string; name: string; email: string }[],
): { id: string; label: string }[] {
  return people
    .map((p) => ({ id: p.id, label: auditWho(p) }))
    .sort((a, b) => a.label.localeCompare(b.label, "es"));
}
