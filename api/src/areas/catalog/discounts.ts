import type { Page } from 'shared/contracts/repair';
import {
  DISCOUNT_MESSAGES,
  DISCOUNT_STATUSES,
  type Discount,
  type DiscountInput,
  type DiscountQuery,
} from 'shared/contracts/discounts';
import { hasPermission, MODULES } from '../../auth/permissions';
import { isStoreRole, type Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { ApiError, forbidden, notFound, validationError } from '../../errors';
import { orderBy, pageOf, Where } from '../../platform/lists';
import { toCents } from '../../platform/money';

// A store's discount codes on the store portal (shared/contracts/discounts): the list,
// add, change, deactivate and delete. Checkout's side (pricing a code, recording its use) is in
// discountsCheckout.ts.

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
  created_on: new Date(row.created_on).toISOString(),
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

/** The checked column values: the rules the form states, and the code unique per store (any case). */
async function checkedInput(
  db: Db,
  storeId: number,
  input: DiscountInput,
  exceptId = 0,
) {
  const errors: Record<string, string> = {};
  const cents = toCents(input.value);
  if (input.kind === 'percent' && (cents < 100 || cents > 10000))
    errors.value = DISCOUNT_MESSAGES.percent;
  if (input.kind === 'fixed' && !(cents > 0))
    errors.value = DISCOUNT_MESSAGES.fixed;
  if (input.starts_on && input.ends_on && input.ends_on <= input.starts_on)
    errors.ends_on = DISCOUNT_MESSAGES.dates;
  const [taken] = await db.query(
    'SELECT 1 FROM discounts WHERE store_id = $1 AND lower(code) = lower($2) AND id <> $3',
    [storeId, input.code, exceptId],
  );
  if (taken) errors.code = DISCOUNT_MESSAGES.codeTaken;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return [
    input.code,
    input.kind,
    input.value,
    input.min_subtotal ?? null,
    input.starts_on ?? null,
    input.ends_on ?? null,
    input.usage_limit ?? null,
    input.once_per_customer,
    input.is_active,
  ];
}

/** Serialises a store's code writes, so two owners adding the same code meet the check, not the index. */
const lockStore = (tx: Db, storeId: number) =>
  tx.query('SELECT id FROM stores WHERE id = $1 FOR UPDATE', [storeId]);

/** A new code of the store (400 with field errors on refused input or a taken code). */
export async function addDiscount(
  db: Db,
  storeId: number,
  input: DiscountInput,
): Promise<Discount> {
  const id = await db.transaction(async (tx) => {
    await lockStore(tx, storeId);
    const values = await checkedInput(tx, storeId, input);
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO discounts (store_id, code, kind, value, min_subtotal, starts_on, ends_on, usage_limit,
         once_per_customer, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [storeId, ...values],
    );
    return created!.id;
  });
  return loadDiscount(db, storeId, id);
}

const stale = (current: Discount) =>
  new ApiError(409, 'CONFLICT', DISCOUNT_MESSAGES.stale, {}, { current });

/** Runs `write` when the code is the store's (404) and at `version` (409 with it as it is now). */
async function writeAt(
  db: Db,
  storeId: number,
  id: number,
  version: number,
  write: (tx: Db) => Promise<void>,
): Promise<Discount> {
  const done = await db.transaction(async (tx) => {
    await lockStore(tx, storeId);
    const current = await loadDiscount(tx, storeId, id);
    if (current.version !== version) return false;
    await write(tx);
    return true;
  });
  const discount = await loadDiscount(db, storeId, id);
  if (!done) throw stale(discount);
  return discount;
}

/** Changes a code; orders that used it keep the code and amount they were sold with. */
export function editDiscount(
  db: Db,
  storeId: number,
  id: number,
  input: DiscountInput & { version: number },
): Promise<Discount> {
  return writeAt(db, storeId, id, input.version, async (tx) => {
    const values = await checkedInput(tx, storeId, input, id);
    await tx.query(
      `UPDATE discounts SET code = $2, kind = $3, value = $4, min_subtotal = $5, starts_on = $6,
         ends_on = $7, usage_limit = $8, once_per_customer = $9, is_active = $10,
         version = version + 1 WHERE id = $1`,
      [id, ...values],
    );
  });
}

/** Switches a code off: checkout refuses it from now on. */
export function deactivateDiscount(
  db: Db,
  storeId: number,
  id: number,
  version: number,
): Promise<Discount> {
  return writeAt(db, storeId, id, version, async (tx) => {
    await tx.query(
      'UPDATE discounts SET is_active = false, version = version + 1 WHERE id = $1',
      [id],
    );
  });
}

/** Deletes a code no order used (409 otherwise: deactivating it keeps the orders' history). */
export async function removeDiscount(
  db: Db,
  storeId: number,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStore(tx, storeId);
    // an order taking the code locks its row (discountsCheckout.ts): it commits its use first
    await tx.query('SELECT id FROM discounts WHERE id = $1 FOR UPDATE', [id]);
    await loadDiscount(tx, storeId, id); // 404 for another store's id
    // any order that carries the code keeps it, paid or not
    const [carried] = await tx.query(
      'SELECT 1 FROM discount_uses WHERE discount_id = $1 LIMIT 1',
      [id],
    );
    if (carried)
      throw new ApiError(409, 'DISCOUNT.IN_USE', DISCOUNT_MESSAGES.inUse);
    await tx.query('DELETE FROM discounts WHERE id = $1', [id]);
  });
}
