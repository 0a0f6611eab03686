import type {
  VendorEvent,
  VendorLineInput,
} from 'shared/contracts/vendorSales';
import { refusal } from 'shared/workflow';
import type { Db } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { formatCents } from '../../platform/money';
import type { NotificationRow } from '../notifications';
import {
  actorNameOf,
  machineActorOf,
  actorUserIdOf,
  NOT_FOUND,
  TABLES,
  VENDOR_MACHINES,
  type VendorActor,
  type VendorRecordKind,
} from './vendorSales';
import { linesTotal, writeLines } from './vendorSalesLines';
import { notifyVendorTeam } from './vendorSalesLive';
import { conflict, MOVE_MESSAGES } from '../../platform/recordConflict';

// Writing the vendor's own orders and estimates (ADR 0012): a new record with its lines and its
// first timeline entry, and a move along its machine under the version the mover saw.

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
  created_on: new Date(row.created_on).toISOString(),
});

interface LockedRow {
  id: number;
  status: string;
  version: number;
}

/**
 * Locks one of the vendor's records (404 when it is not the vendor's) and checks the version the
 * caller saw (409 CONFLICT when it moved on since).
 */
export async function lockVendorRecord(
  tx: Db,
  kind: VendorRecordKind,
  id: number,
  vendorId: number,
  version: number,
): Promise<LockedRow> {
  const [row] = await tx.query<LockedRow>(
    `SELECT id, status, version FROM ${TABLES[kind]} WHERE id = $1 AND vendor_id = $2 FOR UPDATE`,
    [id, vendorId],
  );
  if (!row) throw notFound(NOT_FOUND[kind]);
  if (row.version !== version)
    throw conflict('CONFLICT', MOVE_MESSAGES.stale, row);
  return row;
}

/** 404 unless the record is the vendor's. */
export async function assertVendorRecord(
  db: Db,
  kind: VendorRecordKind,
  id: number,
  vendorId: number,
): Promise<void> {
  const [row] = await db.query(
    `SELECT 1 FROM ${TABLES[kind]} WHERE id = $1 AND vendor_id = $2`,
    [id, vendorId],
  );
  if (!row) throw notFound(NOT_FOUND[kind]);
}

/**
 * Moves a vendor's record along its machine in one transaction: the lock and version check, the
 * machine's check (the vendor is the seller: actor 'store'), the status, the version and the
 * timeline's entry, and the bell of the vendor's other users (publish the answered notifications
 * after commit). `alsoSet` adds columns once the move is known to be allowed.
 */
export async function moveVendorRecord(
  tx: Db,
  kind: VendorRecordKind,
  input: {
    id: number;
    vendorId: number;
    to: string;
    version: number;
    reason?: string;
    author: VendorActor;
    alsoSet?: Record<string, unknown>;
  },
): Promise<NotificationRow[]> {
  const machine = VENDOR_MACHINES[kind];
  if (!(input.to in machine.labels))
    throw validationError({ to: MOVE_MESSAGES.unknown });
  const row = await lockVendorRecord(
    tx,
    kind,
    input.id,
    input.vendorId,
    input.version,
  );
  const actor = machineActorOf(input.author);
  const refused = refusal(machine, row.status, input.to, actor);
  if (refused) throw conflict('ILLEGAL_MOVE', refused, row);
  const set = { ...(input.alsoSet ?? {}) };
  const keys = Object.keys(set);
  await tx.query(
    `UPDATE ${TABLES[kind]} SET status = $2, version = version + 1, updated_on = now()
       ${keys.map((key, i) => `, ${key} = $${i + 3}`).join('')}
     WHERE id = $1`,
    [input.id, input.to, ...keys.map((key) => set[key])],
  );
  await insertVendorEvent(tx, kind, input.id, input.vendorId, {
    kind: 'status',
    from: row.status,
    to: input.to,
    body: (input.reason ?? '').trim(),
    author: input.author,
  });
  return notifyVendorTeam(tx, kind, { ...input, from: row.status });
}
