import type { UsedDiscount } from 'shared/contracts/discounts';
import type { Db } from '../../db/types';
import { iso, money } from '../../platform/wire';

// The discount codes a store's customer used, for the customer's page.

/**
 * The codes used on customer $1's orders, newest first: `ordersSql` is the condition that order `o`
 * is customer `c`'s and the caller may see it (storeCustomers.ts), with its `params`.
 */
export async function usedDiscounts(
  db: Db,
  ordersSql: string,
  params: unknown[],
): Promise<UsedDiscount[]> {
  const rows = await db.query<{
    id: number;
    code: string;
    amount: string;
    order_id: number;
    order_no: string;
    created_on: Date;
  }>(
    `SELECT u.id, u.code, u.amount::text AS amount, o.id AS order_id, o.order_no, u.created_on
     FROM customers c JOIN sales_orders o ON ${ordersSql}
     JOIN discount_uses u ON u.sales_order_id = o.id
     WHERE c.id = $1 ORDER BY u.created_on DESC, u.id DESC LIMIT 100`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    amount: money(row.amount),
    order: { id: row.order_id, order_no: row.order_no },
    created_on: iso(row.created_on),
  }));
}
