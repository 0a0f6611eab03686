import {
  DISCOUNT_MESSAGES,
  type Discount,
  type DiscountInput,
} from 'shared/contracts/discounts';
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { toCents } from '../../platform/money';
import { loadDiscount } from './discounts';

// A store's discount codes' writes on the store portal: add, change, deactivate and delete, each
// serialised per store. The list and one code: discounts.ts.

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
