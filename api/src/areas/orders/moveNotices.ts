import { statusLabel, type Move } from 'shared/workflow';
import type { Db } from '../../db/types';
import type { EventAuthor } from '../../platform/recordEvents';
import { workOrderLabel } from '../../platform/workOrderLabel';
import {
  estimateAudience,
  salesOrderAudience,
  vendorAudience,
} from '../notifications';
import { MACHINES, type LockedRecord, type RecordKind } from './recordLocks';

// Who hears of a record's move and in which words: the store's people the record concerns (at
// its location), its vendor's, and the bell item each of them gets.

/** Whom a record's change concerns (bell and live page), without the author's own bell. */
export async function audienceOf(
  tx: Db,
  kind: RecordKind,
  record: LockedRecord,
) {
  const store =
    kind === 'estimate'
      ? await estimateAudience(tx, record.store_id, record.location_id)
      : await salesOrderAudience(tx, record.store_id, record.location_id);
  const vendor =
    record.vendor_id === null ? [] : await vendorAudience(tx, record.vendor_id);
  return { store, vendor };
}

const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/** The bell's words of a move. */
export function moveNotification(
  kind: RecordKind,
  record: LockedRecord,
  move: Move<string>,
  author: EventAuthor,
) {
  const machine = MACHINES[kind];
  const label = (status: string) => statusLabel(machine, status);
  const what =
    kind === 'work_order'
      ? `Work order ${workOrderLabel(record.work_order_no!)}`
      : `${capitalised(machine.name)} ${record.number}`;
  return {
    short_description: `${capitalised(machine.name)} ${label(move.to).toLowerCase()}`,
    description: `${what} moved from ${label(move.from)} to ${label(move.to)}${author.name ? ` by ${author.name}` : ''}.`,
    // A work order's bell item reads as the work order's number ('WO-1000042-1').
    order_no:
      kind === 'work_order'
        ? workOrderLabel(record.work_order_no!)
        : record.number,
    is_watching: true,
    sales_order_id: kind === 'sales_order' ? record.id : null,
    work_order_id: kind === 'work_order' ? record.id : null,
    estimate_id: kind === 'estimate' ? record.id : null,
  };
}
