import type {
  VendorEvent,
  VendorLineInput,
} from 'shared/contracts/vendorSales';
import type { Db } from '../../db/types';
import { formatCents } from '../../platform/money';
import {
  actorNameOf,
  actorUserIdOf,
  TABLES,
  type VendorActor,
  type VendorRecordKind,
} from './vendorSales';
import { linesTotal, writeLines } from './vendorSalesLines';
import { iso } from '../../platform/wire';

// Writing the vendor's own orders and estimates (ADR 0012): a new record with its lines and its
// first timeline entry, and an entry on its timeline. (Locks and moves: vendorSalesMoves.ts.)

/** The next number of the vendor's orders or estimates (the vendor's row is locked meanwhile). */
async function nextNumber(
  tx: Db,
  kind: VendorRecordKind,
  vendorId: number,
): Promise<number> {
  await tx.query('SELECT id FROM vendors WHERE id = $1 FOR UPDATE', [vendorId]);
  const column = kind === 'sales_order' ? 'order_no' : 'estimate_no';
  const [row] = await tx.query<{ n: number }>(
    `SELECT coalesce(max(${column}), 1000)::int + 1 AS n FROM ${TABLES[kind]} WHERE vendor_id = $1`,
    [vendorId],
  );
  return row!.n;
}

export interface NewRecord {
  vendorId: number;
  customerId: number;
  lines: VendorLineInput[];
  notes?: string;
  /** how it came to be: its timeline's first entry */
  createdBody: string;
  source?: 'portal' | 'import' | 'estimate';
  author: VendorActor;
}

/** Inserts an order or estimate with its lines and its 'created' event (inside `tx`). */
export async function insertRecord(
  tx: Db,
  kind: VendorRecordKind,
  record: NewRecord,
): Promise<{ id: number; number: number }> {
  const number = await nextNumber(tx, kind, record.vendorId);
  const total = linesTotal(record.lines);
  const columns =
    kind === 'sales_order'
      ? 'vendor_id, customer_id, order_no, total, notes, created_by_user_id, source'
      : 'vendor_id, customer_id, estimate_no, total, notes, created_by_user_id';
  const params: unknown[] = [
    record.vendorId,
    record.customerId,
    number,
    formatCents(total),
    (record.notes ?? '').trim(),
    actorUserIdOf(record.author),
  ];
  if (kind === 'sales_order') params.push(record.source ?? 'portal');
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ${TABLES[kind]} (${columns})
     VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    params,
  );
  const id = row!.id;
  await writeLines(tx, kind, id, record.lines);
  await insertVendorEvent(tx, kind, id, record.vendorId, {
    kind: 'created',
    body: record.createdBody,
    author: record.author,
  });
  return { id, number };
}

/** One entry of a vendor record's timeline. */
export async function insertVendorEvent(
  tx: Db,
  kind: VendorRecordKind,
  id: number,
  vendorId: number,
  event: {
    kind: VendorEvent['kind'];
    body?: string;
    from?: string;
    to?: string;
    author: VendorActor;
  },
): Promise<VendorEvent> {
  const [row] = await tx.query<VendorEvent & { created_on: Date }>(
    `INSERT INTO vendor_record_events
       (vendor_id, ${kind === 'sales_order' ? 'sales_order_id' : 'estimate_id'}, kind, from_status, to_status,
        body, actor_user_id, actor_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, kind, from_status, to_status, body, actor_name, created_on`,
    [
      vendorId,
      id,
      event.kind,
      event.from ?? null,
      event.to ?? null,
      event.body ?? '',
      actorUserIdOf(event.author),
      actorNameOf(event.author),
    ],
  );
  return toEvent(row!);
}

export const toEvent = (row: VendorEvent & { created_on: Date | string }) => ({
  ...row,
  created_on: iso(row.created_on),
});
