import { vendorOrderLabel } from 'shared/contracts/vendorSales';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import {
  insertNotifications,
  type NotificationRow,
  vendorAudience,
} from '../notifications';
import { actorNameOf } from './vendorSales';

// The vendor's own sales orders ring the bell of the vendor's other users for what happens to them
// besides a move (vendorSalesLive.ts rings moves): a new order, an edit of its lines, a note, an
// import. Never the author's own bell, as for every other bell item. Inside the write's
// transaction; the caller publishes the rows with publishVendorChange after commit.

export type VendorOrderHappening =
  { what: 'created' } | { what: 'edited'; summary: string } | { what: 'note' };

const WORDS = {
  created: (number: string, by: string) => ({
    short_description: 'New sales order',
    description: `Sales order ${number} was created${by ? ` by ${by}` : ''}.`,
  }),
  edited: (number: string, by: string, summary = '') => ({
    short_description: 'Sales order edited',
    description: `Sales order ${number} was edited${by ? ` by ${by}` : ''}${summary ? `: ${summary}` : ''}.`,
  }),
  note: (number: string, by: string) => ({
    short_description: 'Note on a sales order',
    description: `${by || 'Someone'} added a note to sales order ${number}.`,
  }),
} as const;

/** The vendor's users but the author. */
const teamBut = async (tx: Db, vendorId: number, author: Principal) =>
  (await vendorAudience(tx, vendorId)).filter(
    (userId) => userId !== author.user.id,
  );

/** One bell item per other user of the vendor about one of its own sales orders. */
export async function ringVendorOrder(
  tx: Db,
  order: { id: number; vendorId: number; author: Principal },
  happening: VendorOrderHappening,
): Promise<NotificationRow[]> {
  const [row] = await tx.query<{ order_no: number }>(
    'SELECT order_no FROM vendor_sales_orders WHERE id = $1 AND vendor_id = $2',
    [order.id, order.vendorId],
  );
  if (!row) return [];
  const number = vendorOrderLabel(row.order_no);
  const by = actorNameOf(order.author);
  const words =
    happening.what === 'edited'
      ? WORDS.edited(number, by, happening.summary)
      : WORDS[happening.what](number, by);
  return insertNotifications(
    tx,
    await teamBut(tx, order.vendorId, order.author),
    {
      ...words,
      order_no: number,
      is_watching: true,
      vendor_sales_order_id: order.id,
    },
  );
}

/** One bell item per other user of the vendor for a whole import (not one per imported order). */
export async function ringVendorImport(
  tx: Db,
  vendorId: number,
  author: Principal,
  count: number,
): Promise<NotificationRow[]> {
  if (count === 0) return [];
  const by = actorNameOf(author);
  const orders = `${count} sales order${count === 1 ? '' : 's'}`;
  return insertNotifications(tx, await teamBut(tx, vendorId, author), {
    short_description: 'Sales orders imported',
    description: `${orders} imported${by ? ` by ${by}` : ''}.`,
    order_no: null,
    is_watching: true,
  });
}
