import { refusal } from 'shared/workflow';
import type { Db } from '../../db/types';
import { notFound, validationError } from '../../errors';
import type { NotificationRow } from '../notifications';
import { conflict, MOVE_MESSAGES } from '../../platform/recordConflict';
import {
  machineActorOf,
  NOT_FOUND,
  TABLES,
  VENDOR_MACHINES,
  type VendorActor,
  type VendorRecordKind,
} from './vendorSales';
import { notifyVendorTeam } from './vendorSalesLive';
import { insertVendorEvent } from './vendorSalesRecords';

// The vendor's own orders and estimates locked under the version the mover saw, and moved along
// their machine (ADR 0012).

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
