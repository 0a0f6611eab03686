import {
  BILL_ITEM_DESCRIPTION_MAX,
  BILL_ITEM_MESSAGES,
  MAX_OPEN_BILL_ITEMS,
  type BillItem,
  type BillItemEdit,
  type BillItemInput,
} from 'shared/contracts/vendorBillItems';
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { formatCents, toCents } from '../../platform/money';
import { assertLinkedStore } from '../vendors';
import { workOrderLabel } from '../../platform/workOrderLabel';

// The vendor's extra bill items (/portal/addbillitems, migration 0038): billable items for
// a store it works with that are not work-order lines. An item waits until an invoice bills it
// (vendorInvoiceWrites.ts); on an open or paid invoice it can be neither changed nor deleted, and
// a void invoice frees it again. A deleted item is only marked (a void invoice may still name it).

/** A unit price below 10,000,000 with at most 2 decimals: × 999 it still fits an invoice total. */
const UNIT_PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** An item on an open or paid invoice, as SQL over `b`. */
export const BILLED = `EXISTS (SELECT 1 FROM vendor_invoice_bill_items ib
  WHERE ib.bill_item_id = b.id AND ib.billed)`;

const SELECT = `SELECT b.id, b.store_id, st.name AS store_name, b.work_order_id, w.work_order_no,
    b.description, b.quantity, b.unit_price::text AS unit_price, b.created_on, b.version
  FROM vendor_bill_items b JOIN stores st ON st.id = b.store_id
    LEFT JOIN work_orders w ON w.id = b.work_order_id`;

interface Row {
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

const toItem = (row: Row): BillItem => {
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
    created_on: new Date(row.created_on).toISOString(),
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
  const rows = await db.query<Row>(
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
async function findItem(db: Db, vendorId: number, id: number, lock = false) {
  if (lock)
    await db.query(
      'SELECT id FROM vendor_bill_items WHERE id = $1 AND vendor_id = $2 FOR UPDATE',
      [id, vendorId],
    );
  const [row] = await db.query<Row & { billed: boolean }>(
    `${SELECT.replace('SELECT', `SELECT ${BILLED} AS billed,`)}
     WHERE b.id = $1 AND b.vendor_id = $2 AND b.deleted_on IS NULL`,
    [id, vendorId],
  );
  if (!row) throw notFound(BILL_ITEM_MESSAGES.notFound);
  return row;
}

/** The fields checked (400 with every field's message): answers the values to store. */
async function checkFields(
  db: Db,
  vendorId: number,
  storeId: number,
  input: Omit<BillItemInput, 'store_id'>,
) {
  const errors: Record<string, string> = {};
  const description = input.description.trim();
  if (description.length < 1 || description.length > BILL_ITEM_DESCRIPTION_MAX)
    errors.description = BILL_ITEM_MESSAGES.description;
  if (
    !Number.isInteger(input.quantity) ||
    input.quantity < 1 ||
    input.quantity > 999
  )
    errors.quantity = BILL_ITEM_MESSAGES.quantity;
  const unitPrice = input.unit_price.trim();
  if (!UNIT_PRICE.test(unitPrice))
    errors.unit_price = BILL_ITEM_MESSAGES.unitPrice;
  if (input.work_order_id !== null) {
    const mine = await db.query(
      'SELECT 1 FROM work_orders WHERE id = $1 AND vendor_id = $2 AND store_id = $3',
      [input.work_order_id, vendorId, storeId],
    );
    if (mine.length === 0) errors.work_order_id = BILL_ITEM_MESSAGES.workOrder;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { description, unitPrice };
}

/** A new item for a store the vendor works with (404 otherwise); 409 past MAX_OPEN_BILL_ITEMS. */
export async function createBillItem(
  db: Db,
  actor: { vendorId: number; userId: number },
  input: BillItemInput,
): Promise<BillItem> {
  const { vendorId } = actor;
  await assertLinkedStore(db, vendorId, input.store_id);
  const clean = await checkFields(db, vendorId, input.store_id, input);
  const id = await db.transaction(async (tx) => {
    await tx.query('SELECT id FROM vendors WHERE id = $1 FOR UPDATE', [
      vendorId,
    ]);
    const open = await openBillItems(tx, vendorId, input.store_id);
    if (open.length >= MAX_OPEN_BILL_ITEMS)
      throw new ApiError(409, 'TOO_MANY_ITEMS', BILL_ITEM_MESSAGES.tooMany);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO vendor_bill_items (vendor_id, store_id, work_order_id, description, quantity,
         unit_price, created_by_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        vendorId,
        input.store_id,
        input.work_order_id,
        clean.description,
        input.quantity,
        clean.unitPrice,
        actor.userId,
      ],
    );
    return row!.id;
  });
  return toItem(await findItem(db, vendorId, id));
}

const conflict = (message: string, current: Row) =>
  new ApiError(409, 'CONFLICT', message, {}, { current: toItem(current) });

/** Changes an item not on an invoice, under its version (409 stale or invoiced, with `current`). */
export async function saveBillItem(
  db: Db,
  vendorId: number,
  id: number,
  edit: BillItemEdit,
): Promise<BillItem> {
  const before = await findItem(db, vendorId, id);
  const clean = await checkFields(db, vendorId, before.store_id, edit);
  await db.transaction(async (tx) => {
    const row = await findItem(tx, vendorId, id, true);
    if (row.billed) throw conflict(BILL_ITEM_MESSAGES.invoiced, row);
    if (row.version !== edit.version)
      throw conflict(BILL_ITEM_MESSAGES.stale, row);
    await tx.query(
      `UPDATE vendor_bill_items SET work_order_id = $2, description = $3, quantity = $4,
         unit_price = $5, version = version + 1 WHERE id = $1`,
      [
        id,
        edit.work_order_id,
        clean.description,
        edit.quantity,
        clean.unitPrice,
      ],
    );
  });
  return toItem(await findItem(db, vendorId, id));
}

/** Deletes (marks) an item not on an invoice; 409 when it is. */
export async function deleteBillItem(
  db: Db,
  vendorId: number,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findItem(tx, vendorId, id, true);
    if (row.billed) throw conflict(BILL_ITEM_MESSAGES.invoiced, row);
    await tx.query(
      'UPDATE vendor_bill_items SET deleted_on = now(), version = version + 1 WHERE id = $1',
      [id],
    );
  });
}
