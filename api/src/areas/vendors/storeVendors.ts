import {
  STORE_VENDOR_MESSAGES,
  type StoreVendor,
  type StoreVendorPage,
  type StoreVendorQuery,
} from 'shared/contracts/storeVendors';
import { hasPermission, MODULES } from '../../auth/permissions';
import { isStoreRole, type Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { ApiError, forbidden, notFound } from '../../errors';
import { DEFAULT_PAGE_SIZE, orderBy, Where } from '../../platform/lists';
import { iso } from '../../platform/wire';

// The store portal's vendors: the vendors linked to the caller's store (store_vendors),
// with their owner's email and the store's open work orders at each, and the active flag of the
// link. A link is store-wide (it has no location): the owner, or staff holding the vendor
// management module (globally or at any location), manage it. An inactive link gets no new work
// orders: workOrderCreate.ts and the sales order's vendor list read only `sv.is_active` links.

/** Work order statuses after which the vendor holds nothing of the store's any more. */
const FINISHED_WORK_ORDERS = `('done', 'rejected', 'returned')`;

/** The caller's store, if they may use the vendors page at `level`; else 403. */
export function storeVendorScope(principal: Principal, level: number): number {
  const storeId = principal.user.store_id;
  if (!isStoreRole(principal.user.role_id) || storeId === null)
    throw forbidden();
  if (!hasPermission(principal.role, MODULES.vendorManagement, level, 'ANY'))
    throw forbidden();
  return storeId;
}

interface Row {
  id: number;
  name: string;
  contact_email: string | null;
  since: Date | string;
  open_work_orders: number;
  is_active: boolean;
  version: number;
  logo: string | null;
  description: string;
}

const SELECT = `sv.vendor_id AS id, v.name, sv.created_on AS since, sv.is_active, sv.version,
  v.logo, v.description,
  (SELECT u.email FROM users u WHERE u.vendor_id = v.id AND u.role_id = 7 ORDER BY u.id LIMIT 1)
    AS contact_email,
  (SELECT count(*)::int FROM work_orders w WHERE w.store_id = sv.store_id AND w.vendor_id = sv.vendor_id
    AND w.status NOT IN ${FINISHED_WORK_ORDERS}) AS open_work_orders`;
const FROM = 'store_vendors sv JOIN vendors v ON v.id = sv.vendor_id';

const toStoreVendor = (row: Row): StoreVendor => ({
  id: row.id,
  name: row.name,
  contact_email: row.contact_email,
  since: iso(row.since),
  open_work_orders: row.open_work_orders,
  is_active: row.is_active,
  version: row.version,
  logo: row.logo,
  description: row.description,
});

const ORDERINGS: Record<string, string> = {
  name: 'lower(v.name)',
  since: 'sv.created_on',
  open_work_orders: 'open_work_orders',
};

/** A page of the store's linked vendors, searched by the vendor's name or owner email. */
export async function listStoreVendors(
  db: Db,
  storeId: number,
  query: StoreVendorQuery,
): Promise<StoreVendorPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const where = new Where()
    .add('sv.store_id = $?', storeId)
    .search(query.search, [
      'v.name',
      `coalesce((SELECT string_agg(u.email, ' ') FROM users u WHERE u.vendor_id = v.id), '')`,
    ]);
  const [counts] = (await db.query<{ all: number; active: number }>(
    `SELECT count(*)::int AS all, (count(*) FILTER (WHERE sv.is_active))::int AS active
     FROM ${FROM} WHERE ${where.sql()}`,
    where.params,
  )) as [{ all: number; active: number }];
  const statusCounts = {
    all: counts.all,
    active: counts.active,
    inactive: counts.all - counts.active,
  };
  if (query.status)
    where.add(query.status === 'active' ? 'sv.is_active' : 'NOT sv.is_active');
  const params = [...where.params, pageSize, (page - 1) * pageSize];
  const rows = await db.query<Row>(
    `SELECT ${SELECT} FROM ${FROM} WHERE ${where.sql()}
     ORDER BY ${orderBy(query.ordering, ORDERINGS, 'name', 'sv.vendor_id')}
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    results: rows.map(toStoreVendor),
    count: statusCounts[query.status ?? 'all'],
    page,
    page_size: pageSize,
    status_counts: statusCounts,
  };
}

/** One linked vendor of the store; 404 when the vendor is not linked to it. */
export async function findStoreVendor(
  db: Db,
  storeId: number,
  vendorId: number,
  lock = false,
): Promise<StoreVendor> {
  const rows = await db.query<Row>(
    `SELECT ${SELECT} FROM ${FROM} WHERE sv.store_id = $1 AND sv.vendor_id = $2
     ${lock ? 'FOR UPDATE OF sv' : ''}`,
    [storeId, vendorId],
  );
  if (!rows[0]) throw notFound(STORE_VENDOR_MESSAGES.notLinked);
  return toStoreVendor(rows[0]);
}

/** Sets the link's active flag from the version the caller saw (409 with the link as it is now). */
export async function setStoreVendorActive(
  db: Db,
  storeId: number,
  vendorId: number,
  version: number,
  isActive: boolean,
): Promise<StoreVendor> {
  return db.transaction(async (tx) => {
    const current = await findStoreVendor(tx, storeId, vendorId, true);
    if (current.version !== version)
      throw new ApiError(
        409,
        'CONFLICT',
        STORE_VENDOR_MESSAGES.stale,
        {},
        { current },
      );
    if (current.is_active === isActive) return current;
    await tx.query(
      `UPDATE store_vendors SET is_active = $3, version = version + 1
       WHERE store_id = $1 AND vendor_id = $2`,
      [storeId, vendorId, isActive],
    );
    return findStoreVendor(tx, storeId, vendorId);
  });
}
