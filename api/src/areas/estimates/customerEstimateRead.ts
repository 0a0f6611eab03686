import type { CustomerEstimate } from 'shared/contracts/estimateQuotes';
import { ESTIMATE, statusLabel } from 'shared/workflow';
import type { AppContext } from '../../context';
import { publicLive } from '../notifications';
import { quoteFields } from '../../platform/quoteReads';
import { iso, money } from '../../platform/wire';

// The estimate as its customer reads it through its link (ADR 0026): the latest sent version,
// their answer, and the order an approval made with what is left to pay.

/** What the customer reads of an estimate: its latest sent version, never the draft. */
export async function customerEstimate(
  ctx: AppContext,
  estimateId: number,
): Promise<CustomerEstimate> {
  const { db } = ctx;
  const [row] = await db.query<{
    id: number;
    store_id: number;
    estimate_no: string;
    status: string;
    created_on: Date;
    notes: string;
    token: string;
    order_no: string | null;
    payment_status: string | null;
    order_token: string | null;
    order_total: string | null;
    charge_token: string | null;
    charge_amount: string | null;
  }>(
    `SELECT e.id, e.store_id, e.estimate_no, e.status, e.created_on, e.notes, e.token,
       o.order_no, o.payment_status, o.token AS order_token, o.total::text AS order_total,
       c.token AS charge_token, c.amount::text AS charge_amount
     FROM estimates e LEFT JOIN sales_orders o ON o.id = e.sales_order_id
       LEFT JOIN LATERAL (SELECT token, amount FROM charges WHERE sales_order_id = o.id
         AND work_order_item_number = e.estimate_no AND status = 'unpaid' ORDER BY id DESC LIMIT 1) c ON true
     WHERE e.id = $1`,
    [estimateId],
  );
  const fields = await quoteFields(db, 'store', estimateId);
  const estimate = row!;
  return {
    id: estimate.id,
    store_id: estimate.store_id,
    estimate_no: estimate.estimate_no,
    status: estimate.status,
    status_label: statusLabel(ESTIMATE, estimate.status),
    created_on: iso(estimate.created_on),
    notes: estimate.notes,
    token: estimate.token,
    quote: fields.versions[0] ?? null,
    answer: fields.answer,
    live: publicLive(ctx, estimate.token),
    order: orderOf(estimate),
  };
}

/** The order an approval made and what is left to pay: the order, or an approved revision's charge. */
function orderOf(row: {
  order_no: string | null;
  payment_status: string | null;
  order_token: string | null;
  order_total: string | null;
  charge_token: string | null;
  charge_amount: string | null;
}): CustomerEstimate['order'] {
  if (row.order_no === null) return null;
  if (row.payment_status !== 'unpaid' && row.charge_token !== null)
    return {
      order_no: row.order_no,
      payment_status: 'unpaid',
      payment_path: `/extra-charge-payment/${row.charge_token}`,
      amount_due: money(row.charge_amount!),
    };
  return {
    order_no: row.order_no,
    payment_status: row.payment_status ?? 'unpaid',
    payment_path: `/checkout/payment/${row.order_token}`,
    amount_due: money(row.order_total!),
  };
}
