import {
  vendorEstimateLabel,
  vendorOrderLabel,
  type VendorEstimate,
  type VendorEvent,
  type VendorSalesOrder,
} from 'shared/contracts/vendorSales';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { formatCents, toCents } from '../../platform/money';
import { quoteFields } from '../../platform/quoteReads';
import { iso, money } from '../../platform/wire';
import { LINES, NOT_FOUND, TABLES, type VendorRecordKind } from './vendorSales';
import { toEvent } from './vendorSalesRecords';

// Reading the vendor's own orders and estimates as the wire records (lines, customer, timeline).
// Turning an approved estimate into an order: vendorEstimateConvert.ts.

interface HeadRow {
  id: number;
  number: number;
  status: string;
  version: number;
  total: string;
  notes: string;
  created_on: Date;
  customer_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  item_count: number;
  source?: VendorSalesOrder['source'];
  sales_order_id?: number | null;
}

async function loadRecord(
  db: Db,
  kind: VendorRecordKind,
  id: number,
  vendorId: number,
) {
  const [linesTable, linesKey] = LINES[kind];
  const extra =
    kind === 'sales_order'
      ? 'r.order_no AS number, r.source'
      : 'r.estimate_no AS number, r.sales_order_id';
  const [head] = await db.query<HeadRow>(
    `SELECT r.id, ${extra}, r.status, r.version, r.total::text AS total, r.notes, r.created_on,
       c.id AS customer_id, c.first_name, c.last_name, c.email, c.phone,
       (SELECT coalesce(sum(quantity), 0)::int FROM ${linesTable} WHERE ${linesKey} = r.id) AS item_count
     FROM ${TABLES[kind]} r JOIN vendor_customers c ON c.id = r.customer_id
     WHERE r.id = $1 AND r.vendor_id = $2`,
    [id, vendorId],
  );
  if (!head) throw notFound(NOT_FOUND[kind]);
  const lines = await db.query<{
    id: number;
    description: string;
    quantity: number;
    unit_price: string;
  }>(
    `SELECT id, description, quantity, unit_price::text AS unit_price FROM ${linesTable}
     WHERE ${linesKey} = $1 ORDER BY position, id`,
    [id],
  );
  const events = await db.query<VendorEvent & { created_on: Date }>(
    `SELECT id, kind, from_status, to_status, body, actor_name, created_on FROM vendor_record_events
     WHERE ${kind === 'sales_order' ? 'sales_order_id' : 'estimate_id'} = $1 ORDER BY created_on, id`,
    [id],
  );
  return {
    head,
    common: {
      id: head.id,
      customer_name: `${head.first_name} ${head.last_name}`.trim(),
      customer_email: head.email,
      total: money(head.total),
      created_on: iso(head.created_on),
      version: head.version,
      notes: head.notes,
      customer: {
        id: head.customer_id,
        first_name: head.first_name,
        last_name: head.last_name,
        email: head.email,
        phone: head.phone,
      },
      lines: lines.map((line) => ({
        id: line.id,
        description: line.description,
        quantity: line.quantity,
        unit_price: money(line.unit_price),
        amount: formatCents(toCents(line.unit_price) * line.quantity),
      })),
      events: events.map(toEvent),
    },
  };
}

/** One of the vendor's sales orders with its lines, customer and timeline (404 when not the vendor's). */
export async function loadVendorSalesOrder(
  db: Db,
  id: number,
  vendorId: number,
): Promise<VendorSalesOrder> {
  const { head, common } = await loadRecord(db, 'sales_order', id, vendorId);
  return {
    ...common,
    order_no: vendorOrderLabel(head.number),
    status: head.status as VendorSalesOrder['status'],
    item_count: head.item_count,
    source: head.source ?? 'portal',
  };
}

/** One of the vendor's estimates with its lines, customer and timeline (404 when not the vendor's). */
export async function loadVendorEstimate(
  db: Db,
  id: number,
  vendorId: number,
): Promise<VendorEstimate> {
  const { head, common } = await loadRecord(db, 'estimate', id, vendorId);
  return {
    ...common,
    estimate_no: vendorEstimateLabel(head.number),
    status: head.status as VendorEstimate['status'],
    sales_order_id: head.sales_order_id ?? null,
    ...(await quoteFields(db, 'vendor', id)),
  };
}
