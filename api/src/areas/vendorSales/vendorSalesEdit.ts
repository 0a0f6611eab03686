import {
  VENDOR_EDITABLE_STATUSES,
  type VendorRecordEdit,
} from 'shared/contracts/vendorSales';
import { statusLabel } from 'shared/workflow';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { formatCents } from '../../platform/money';
import { TABLES, VENDOR_MACHINES, type VendorRecordKind } from './vendorSales';
import { linesTotal, writeLines } from './vendorSalesLines';
import { lockVendorRecord } from './vendorSalesMoves';
import { insertVendorEvent } from './vendorSalesRecords';
import { ringVendorOrder } from './vendorSalesBell';
import type { NotificationRow } from '../notifications';

// The vendor edits the lines and notes of its own order or estimate (ADR 0012) while the price is
// still open (VENDOR_EDITABLE_STATUSES). One
// transaction under the version the editor saw (stale: 409 CONFLICT with the record as it is now).
// Answers what changed in words ('2 lines, total $45.00 (was $30.00)') for the timeline and bell.

export async function editVendorRecord(
  tx: Db,
  kind: VendorRecordKind,
  input: VendorRecordEdit & { id: number; vendorId: number; author: Principal },
): Promise<string> {
  const row = await lockVendorRecord(
    tx,
    kind,
    input.id,
    input.vendorId,
    input.version,
  );
  const machine = VENDOR_MACHINES[kind];
  const editable: readonly string[] = VENDOR_EDITABLE_STATUSES[kind];
  if (!editable.includes(row.status))
    throw new ApiError(
      409,
      'NOT_EDITABLE',
      `${/^[aeiou]/.test(machine.name) ? 'An' : 'A'} ${machine.name} that is ${statusLabel(machine, row.status).toLowerCase()} can no longer be edited.`,
      {},
      { current: { status: row.status, version: row.version } },
    );
  const [before] = await tx.query<{ total: string }>(
    `SELECT total::text AS total FROM ${TABLES[kind]} WHERE id = $1`,
    [input.id],
  );
  const total = formatCents(linesTotal(input.lines));
  await writeLines(tx, kind, input.id, input.lines);
  await tx.query(
    `UPDATE ${TABLES[kind]} SET total = $2, version = version + 1, updated_on = now()
       ${input.notes === undefined ? '' : ', notes = $3'}
     WHERE id = $1`,
    input.notes === undefined
      ? [input.id, total]
      : [input.id, total, input.notes.trim()],
  );
  const lineCount = `${input.lines.length} line${input.lines.length === 1 ? '' : 's'}`;
  const summary = `${lineCount}, total $${total} (was $${before!.total})`;
  await insertVendorEvent(tx, kind, input.id, input.vendorId, {
    kind: 'edit',
    body: `Edited: ${summary}`,
    author: input.author,
  });
  return summary;
}

/** Edits one of the vendor's orders and tells its other users; the notifications to publish. */
export function editVendorOrder(
  db: Db,
  input: VendorRecordEdit & { id: number; vendorId: number; author: Principal },
): Promise<NotificationRow[]> {
  return db.transaction(async (tx) => {
    const summary = await editVendorRecord(tx, 'sales_order', input);
    const { id, vendorId, author } = input;
    return ringVendorOrder(
      tx,
      { id, vendorId, author },
      { what: 'edited', summary },
    );
  });
}

/** A note on one of the vendor's orders, told to its other users: the event and the notifications. */
export function addVendorOrderNote(
  db: Db,
  order: { id: number; vendorId: number; author: Principal },
  body: string,
) {
  return db.transaction(
    async (tx) =>
      [
        await insertVendorEvent(tx, 'sales_order', order.id, order.vendorId, {
          kind: 'note',
          body,
          author: order.author,
        }),
        await ringVendorOrder(tx, order, { what: 'note' }),
      ] as const,
  );
}
