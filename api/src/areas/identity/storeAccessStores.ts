import type {
  AdminStore,
  AdminStorePage,
  AdminStoreQuery,
} from 'shared/contracts/access';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { writeAudit } from '../../platform/audit';
import { Where } from '../../platform/lists';

// The super admin's stores list: search by name or host, filter by the active flag,
// paged; activating or deactivating a store is written to the audit log with the reason.

const STORE_SELECT = `SELECT s.id, s.name, s.url, s.is_active, s.is_onboarding_complete,
  (SELECT u.email FROM users u WHERE u.store_id = s.id AND u.kind = 'portal' AND u.role_id = 4
   ORDER BY u.id LIMIT 1) AS owner_email
  FROM stores s`;

/** One page of the stores list. */
export async function listStores(
  db: Db,
  query: AdminStoreQuery,
): Promise<AdminStorePage> {
  const searched = new Where().search(query.search, ['s.name', 's.url']);
  const counts = await db.query<{ is_active: boolean; count: number }>(
    `SELECT s.is_active, count(*)::int AS count FROM stores s WHERE ${searched.sql()} GROUP BY s.is_active`,
    searched.params,
  );
  const countOf = (active: boolean) =>
    counts.find((row) => row.is_active === active)?.count ?? 0;
  const where = searched.copy();
  if (query.is_active !== undefined)
    where.add('s.is_active = $?', query.is_active);
  const clause = `WHERE ${where.sql()}`;
  const offset = (query.page - 1) * query.page_size;
  const results = await db.query<AdminStore>(
    `${STORE_SELECT} ${clause} ORDER BY lower(s.name), s.id
     LIMIT ${query.page_size} OFFSET ${offset}`,
    where.params,
  );
  return {
    results,
    count:
      query.is_active === undefined
        ? countOf(true) + countOf(false)
        : countOf(query.is_active),
    page: query.page,
    page_size: query.page_size,
    status_counts: {
      all: countOf(true) + countOf(false),
      active: countOf(true),
      inactive: countOf(false),
    },
  };
}

async function findAdminStore(db: Db, id: number): Promise<AdminStore | null> {
  const rows = await db.query<AdminStore>(`${STORE_SELECT} WHERE s.id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** Sets a store's active flag (404 unknown); a change is audited, setting the same value is not. */
export async function setStoreActive(
  db: Db,
  input: {
    actorUserId: number;
    storeId: number;
    isActive: boolean;
    reason?: string;
  },
): Promise<AdminStore> {
  return db.transaction(async (tx) => {
    const locked = await tx.query<{ is_active: boolean }>(
      'SELECT is_active FROM stores WHERE id = $1 FOR UPDATE',
      [input.storeId],
    );
    const before = locked[0];
    if (!before) throw notFound('Store not found.');
    if (before.is_active !== input.isActive) {
      await tx.query('UPDATE stores SET is_active = $2 WHERE id = $1', [
        input.storeId,
        input.isActive,
      ]);
      await writeAudit(tx, {
        actorUserId: input.actorUserId,
        action: input.isActive ? 'store.activate' : 'store.deactivate',
        subjectType: 'store',
        subjectId: input.storeId,
        storeId: input.storeId,
        before: { is_active: before.is_active },
        after: { is_active: input.isActive },
        reason: input.reason ?? null,
      });
    }
    return (await findAdminStore(tx, input.storeId))!;
  });
}
