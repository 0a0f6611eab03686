import type { RecordChanged } from 'shared/contracts/repair';
import {
  ESTIMATE,
  SALES_ORDER,
  WORK_ORDER,
  type Machine,
} from 'shared/workflow';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { conflict, MOVE_MESSAGES } from '../../platform/recordConflict';

// The store's records as a move or an edit locks them (ADR 0009): the record read FOR UPDATE with
// where it sits and who it concerns, and the version the caller saw checked (stale: 409 CONFLICT).

/** The store's records that move (the vendor's own records move in vendorSales/vendorSalesMoves.ts). */
export type RecordKind = Extract<
  RecordChanged['record'],
  'sales_order' | 'work_order' | 'estimate'
>;

/** Where a record sits and who it concerns, read FOR UPDATE inside the move's transaction. */
export interface LockedRecord {
  id: number;
  store_id: number;
  location_id: number | null;
  status: string;
  version: number;
  /** The sales order's number (a work order's: its sales order's), or the estimate's number. */
  number: string;
  sales_order_id: number | null;
  vendor_id: number | null;
  work_order_no: string | null;
  tracking_token: string | null;
}

const LOCK_SQL: Record<RecordKind, string> = {
  sales_order: `SELECT o.id, o.store_id, o.location_id, o.status, o.version, o.order_no AS number,
      o.id AS sales_order_id, NULL::int AS vendor_id, NULL AS work_order_no, o.tracking_token
    FROM sales_orders o WHERE o.id = $1 FOR UPDATE`,
  work_order: `SELECT w.id, w.store_id, w.location_id, w.status, w.version, o.order_no AS number,
      w.sales_order_id, w.vendor_id, w.work_order_no, NULL AS tracking_token
    FROM work_orders w JOIN sales_orders o ON o.id = w.sales_order_id WHERE w.id = $1 FOR UPDATE OF w`,
  // an estimate's public channel is named after its own link's token (ADR 0026): the customer's page
  estimate: `SELECT e.id, e.store_id, e.location_id, e.status, e.version, e.estimate_no AS number,
      NULL::int AS sales_order_id, NULL::int AS vendor_id, NULL AS work_order_no, e.token AS tracking_token
    FROM estimates e WHERE e.id = $1 FOR UPDATE`,
};
export const TABLES: Record<RecordKind, string> = {
  sales_order: 'sales_orders',
  work_order: 'work_orders',
  estimate: 'estimates',
};
export const MACHINES: Record<RecordKind, Machine<string>> = {
  sales_order: SALES_ORDER as Machine<string>,
  work_order: WORK_ORDER as Machine<string>,
  estimate: ESTIMATE as Machine<string>,
};

/** Locks a record and checks the version the caller saw: 409 CONFLICT when it moved on since. */
export async function lockRecord(
  tx: Db,
  kind: RecordKind,
  id: number,
  version: number,
): Promise<LockedRecord> {
  const [record] = await tx.query<LockedRecord>(LOCK_SQL[kind], [id]);
  if (!record) throw new ApiError(404, 'NOT_FOUND', 'Not found.');
  if (record.version !== version)
    throw conflict('CONFLICT', MOVE_MESSAGES.stale, record);
  return record;
}
