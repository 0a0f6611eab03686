import {
  BILL_ITEM_MESSAGES,
  type BillItem,
} from 'shared/contracts/vendorBillItems';
import type { Db } from '../../db/types';
import { ApiError, notFound } from '../../errors';
import { formatCents, toCents } from '../../platform/money';
import { workOrderLabel } from '../../platform/workOrderLabel';
import { iso } from '../../platform/wire';

// Reading the vendor's extra bill items (./vendorBillItems.ts writes them): the items not yet
// billed, and one item with whether an open or paid invoice bills it.

/** An item on an open or paid invoice, as SQL over `b`. */
export const BILLED = `EXISTS (SELECT 1 FROM vendor_invoice_bill_items ib
  WHERE ib.bill_item_id = b.id AND ib.billed)`;

const SELECT = `SELECT b.id, b.store_id, st.name AS store_name, b.work_order_id, w.work_order_no,
    b.description, b.quantity, b.unit_price::text AS unit_price, b.created_on, b.version
  FROM vendor_bill_items b JOIN stores st ON st.id = b.store_id
    LEFT JOIN work_orders w ON w.id = b.work_order_id`;

export interface BillItemRow {
  id: number;
  store_id: number;
  store_name: string;
  work_order_id: number | null;
  work_order_no: string | null;
  description: string;
  quantity: number;
  unit_price: string;
  created_on: Date;
  version: number;
}

export const toItem = (row: BillItemRow): BillItem => {
  const cents = toCents(row.unit_price);
  return {
    id: row.id,
    store: { id: row.store_id, name: row.store_name },
    work_order:
      row.work_order_id === null
        ? null
        : {
            id: row.work_order_id,
            label: workOrderLabel(row.work_order_no ?? ''),
          },
    description: row.description,
    quantity: row.quantity,
    unit_price: formatCents(cents),
    amount: formatCents(cents * row.quantity),
    created_on: iso(row.created_on),
    version: row.version,
  };
};

/** The store's items on no open or paid invoice, oldest first (`only`: of these ids). */
export async function openBillItems(
  db: Db,
  vendorId: number,
  storeId: number,
  only?: number[],
): Promise<BillItem[]> {
  const rows = await db.query<BillItemRow>(
    `${SELECT} WHERE b.vendor_id = $1 AND b.store_id = $2 AND b.deleted_on IS NULL AND NOT ${BILLED}
       AND ($3::int[] IS NULL OR b.id = ANY($3::int[]))
     ORDER BY b.created_on, b.id`,
    [vendorId, storeId, only ?? null],
  );
  return rows.map(toItem);
}

/**
 * One item of the vendor (not deleted), with whether it is billed; 404 otherwise. `lock` locks its
 * row first (a new invoice locks the items it bills), so what is read after is what was committed.
 */
export async function findItem(
  db: Db,
  vendorId: number,
  id: number,
  lock = false,
) {
  if (lock)
    await db.query(
      'SELECT id FROM vendor_bill_items WHERE id = $1 AND vendor_id = $2 FOR UPDATE',
      [id, vendorId],
    );
  const [row] = await db.query<BillItemRow & { billed: boolean }>(
    `${SELECT.replace('SELECT', `SELECT ${BILLED} AS billed,`)}
     WHERE b.id = $1 AND b.vendor_id = $2 AND b.deleted_on IS NULL`,
    [id, vendorId],
  );
  if (!row) throw notFound(BILL_ITEM_MESSAGES.notFound);
  return row;
}

/** A 409 answering the item as it is now. */
export const conflict = (message: string, current: BillItemRow) =>
  new ApiError(409, 'CONFLICT', message, {}, { current: toItem(current) });
