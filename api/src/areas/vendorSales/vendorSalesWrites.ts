import type { StatusMove } from 'shared/contracts/repair';
import type { VendorSalesOrderInput } from 'shared/contracts/vendorSales';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import type { NotificationRow } from '../notifications';
import { customerFor } from './vendorSales';
import { ringVendorOrder } from './vendorSalesBell';
import { moveVendorRecord } from './vendorSalesMoves';
import { insertRecord } from './vendorSalesRecords';

// The vendor's own sales orders and estimates made and moved, each in one transaction with the bell for the
// vendor's other users (published by the caller after commit).

/** A new record for a customer of the vendor (an existing one or one made with it); its id. */
async function insertFor(
  tx: Db,
  kind: 'sales_order' | 'estimate',
  vendorId: number,
  author: Principal,
  input: VendorSalesOrderInput,
): Promise<number> {
  const customerId = await customerFor(tx, vendorId, input);
  const record = await insertRecord(tx, kind, {
    vendorId,
    customerId,
    lines: input.lines,
    notes: input.notes,
    createdBody:
      kind === 'sales_order'
        ? 'Created in the vendor portal'
        : 'Requested in the vendor portal',
    author,
  });
  return record.id;
}

/** A new order for a customer of the vendor. */
export function createVendorOrder(
  db: Db,
  vendorId: number,
  author: Principal,
  input: VendorSalesOrderInput,
): Promise<[number, NotificationRow[]]> {
  return db.transaction(async (tx) => {
    const id = await insertFor(tx, 'sales_order', vendorId, author, input);
    const who = { id, vendorId, author };
    return [id, await ringVendorOrder(tx, who, { what: 'created' })];
  });
}

/** One of the vendor's orders moved along its workflow. */
export function moveVendorOrder(
  db: Db,
  id: number,
  vendorId: number,
  author: Principal,
  move: StatusMove,
): Promise<NotificationRow[]> {
  return db.transaction((tx) =>
    moveVendorRecord(tx, 'sales_order', { id, vendorId, ...move, author }),
  );
}

/** A new estimate the vendor requests for a customer. */
export function createVendorEstimate(
  db: Db,
  vendorId: number,
  author: Principal,
  input: VendorSalesOrderInput,
): Promise<number> {
  return db.transaction((tx) =>
    insertFor(tx, 'estimate', vendorId, author, input),
  );
}

/**
 * Inside a send's transaction: checks the vendor's draft quote and keeps it as the customer's next
 * version; answers the columns the move sets. The quote's rules are the estimates' (the composition
 * hands this in).
 */
export type VendorQuoteSend = (
  tx: Db,
  input: { id: number; vendorId: number; version: number; author: Principal },
) => Promise<Record<string, unknown>>;

/**
 * One of the vendor's estimates moved along its workflow; a send (first or revision) keeps the
 * draft as the customer's next version.
 */
export function moveVendorEstimate(
  db: Db,
  id: number,
  vendorId: number,
  author: Principal,
  move: StatusMove,
  sendQuote: VendorQuoteSend,
): Promise<NotificationRow[]> {
  return db.transaction(async (tx) => {
    const alsoSet =
      move.to === 'quoted'
        ? await sendQuote(tx, {
            id,
            vendorId,
            version: move.version,
            author,
          })
        : undefined;
    return moveVendorRecord(tx, 'estimate', {
      id,
      vendorId,
      ...move,
      author,
      alsoSet,
    });
  });
}
