import {
  vendorEstimateLabel,
  vendorOrderLabel,
  type VendorLineInput,
} from 'shared/contracts/vendorSales';
import { ESTIMATE, refusal } from 'shared/workflow';
import type { Db } from '../../db/types';
import type { NotificationRow } from '../notifications';
import { conflict } from '../../platform/recordConflict';
import { quotedLines } from './vendorQuotedLines';
import { machineActorOf, type VendorActor } from './vendorSales';
import { lockVendorRecord, moveVendorRecord } from './vendorSalesMoves';
import { insertRecord } from './vendorSalesRecords';

// Turning a vendor's approved estimate into a sales order (ADR 0012): its customer, and the lines
// and prices of its latest sent version, in one transaction with the estimate's move.

interface ConvertInput {
  id: number;
  vendorId: number;
  version: number;
  author: VendorActor;
}

/**
 * Inside a transaction: turns an approved estimate into a sales order with its customer and the
 * lines and prices of its latest sent version (the vendor's convert, or the customer's approval).
 */
export async function convertInside(
  tx: Db,
  input: ConvertInput,
): Promise<{ salesOrderId: number; notifications: NotificationRow[] }> {
  const row = await lockVendorRecord(
    tx,
    'estimate',
    input.id,
    input.vendorId,
    input.version,
  );
  const actor = machineActorOf(input.author);
  const refused = refusal(ESTIMATE, row.status as never, 'converted', actor);
  if (refused) throw conflict('ILLEGAL_MOVE', refused, row);
  const [estimate] = await tx.query<{
    customer_id: number;
    notes: string;
    estimate_no: number;
  }>(
    'SELECT customer_id, notes, estimate_no FROM vendor_estimates WHERE id = $1',
    [input.id],
  );
  // the price the customer agreed to: the latest sent version's, never the browser's
  const lines: VendorLineInput[] = await quotedLines(tx, input.id);
  const order = await insertRecord(tx, 'sales_order', {
    vendorId: input.vendorId,
    customerId: estimate!.customer_id,
    lines,
    notes: estimate!.notes,
    createdBody: `Converted from estimate ${vendorEstimateLabel(estimate!.estimate_no)}`,
    source: 'estimate',
    author: input.author,
  });
  const notifications = await moveVendorRecord(tx, 'estimate', {
    id: input.id,
    vendorId: input.vendorId,
    to: 'converted',
    version: input.version,
    reason: `Order ${vendorOrderLabel(order.number)}`,
    author: input.author,
    alsoSet: { sales_order_id: order.id },
  });
  return { salesOrderId: order.id, notifications };
}

/** Turns an approved estimate into a sales order with its customer and lines (one transaction). */
export async function convertEstimate(
  db: Db,
  input: ConvertInput,
): Promise<{ salesOrderId: number; notifications: NotificationRow[] }> {
  return db.transaction((tx) => convertInside(tx, input));
}
