import type { Page } from 'shared/contracts/repair';
import {
  CUSTOMER_MESSAGES,
  type CustomerListItem,
  type CustomerQuery,
} from 'shared/contracts/customers';
import {
  grantedLocationIds,
  hasPermission,
  LEVELS,
  MODULES,
} from '../../auth/permissions';
import { isStoreRole, type Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../errors';
import { orderBy, pageOf, Where } from '../../platform/lists';
import { iso, money } from '../../platform/wire';

// The store portal's customers: the store's customer rows (storefront accounts and the
// customers the store created), each with its orders: those placed as that customer, and guest
// orders with the customer's email. Customers are store records (every staff member with the
// customer module sees them all); their orders belong to locations, so a caller sees only the
// orders at the locations where they hold the customer module's view level. One customer's
// detail: storeCustomerDetail.ts.

/** Who may read or write the store's customers, and which orders they see. */
export interface CustomerScope {
  storeId: number;
  /** null: every location's orders */
  locationIds: number[] | null;
  principal: Principal;
}

/** 403 unless the caller is the store's owner or staff with `level` of the customer module somewhere. */
export function customerScope(
  principal: Principal,
  level: number,
): CustomerScope {
  const storeId = principal.user.store_id;
  if (!isStoreRole(principal.user.role_id) || storeId === null)
    throw forbidden();
  if (!hasPermission(principal.role, MODULES.customer, level, 'ANY'))
    throw forbidden();
  const locationIds = grantedLocationIds(
    principal.role,
    MODULES.customer,
    LEVELS.view,
  );
  return { storeId, locationIds, principal };
}

/** The SQL of "order `o` is customer `c`'s and the caller may see it"; pushes onto `params`. */
export function ordersOf(scope: CustomerScope, params: unknown[]): string {
  const match = `o.store_id = c.store_id AND (o.customer_id = c.id OR (o.customer_id IS NULL
    AND o.contact_email <> '' AND lower(o.contact_email) = lower(c.email)))`;
  if (scope.locationIds === null) return match;
  params.push(scope.locationIds);
  return `${match} AND o.location_id = ANY($${params.length}::int[])`;
}

const LIST_SELECT = `c.id, c.first_name, c.last_name, c.email, c.phone, c.tags,
  c.user_id IS NOT NULL AS has_account, c.created_on, c.version,
  s.orders_count, s.total_spent, s.last_order_on`;

interface ListRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  tags: string[];
  has_account: boolean;
  created_on: Date;
  version: number;
  orders_count: number;
  total_spent: string;
  last_order_on: Date | null;
}

export const toListItem = (row: ListRow): CustomerListItem => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  tags: row.tags,
  has_account: row.has_account,
  orders_count: row.orders_count,
  total_spent: money(row.total_spent),
  last_order_on: row.last_order_on ? iso(row.last_order_on) : null,
  created_on: iso(row.created_on),
});

/** FROM of the customers with their order figures; the WHERE starts with the store. */
function customersFrom(scope: CustomerScope): { from: string; where: Where } {
  const where = new Where();
  const orders = ordersOf(scope, where.params);
  where.add('c.store_id = $?', scope.storeId);
  return {
    from: `customers c LEFT JOIN LATERAL (
      SELECT count(*)::int AS orders_count, coalesce(sum(o.total), 0)::text AS total_spent,
        max(o.created_on) AS last_order_on
      FROM sales_orders o WHERE ${orders}) s ON true`,
    where,
  };
}

/** A page of the store's customers: search on name, email and phone; a tag; sortable. */
export function listCustomers(
  db: Db,
  scope: CustomerScope,
  query: CustomerQuery,
): Promise<Page<CustomerListItem>> {
  const { from, where } = customersFrom(scope);
  where.search(query.search, [
    "c.first_name || ' ' || c.last_name",
    'c.email',
    "coalesce(c.phone, '')",
  ]);
  if (query.tag) where.add('$? = ANY(c.tags)', query.tag);
  return pageOf<CustomerListItem, ListRow>(db, {
    page: query.page,
    pageSize: query.page_size,
    statuses: [],
    statusColumn: "'all'::text",
    from,
    where,
    select: LIST_SELECT,
    orderBy: orderBy(
      query.ordering,
      {
        name: "lower(c.first_name || ' ' || c.last_name)",
        email: 'lower(c.email)',
        created_on: 'c.created_on',
        orders_count: 's.orders_count',
        total_spent: 's.total_spent::numeric',
        last_order_on: 's.last_order_on',
      },
      '-created_on',
      'c.id',
    ),
    map: toListItem,
  });
}

/** Every tag of the store's customers, in alphabetical order. */
export async function customerTags(
  db: Db,
  scope: CustomerScope,
): Promise<string[]> {
  const rows = await db.query<{ tag: string }>(
    `SELECT DISTINCT unnest(tags) AS tag FROM customers WHERE store_id = $1 ORDER BY 1`,
    [scope.storeId],
  );
  return rows.map((row) => row.tag);
}

/** The customer of the store with its figures, or 404 (another store's id answers the same). */
export async function loadCustomerRow(
  db: Db,
  scope: CustomerScope,
  id: number,
): Promise<ListRow> {
  const { from, where } = customersFrom(scope);
  where.add('c.id = $?', id);
  const [row] = await db.query<ListRow>(
    `SELECT ${LIST_SELECT} FROM ${from} WHERE ${where.sql()}`,
    where.params,
  );
  if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
  return row;
}
