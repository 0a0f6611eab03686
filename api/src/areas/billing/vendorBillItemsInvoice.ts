import { VENDOR_INVOICE_MESSAGES } from 'shared/contracts/vendorInvoices';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import type { Db } from '../../db/types';
import { formatCents, toCents } from '../../platform/money';
import { workOrderLabel } from '../../platform/workOrderLabel';
import { money } from '../../platform/wire';

// The vendor's bill items on its invoices (vendorBillItems.ts): a new invoice bills the
// store's items waiting to be invoiced at their amounts (quantity × unit price), keeps each as it
// was billed, and a voided invoice frees them. Like a work order, an item is on at most one invoice
// that is not void (the partial unique index of migration 0038).

/** A bill item as a new invoice bills it. */
export interface BilledItem {
  id: number;
  description: string;
  quantity: number;
  unitCents: number;
  cents: number;
}

/**
 * The items a new invoice for the store bills, locked (an edit or delete at the same time waits, and
 * a second invoice finds them billed). Each refusal goes into `errors` as `bill_item_ids.N`.
 */
export async function checkedBillItems(
  tx: Db,
  vendorId: number,
  storeId: number,
  ids: number[],
  errors: Record<string, string>,
): Promise<BilledItem[]> {
  if (ids.length === 0) return [];
  await tx.query(
    'SELECT id FROM vendor_bill_items WHERE id = ANY($1::int[]) AND vendor_id = $2 FOR UPDATE',
    [ids, vendorId],
  );
  const rows = await tx.query<{
    id: number;
    description: string;
    work_order_no: string | null;
    quantity: number;
    unit_price: string;
    is_open: boolean;
    billed: boolean;
  }>(
    `SELECT b.id, b.description, w.work_order_no, b.quantity, b.unit_price::text AS unit_price,
       (b.store_id = $3 AND b.deleted_on IS NULL) AS is_open,
       EXISTS (SELECT 1 FROM vendor_invoice_bill_items ib WHERE ib.bill_item_id = b.id AND ib.billed)
         AS billed
     FROM vendor_bill_items b LEFT JOIN work_orders w ON w.id = b.work_order_id
     WHERE b.id = ANY($1::int[]) AND b.vendor_id = $2`,
    [ids, vendorId, storeId],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<number>();
  const items: BilledItem[] = [];
  ids.forEach((id, i) => {
    const at = `bill_item_ids.${i}`;
    const row = byId.get(id);
    if (seen.has(id)) errors[at] = VENDOR_INVOICE_MESSAGES.billItemRepeated;
    else if (!row || !row.is_open)
      errors[at] = VENDOR_INVOICE_MESSAGES.billItem;
    else if (row.billed) errors[at] = VENDOR_INVOICE_MESSAGES.billItemInvoiced;
    seen.add(id);
    if (!row || errors[at]) return;
    const unitCents = toCents(row.unit_price);
    items.push({
      id,
      description: row.work_order_no
        ? `${row.description} (${workOrderLabel(row.work_order_no)})`
        : row.description,
      quantity: row.quantity,
      unitCents,
      cents: unitCents * row.quantity,
    });
  });
  return items;
}

/** Writes the invoice's bill items, numbered on after its work orders. */
export async function insertInvoiceBillItems(
  tx: Db,
  invoiceId: number,
  items: BilledItem[],
  firstPosition: number,
): Promise<void> {
  for (const [i, item] of items.entries())
    await tx.query(
      `INSERT INTO vendor_invoice_bill_items (invoice_id, bill_item_id, position, description,
         quantity, unit_price, amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        invoiceId,
        item.id,
        firstPosition + i,
        item.description,
        item.quantity,
        formatCents(item.unitCents),
        formatCents(item.cents),
      ],
    );
}

/** A voided invoice's bill items may be billed again. */
export async function freeInvoiceBillItems(
  tx: Db,
  invoiceId: number,
): Promise<void> {
  await tx.query(
    'UPDATE vendor_invoice_bill_items SET billed = false WHERE invoice_id = $1',
    [invoiceId],
  );
}

/** The invoice's bill items as they were billed. */
export async function invoiceBillItems(
  db: Db,
  invoiceId: number,
): Promise<NonNullable<VendorInvoice['bill_items']>> {
  const rows = await db.query<{
    bill_item_id: number;
    description: string;
    quantity: number;
    unit_price: string;
    amount: string;
  }>(
    `SELECT bill_item_id, description, quantity, unit_price::text AS unit_price,
       amount::text AS amount
     FROM vendor_invoice_bill_items WHERE invoice_id = $1 ORDER BY position`,
    [invoiceId],
  );
  return rows.map((row) => ({
    ...row,
    unit_price: money(row.unit_price),
    amount: money(row.amount),
  }));
}
