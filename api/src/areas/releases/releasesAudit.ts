import type {
  ReleaseActor,
  ReleaseAuditAction,
  ReleaseAuditEntry,
  ReleaseAuditPage,
  ReleaseAuditQuery,
} from 'shared/contracts/releases';
import type { RemoteKey } from '../../config';
import type { Db } from '../../db/types';
import { writeAudit } from '../../platform/audit';
import { Where } from '../../platform/lists';
import { iso } from '../../platform/wire';

// The releases' audit: every publish, roll-out change and release key, in the audit log
// of migration 0012 (action `release.<action>`, subject the remote), written in the transaction of
// the change. `before` and `after` carry the change's from → to and the version it is about.

/** Who acted: a user, a release key, or nobody (the api's start-up configuration). */
export type ReleaseAuthor =
  | { kind: 'user'; userId: number }
  | { kind: 'release_key'; keyId: number; name: string; prefix: string }
  | { kind: 'system' };

export interface ReleaseChange {
  author: ReleaseAuthor;
  action: ReleaseAuditAction;
  remote: RemoteKey;
  storeId?: number | null;
  version: string | null;
  from: string | null;
  to: string | null;
  reason: string | null;
}

/** Appends one change of the releases to the audit log. */
export async function auditRelease(
  db: Db,
  change: ReleaseChange,
): Promise<void> {
  const { author } = change;
  await writeAudit(db, {
    actorUserId: author.kind === 'user' ? author.userId : null,
    action: `release.${change.action}`,
    subjectType: 'remote',
    subjectId: change.remote,
    storeId: change.storeId ?? null,
    before: { value: change.from },
    after: {
      value: change.to,
      version: change.version,
      ...(author.kind === 'release_key'
        ? {
            release_key: {
              id: author.keyId,
              label: `${author.name} (${author.prefix}…)`,
            },
          }
        : {}),
    },
    reason: change.reason,
  });
}

interface AuditRow {
  id: string;
  at: Date;
  action: string;
  subject_id: RemoteKey;
  store_id: number | null;
  store_name: string | null;
  actor_email: string | null;
  before: { value?: string | null } | null;
  after: {
    value?: string | null;
    version?: string | null;
    release_key?: { label: string };
  } | null;
  reason: string | null;
}

const actorOf = (row: AuditRow): ReleaseActor => {
  if (row.actor_email) return { kind: 'user', label: row.actor_email };
  if (row.after?.release_key)
    return { kind: 'release_key', label: row.after.release_key.label };
  return { kind: 'system', label: 'Start-up configuration' };
};

const entryOf = (row: AuditRow): ReleaseAuditEntry => ({
  id: String(row.id),
  at: iso(row.at),
  actor: actorOf(row),
  action: row.action.slice('release.'.length) as ReleaseAuditAction,
  remote: row.subject_id,
  store:
    row.store_id !== null
      ? { id: row.store_id, name: row.store_name ?? '' }
      : null,
  version: row.after?.version ?? null,
  from: row.before?.value ?? null,
  to: row.after?.value ?? null,
  reason: row.reason,
});

/** One page of the releases' audit, newest first; `status_counts` per remote (and `all`). */
export async function listReleaseAudit(
  db: Db,
  query: ReleaseAuditQuery,
): Promise<ReleaseAuditPage> {
  const base = new Where().add(
    "a.subject_type = 'remote' AND a.action LIKE 'release.%'",
  );
  const counts = await db.query<{ remote: string; count: number }>(
    `SELECT a.subject_id AS remote, count(*)::int AS count FROM audit_log a
     WHERE ${base.sql()} GROUP BY a.subject_id`,
    base.params,
  );
  const status_counts: Record<string, number> = {
    all: counts.reduce((sum, row) => sum + row.count, 0),
  };
  for (const row of counts) status_counts[row.remote] = row.count;
  const where = base.copy();
  if (query.remote) where.add('a.subject_id = $?', query.remote);
  const offset = (query.page - 1) * query.page_size;
  const rows = await db.query<AuditRow>(
    `SELECT a.id, a.at, a.action, a.subject_id, a.store_id, s.name AS store_name,
       u.email AS actor_email, a.before, a.after, a.reason
     FROM audit_log a
     LEFT JOIN users u ON u.id = a.actor_user_id
     LEFT JOIN stores s ON s.id = a.store_id
     WHERE ${where.sql()} ORDER BY a.at DESC, a.id DESC
     LIMIT ${query.page_size} OFFSET ${offset}`,
    where.params,
  );
  return {
    results: rows.map(entryOf),
    count: query.remote
      ? (status_counts[query.remote] ?? 0)
      : status_counts.all!,
    page: query.page,
    page_size: query.page_size,
    status_counts,
  };
}
