import {
  SERVICE_STATUSES,
  STORE_SERVICE_MESSAGES,
  type StoreServiceEdit,
  type StoreServiceListItem,
  type StoreServiceQuery,
} from 'shared/contracts/storeServices';
import { hasPermission, MODULES } from '../../auth/permissions';
import { isStoreRole, type Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { ApiError, forbidden, notFound, validationError } from '../../errors';
import { orderBy, pageOf, Where } from '../../platform/lists';
import { iso, money } from '../../platform/wire';

// The store portal's services page (shared/contracts/storeServices): the store's own
// services, for its owner and staff with the service module. Its categories: serviceCategories.ts.

/** The caller's store when they hold `level` of the service module; 403 otherwise. */
export function serviceStoreOf(principal: Principal, level: number): number {
  const storeId = principal.user.store_id;
  if (
    !isStoreRole(principal.user.role_id) ||
    storeId === null ||
    !hasPermission(principal.role, MODULES.service, level, 'ANY')
  )
    throw forbidden();
  return storeId;
}

const FROM = `services s LEFT JOIN service_categories c ON c.id = s.category_id`;
const SELECT = `s.id, s.name, s.price::text AS price, s.is_active, s.category_id, c.name AS category_name,
  s.created_on, s.version,
  (SELECT count(*)::int FROM service_options o WHERE o.service_id = s.id) AS option_count`;
const STATUS = "CASE WHEN s.is_active THEN 'active' ELSE 'inactive' END";

interface Row {
  id: number;
  name: string;
  price: string;
  is_active: boolean;
  category_id: number | null;
  category_name: string | null;
  created_on: Date;
  version: number;
  option_count: number;
}

const toItem = (row: Row): StoreServiceListItem => ({
  id: row.id,
  name: row.name,
  price: money(row.price),
  is_active: row.is_active,
  category:
    row.category_id === null
      ? null
      : { id: row.category_id, name: row.category_name ?? '' },
  option_count: row.option_count,
  created_on: iso(row.created_on),
  version: row.version,
});

const ORDERINGS = {
  name: 'lower(s.name)',
  price: 's.price',
  category: "lower(coalesce(c.name, ''))",
  created_on: 's.created_on',
};

/** A page of the store's services, with the active / inactive tabs' counts. */
export const servicePage = (
  db: Db,
  storeId: number,
  query: StoreServiceQuery,
) =>
  pageOf(db, {
    page: query.page,
    pageSize: query.page_size,
    status: query.status,
    statuses: SERVICE_STATUSES,
    statusColumn: STATUS,
    from: FROM,
    where: (() => {
      const where = new Where()
        .add('s.store_id = $?', storeId)
        .search(query.search, ['s.name', "coalesce(s.description, '')"]);
      if (query.category_id) where.add('s.category_id = $?', query.category_id);
      return where;
    })(),
    select: SELECT,
    orderBy: orderBy(query.ordering, ORDERINGS, 'name', 's.id'),
    map: toItem,
  });

async function loadItem(db: Db, id: number, storeId: number) {
  const [row] = await db.query<Row>(
    `SELECT ${SELECT} FROM ${FROM} WHERE s.id = $1 AND s.store_id = $2`,
    [id, storeId],
  );
  if (!row) throw notFound(STORE_SERVICE_MESSAGES.notFound);
  return toItem(row);
}

/** The quick edit: active flag, price, category; 404 when not the store's, 409 when stale. */
export async function editService(
  db: Db,
  id: number,
  storeId: number,
  edit: StoreServiceEdit,
): Promise<StoreServiceListItem> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ version: number; is_active: boolean }>(
      'SELECT version, is_active FROM services WHERE id = $1 AND store_id = $2 FOR UPDATE',
      [id, storeId],
    );
    if (!row) throw notFound(STORE_SERVICE_MESSAGES.notFound);
    if (row.version !== edit.version)
      throw new ApiError(
        409,
        'CONFLICT',
        STORE_SERVICE_MESSAGES.stale,
        {},
        { current: { version: row.version } },
      );
    if (edit.category_id) {
      const [category] = await tx.query(
        'SELECT 1 FROM service_categories WHERE id = $1 AND store_id = $2',
        [edit.category_id, storeId],
      );
      if (!category)
        throw validationError({
          category_id: STORE_SERVICE_MESSAGES.categoryNotFound,
        });
    }
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (edit.is_active !== undefined) set('is_active', edit.is_active);
    if (edit.price !== undefined) set('price', money(edit.price));
    if (edit.category_id !== undefined) set('category_id', edit.category_id);
    await tx.query(
      `UPDATE services SET ${[...sets, 'version = version + 1', 'updated_on = now()'].join(', ')}
       WHERE id = $1`,
      params,
    );
  });
  return loadItem(db, id, storeId);
}
