import {
  vendorEstimateLabel,
  vendorOrderLabel,
} from 'shared/contracts/vendorSales';
import { statusLabel } from 'shared/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/types';
import {
  insertNotifications,
  type NotificationRow,
  publishChange,
  vendorAudience,
} from '../notifications';
import {
  actorNameOf,
  actorUserIdOf,
  TABLES,
  VENDOR_MACHINES,
  type VendorActor,
  type VendorRecordKind,
} from './vendorSales';

// The vendor's own sales orders and estimates, live: a move rings the bell of the vendor's other
// users (the owner hears what staff did, and the other way round; never the mover's own bell), and
// after the change commits, `record-changed` reaches the private channel of each of the vendor's
// users, so their open lists and pages follow without a reload.

const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * Inside the move's transaction: one notification per other user of the vendor, naming the record
 * so a click opens it; publish them after commit with publishVendorChange.
 */
export async function notifyVendorTeam(
  tx: Db,
  kind: VendorRecordKind,
  move: {
    id: number;
    vendorId: number;
    from: string;
    to: string;
    author: VendorActor;
  },
): Promise<NotificationRow[]> {
  const machine = VENDOR_MACHINES[kind];
  const column = kind === 'sales_order' ? 'order_no' : 'estimate_no';
  const [record] = await tx.query<{ number: number }>(
    `SELECT ${column} AS number FROM ${TABLES[kind]} WHERE id = $1`,
    [move.id],
  );
  const number = (
    kind === 'sales_order' ? vendorOrderLabel : vendorEstimateLabel
  )(record!.number);
  const team = (await vendorAudience(tx, move.vendorId)).filter(
    (userId) => userId !== actorUserIdOf(move.author),
  );
  const label = (status: string) => statusLabel(machine, status);
  const name = capitalised(machine.name);
  const by = actorNameOf(move.author);
  return insertNotifications(tx, team, {
    short_description: `${name} ${label(move.to).toLowerCase()}`,
    description: `${name} ${number} moved from ${label(move.from)} to ${label(move.to)}${by ? ` by ${by}` : ''}.`,
    order_no: number,
    is_watching: true,
    ...(kind === 'sales_order'
      ? { vendor_sales_order_id: move.id }
      : { vendor_estimate_id: move.id }),
  });
}

/** Publishes a committed change of one of the vendor's records (never throws: publishChange). */
export async function publishVendorChange(
  ctx: AppContext,
  vendorId: number,
  record: 'vendor_sales_order' | 'vendor_estimate',
  row: { id: number; status: string; version: number },
  salesOrderId: number | null = null,
  notifications: NotificationRow[] = [],
): Promise<void> {
  await publishChange(ctx, {
    notifications,
    change: {
      record,
      id: row.id,
      sales_order_id: salesOrderId,
      status: row.status,
      version: row.version,
    },
    userIds: await vendorAudience(ctx.db, vendorId),
    // an estimate's customer follows it on the public channel of its link
    trackingToken:
      record === 'vendor_estimate' ? await estimateToken(ctx.db, row.id) : null,
  });
}

async function estimateToken(db: Db, id: number): Promise<string | null> {
  const [row] = await db.query<{ token: string }>(
    'SELECT token FROM vendor_estimates WHERE id = $1',
    [id],
  );
  return row?.token ?? null;
}
