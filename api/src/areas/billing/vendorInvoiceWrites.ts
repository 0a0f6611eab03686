import {
  VENDOR_INVOICE_MESSAGES,
  type VendorInvoice,
  type VendorInvoiceInput,
  type VendorInvoiceStatusInput,
} from 'shared/contracts/vendorInvoices';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { formatCents, toCents } from '../../platform/money';
import {
  checkedBillItems,
  freeInvoiceBillItems,
  insertInvoiceBillItems,
} from './vendorBillItemsInvoice';
import { billableWorkOrders } from './billableWorkOrders';
import { loadVendorInvoice } from './vendorInvoices';
import { assertLinkedStore } from '../vendors';

// The vendor's invoices, written (shared/contracts/vendorInvoices): a new invoice for
// done work orders of one store, and an open invoice marked paid or voided (a void frees its work
// orders to be billed again).

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
/** What the invoice's total column holds: numeric(12, 2). */
const MAX_TOTAL_CENTS = 999_999_999_999;

/** Today in the api's clock, as 'YYYY-MM-DD'. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * 400 with every bad field: the due date, an empty list, a work order or bill item not billable, an
 * amount, a total too large.
 */
async function checkedItems(
  tx: Db,
  vendorId: number,
  input: VendorInvoiceInput,
) {
  const errors: Record<string, string> = {};
  if (input.due_on < today()) errors.due_on = VENDOR_INVOICE_MESSAGES.dueOn;
  const billItemIds = input.bill_item_ids ?? [];
  if (input.items.length === 0 && billItemIds.length === 0)
    errors.items = VENDOR_INVOICE_MESSAGES.empty;
  const ids = input.items.map((item) => item.work_order_id);
  // Lock the work orders, so a second invoice for the same ones waits and then finds them billed.
  await tx.query(
    'SELECT id FROM work_orders WHERE id = ANY($1::int[]) FOR UPDATE',
    [ids],
  );
  const billable = new Map(
    (await billableWorkOrders(tx, vendorId, input.store_id, ids)).map((w) => [
      w.work_order_id,
      w,
    ]),
  );
  const billed = new Set(
    (
      await tx.query<{ id: number }>(
        `SELECT w.id FROM work_orders w JOIN vendor_invoice_items it ON it.work_order_id = w.id AND it.billed
         WHERE w.id = ANY($1::int[]) AND w.vendor_id = $2 AND w.store_id = $3`,
        [ids, vendorId, input.store_id],
      )
    ).map((r) => r.id),
  );
  const seen = new Set<number>();
  input.items.forEach((item, i) => {
    const at = `items.${i}`;
    if (seen.has(item.work_order_id))
      errors[`${at}.work_order_id`] = VENDOR_INVOICE_MESSAGES.repeated;
    else if (billed.has(item.work_order_id))
      errors[`${at}.work_order_id`] = VENDOR_INVOICE_MESSAGES.invoiced;
    else if (!billable.has(item.work_order_id))
      errors[`${at}.work_order_id`] = VENDOR_INVOICE_MESSAGES.workOrder;
    seen.add(item.work_order_id);
    if (!AMOUNT.test(item.amount.trim()))
      errors[`${at}.amount`] = VENDOR_INVOICE_MESSAGES.amount;
  });
  const billItems = await checkedBillItems(
    tx,
    vendorId,
    input.store_id,
    billItemIds,
    errors,
  );
  const items = input.items.map((item) => ({
    workOrderId: item.work_order_id,
    description: billable.get(item.work_order_id)?.description ?? '',
    cents: AMOUNT.test(item.amount.trim()) ? toCents(item.amount.trim()) : 0,
  }));
  const total = [...items, ...billItems].reduce((sum, i) => sum + i.cents, 0);
  if (total > MAX_TOTAL_CENTS)
    errors.items ??= VENDOR_INVOICE_MESSAGES.tooLarge;
  if (Object.keys(errors).length > 0)
    throw validationError(errors, Object.values(errors)[0]);
  return { items, billItems, total };
}

/** A new open invoice of the vendor to the store, numbered after the vendor's last one. */
export async function createVendorInvoice(
  db: Db,
  actor: { vendorId: number; userId: number },
  input: VendorInvoiceInput,
): Promise<VendorInvoice> {
  const { vendorId } = actor;
  await assertLinkedStore(db, vendorId, input.store_id);
  const id = await db.transaction(async (tx) => {
    const { items, billItems, total } = await checkedItems(tx, vendorId, input);
    // The vendor's row orders the numbering of two invoices made at once.
    await tx.query('SELECT id FROM vendors WHERE id = $1 FOR UPDATE', [
      vendorId,
    ]);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO vendor_invoices (vendor_id, store_id, number, note, total, due_on, created_by_user_id,
         vendor_tax_id, footer)
       SELECT $1, $2, (SELECT coalesce(max(number), 0) + 1 FROM vendor_invoices WHERE vendor_id = $1),
         $3, $4, $5, $6, v.invoice_tax_id, v.invoice_footer
       FROM vendors v WHERE v.id = $1
       RETURNING id`,
      [
        vendorId,
        input.store_id,
        input.note.trim(),
        formatCents(total),
        input.due_on,
        actor.userId,
      ],
    );
    for (const [i, item] of items.entries())
      await tx.query(
        `INSERT INTO vendor_invoice_items (invoice_id, work_order_id, position, description, amount)
         VALUES ($1, $2, $3, $4, $5)`,
        [
          row!.id,
          item.workOrderId,
          i + 1,
          item.description,
          formatCents(item.cents),
        ],
      );
    await insertInvoiceBillItems(tx, row!.id, billItems, items.length + 1);
    return row!.id;
  });
  return loadVendorInvoice(db, vendorId, id);
}

/** An open invoice marked paid, or voided (its work orders may be billed again); 409 otherwise. */
export async function setVendorInvoiceStatus(
  db: Db,
  vendorId: number,
  id: number,
  input: VendorInvoiceStatusInput,
): Promise<VendorInvoice> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ version: number; status: string }>(
      'SELECT version, status FROM vendor_invoices WHERE id = $1 AND vendor_id = $2 FOR UPDATE',
      [id, vendorId],
    );
    if (!row) throw notFound(VENDOR_INVOICE_MESSAGES.notFound);
    const conflict = (message: string) =>
      new ApiError(409, 'CONFLICT', message, {}, { current: row });
    if (row.version !== input.version)
      throw conflict(VENDOR_INVOICE_MESSAGES.stale);
    if (row.status !== 'open') throw conflict(VENDOR_INVOICE_MESSAGES.notOpen);
    await tx.query(
      `UPDATE vendor_invoices SET status = $2, version = version + 1,
         paid_on = CASE WHEN $2 = 'paid' THEN now() END,
         voided_on = CASE WHEN $2 = 'void' THEN now() END
       WHERE id = $1`,
      [id, input.status],
    );
    if (input.status === 'void') {
      await tx.query(
        'UPDATE vendor_invoice_items SET billed = false WHERE invoice_id = $1',
        [id],
      );
      await freeInvoiceBillItems(tx, id);
    }
  });
  return loadVendorInvoice(db, vendorId, id);
}
