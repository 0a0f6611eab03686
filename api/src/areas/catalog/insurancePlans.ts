import {
  INSURANCE_MESSAGES,
  type InsurancePlan,
  type InsurancePlanInput,
} from 'shared/contracts/insurancePlans';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';

// The store's insurance plans (shared/contracts/insurancePlans): the store portal's
// vendors page lists, adds, changes and deletes them and marks the selected one (at most one per
// store, an offered one: migration 0043); checkout offers the active ones.

const SELECT = `i.id, i.name, i.rate::text AS rate, i.price::text AS price, i.is_active, i.is_selected,
  (SELECT count(*)::int FROM sales_orders o WHERE o.insurance_id = i.id) AS order_count`;

/** Every plan of the store: the selected one, then active ones, by name. */
export function listInsurancePlans(
  db: Db,
  storeId: number,
): Promise<InsurancePlan[]> {
  return db.query<InsurancePlan>(
    `SELECT ${SELECT} FROM insurances i WHERE i.store_id = $1
     ORDER BY i.is_selected DESC, i.is_active DESC, lower(i.name), i.id`,
    [storeId],
  );
}

async function planOf(db: Db, id: number, storeId: number) {
  const [plan] = await db.query<InsurancePlan>(
    `SELECT ${SELECT} FROM insurances i WHERE i.id = $1 AND i.store_id = $2`,
    [id, storeId],
  );
  if (!plan) throw notFound(INSURANCE_MESSAGES.notFound);
  return plan;
}

/** The checked row values: a rate is a percent (0–100), a price any amount; names unique per store. */
async function rowOf(
  db: Db,
  storeId: number,
  input: InsurancePlanInput,
  exceptId = 0,
) {
  const name = input.name.trim();
  const amount = Number(input.amount);
  if (input.cover === 'rate' && amount > 100)
    throw validationError({ amount: INSURANCE_MESSAGES.rate });
  const [taken] = await db.query(
    'SELECT 1 FROM insurances WHERE store_id = $1 AND lower(name) = lower($2) AND id <> $3',
    [storeId, name, exceptId],
  );
  if (taken) throw validationError({ name: INSURANCE_MESSAGES.nameTaken });
  return {
    name,
    rate: input.cover === 'rate' ? input.amount : null,
    price: input.cover === 'price' ? input.amount : null,
    is_active: input.is_active,
  };
}

/** A new plan of the store (400 on a taken name or a rate over 100). */
export async function addInsurancePlan(
  db: Db,
  storeId: number,
  input: InsurancePlanInput,
): Promise<InsurancePlan> {
  const row = await rowOf(db, storeId, input);
  const [created] = await db.query<{ id: number }>(
    `INSERT INTO insurances (store_id, name, rate, price, is_active)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [storeId, row.name, row.rate, row.price, row.is_active],
  );
  return planOf(db, created!.id, storeId);
}

/**
 * Changes a plan of the store (404 when not the store's); orders keep the name and cost they were
 * sold with. Switching the selected plan off leaves the store with none selected.
 */
export async function editInsurancePlan(
  db: Db,
  id: number,
  storeId: number,
  input: InsurancePlanInput,
): Promise<InsurancePlan> {
  await planOf(db, id, storeId);
  const row = await rowOf(db, storeId, input, id);
  await db.query(
    `UPDATE insurances SET name = $2, rate = $3, price = $4, is_active = $5,
       is_selected = is_selected AND $5 WHERE id = $1`,
    [id, row.name, row.rate, row.price, row.is_active],
  );
  return planOf(db, id, storeId);
}

/** Deletes a plan no order carries (409 otherwise: switching it off keeps the orders' history). */
export async function removeInsurancePlan(
  db: Db,
  id: number,
  storeId: number,
): Promise<void> {
  const plan = await planOf(db, id, storeId);
  if (plan.order_count > 0)
    throw new ApiError(409, 'INSURANCE.IN_USE', INSURANCE_MESSAGES.inUse);
  await db.query('DELETE FROM insurances WHERE id = $1', [id]);
}

/**
 * Makes plan `id` the store's selected one (the previous one loses it), or none with null: one
 * transaction under the store's row lock, so two owners switching at once never meet the one-selected
 * index. 404 when not the store's plan, 409 when it is not offered at checkout.
 */
export async function selectInsurancePlan(
  db: Db,
  storeId: number,
  id: number | null,
): Promise<InsurancePlan[]> {
  if (id !== null) {
    const plan = await planOf(db, id, storeId);
    if (!plan.is_active)
      throw new ApiError(
        409,
        'INSURANCE.NOT_OFFERED',
        INSURANCE_MESSAGES.notOffered,
      );
  }
  await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM stores WHERE id = $1 FOR UPDATE', [storeId]);
    await tx.query(
      'UPDATE insurances SET is_selected = false WHERE store_id = $1 AND is_selected AND id <> $2',
      [storeId, id ?? 0],
    );
    if (id !== null)
      await tx.query(
        'UPDATE insurances SET is_selected = true WHERE id = $1 AND store_id = $2 AND is_active',
        [id, storeId],
      );
  });
  return listInsurancePlans(db, storeId);
}
