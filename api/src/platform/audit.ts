import type { Db } from '../db/types';

// The audit log (migration 0012): who did what to which record, with the values before and after.
// Written inside the transaction of the change it records, so a rolled-back change leaves no row.

export interface AuditEntry {
  /** the signed-in user who acted; null for the system */
  actorUserId: number | null;
  /** what happened, as `area.verb` (`store.deactivate`, `store.impersonate`) */
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  storeId: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export interface AuditRow {
  id: string;
  actor_user_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  store_id: number | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  at: Date;
}

const json = (value: unknown) =>
  value === undefined ? null : JSON.stringify(value);

/** Appends one row to the audit log. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_user_id, action, subject_type, subject_id, store_id, before, after, reason)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [
      entry.actorUserId,
      entry.action,
      entry.subjectType,
      entry.subjectId === null ? null : String(entry.subjectId),
      entry.storeId,
      json(entry.before),
      json(entry.after),
      entry.reason?.trim() || null,
    ],
  );
}

/** The newest rows about one record, newest first. */
export async function auditOf(
  db: Db,
  subjectType: string,
  subjectId: string | number,
  limit = 20,
): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `SELECT * FROM audit_log WHERE subject_type = $1 AND subject_id = $2 ORDER BY at DESC, id DESC LIMIT $3`,
    [subjectType, String(subjectId), limit],
  );
}
