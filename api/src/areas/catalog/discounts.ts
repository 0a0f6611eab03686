import type { Page } from 'shared/contracts/repair';
import {
  DISCOUNT_MESSAGES,
  DISCOUNT_STATUSES,
  type Discount,
  type DiscountQuery,
} from 'shared/contracts/discounts';
import { hasPermission, MODULES } from '../../auth/permissions';
import { isStoreRole, type Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../errors';
import { orderBy, pageOf, Where } from '../../platform/lists';
import { iso } from '../../platform/wire';

// A store's discount codes on the store portal (shared/contracts/discounts): who may see them,
// the list and one code. Add, change, deactivate and delete: discountWrites.ts. Checkout's side
// (pricing a code, recording its use) is in discountsCheckout.ts.

/** 403 unless the caller is the store's owner or staff with `level` of the discount module; the store's id. */
export function discountScope(principal: Principal, level: number): number {
  const storeId = principal.user.store_id;
  if (!isStoreRole(principal.user.role_id) || storeId === null)
    throw forbidden();
  if (!hasPermission(principal.role, MODULES.discount, level, 'ANY'))
    throw forbidden();
  return storeId;
}

/** The status of discount `d` today (see DISCOUNT_STATUSES). */
export const STATUS_SQL = `CASE WHEN NOT d.is_active THEN 'inactive'
  WHEN d.starts_on IS NOT NULL AND d.starts_on > current_date THEN 'scheduled'
  WHEN d.ends_on IS NOT NULL AND d.ends_on < current_date THEN 'expired'
  ELSE 'active' END`;

// a use counts once its order is paid, until it is refunded in full (discountsCheckout.ts)
const FROM = `discounts d LEFT JOIN LATERAL (
  SELECT count(*)::int AS uses FROM discount_uses u JOIN sales_orders o ON o.id = u.sales_order_id
  WHERE u.discount_id = d.id AND o.payment_status IN ('paid', 'partially_refunded')) n ON true`;

const SELECT = `d.id, d.code, d.kind, d.value::text AS value, d.min_subtotal::text AS min_subtotal,
  to_char(d.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(d.ends_on, 'YYYY-MM-DD') AS ends_on,
  d.usage_limit, d.once_per_customer, d.is_active, ${STATUS_SQL} AS status, n.uses, d.version,
  d.created_on`;

type Row = Omit<Discount, 'created_on'> & { created_on: Date };

const toDiscount = (row: Row): Discount => ({
  ...row,
  created_on: iso(row.created_on),
});

/** A page of the store's codes: search on the code, a status, sortable. */
export function listDiscounts(
  db: Db,
  storeId: number,
  query: DiscountQuery,
): Promise<Page<Discount>> {
  const where = new Where().add('d.store_id = $?', storeId);
  where.search(query.search, ['d.code']);
  return pageOf<Discount, Row>(db, {
    page: query.page,
    pageSize: query.page_size,
    status: query.status,
    statuses: DISCOUNT_STATUSES,
    statusColumn: `(${STATUS_SQL})`,
    from: FROM,
    where,
    select: SELECT,
    orderBy: orderBy(
      query.ordering,
      {
        code: 'lower(d.code)',
        value: 'd.value',
        uses: 'n.uses',
        starts_on: 'd.starts_on',
        ends_on: 'd.ends_on',
        created_on: 'd.created_on',
      },
      '-created_on',
      'd.id',
    ),
    map: toDiscount,
  });
}

/** One code of the store, or 404 (another store's id answers the same). */
export async function loadDiscount(
  db: Db,
  storeId: number,
  id: number,
): Promise<Discount> {
  const [row] = await db.query<Row>(
    `SELECT ${SELECT} FROM ${FROM} WHERE d.id = $1 AND d.store_id = $2`,
    [id, storeId],
  );
  if (!row) throw notFound(DISCOUNT_MESSAGES.notFound);
  return toDiscount(row);
}
