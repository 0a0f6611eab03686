import type { WorkOrderCommission } from 'shared/contracts/commissions';
import type { CommissionRule } from 'shared/contracts/storeVendors';
import type { Db } from '../../db/types';
import { commissionOf, type CommissionFacts } from './commissionRules';
import { formatCents, toCents } from '../../platform/money';
import { money } from '../../platform/wire';

// Commissions applied to work orders (ADR 0017, migration 0041): when a work order is sent, the
// store's rules for its vendor are evaluated (commissionRules.ts) over the sales order and the work
// order's lines, and the work order keeps the answer. Reading it back, and what an invoice deducts.

/** The facts the rules read of a work order, and its vendor amount in cents. */
async function factsOf(
  db: Db,
  workOrderId: number,
): Promise<{
  storeId: number;
  vendorId: number;
  facts: CommissionFacts;
  baseCents: number;
}> {
  const [order] = await db.query<{
    store_id: number;
    vendor_id: number;
    order_total: string;
  }>(
    `SELECT w.store_id, w.vendor_id, o.total::text AS order_total
     FROM work_orders w JOIN sales_orders o ON o.id = w.sales_order_id WHERE w.id = $1`,
    [workOrderId],
  );
  const lines = await db.query<{
    service_name: string;
    category: string | null;
    quantity: number;
    vendor_price: string | null;
  }>(
    `SELECT l.service_name, c.name AS category, l.quantity, wl.vendor_price::text AS vendor_price
     FROM work_order_lines wl JOIN sales_order_lines l ON l.id = wl.sales_order_line_id
       LEFT JOIN services s ON s.id = l.service_id
       LEFT JOIN service_categories c ON c.id = s.category_id
     WHERE wl.work_order_id = $1 ORDER BY l.id`,
    [workOrderId],
  );
  return {
    storeId: order!.store_id,
    vendorId: order!.vendor_id,
    facts: {
      orderTotalCents: toCents(order!.order_total),
      lines: lines.map((line) => ({
        serviceName: line.service_name,
        category: line.category,
      })),
    },
    // a line the vendor has no price for counts 0, as on the vendor's invoice
    baseCents: lines.reduce(
      (sum, line) =>
        sum +
        (line.vendor_price === null ? 0 : toCents(line.vendor_price)) *
          line.quantity,
      0,
    ),
  };
}

/**
 * Evaluates the store's commission rules for the work order's vendor and keeps the commission on
 * the work order (nothing when no rule applies). Runs in the transaction that sends it, after its
 * lines are priced.
 */
export async function applyCommission(
  tx: Db,
  workOrderId: number,
): Promise<void> {
  const { storeId, vendorId, facts, baseCents } = await factsOf(
    tx,
    workOrderId,
  );
  const [row] = await tx.query<{ rules: CommissionRule[] }>(
    'SELECT rules FROM store_vendor_commissions WHERE store_id = $1 AND vendor_id = $2',
    [storeId, vendorId],
  );
  const commission = commissionOf(row?.rules ?? [], facts, baseCents);
  if (!commission) return;
  await tx.query(
    `UPDATE work_orders SET commission_rule = $2, commission_rate = $3, commission_base = $4,
       commission_amount = $5 WHERE id = $1`,
    [
      workOrderId,
      commission.ruleName,
      commission.rate,
      formatCents(commission.baseCents),
      formatCents(commission.amountCents),
    ],
  );
}

/** '12.50' → '12.5', '10.00' → '10': a rate as people write it. */
export const rateText = (rate: string) =>
  rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate;

/** The commission a work order carries, or null. */
export async function loadWorkOrderCommission(
  db: Db,
  workOrderId: number,
): Promise<WorkOrderCommission | null> {
  const [row] = await db.query<{
    rule: string | null;
    rate: string;
    base: string;
    amount: string;
  }>(
    `SELECT commission_rule AS rule, commission_rate::text AS rate, commission_base::text AS base,
       commission_amount::text AS amount
     FROM work_orders WHERE id = $1`,
    [workOrderId],
  );
  if (!row || row.rule === null) return null;
  return {
    rule_name: row.rule,
    rate: rateText(row.rate),
    base: money(row.base),
    amount: money(row.amount),
  };
}

/** An invoice's commission (its items' together) and what the store pays: the total less it, not below 0. */
export function invoiceCommission(
  total: string,
  itemCommissions: readonly string[],
): { commission: string; amount_due: string } {
  const commission = itemCommissions.reduce(
    (sum, amount) => sum + toCents(amount),
    0,
  );
  return {
    commission: formatCents(commission),
    amount_due: formatCents(Math.max(0, toCents(total) - commission)),
  };
}
