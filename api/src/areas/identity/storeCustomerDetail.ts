import {
  type CustomerAddress,
  type CustomerDetail,
  type CustomerOrder,
  type CustomerTimelineEntry,
} from 'shared/contracts/customers';
import type { Db } from '../../db/types';
import { usedDiscounts } from './customerDiscounts';
import { iso, locationOf, money } from '../../platform/wire';
import {
  loadCustomerRow,
  ordersOf,
  toListItem,
  type CustomerScope,
} from './storeCustomers';

// One of the store's customers as the portal's detail shows it: the figures of the list, the
// addresses, the newest orders the caller may see, the discounts used and a timeline of comments
// and orders.

/** How many of the newest orders the detail lists. */
export const ORDERS_SHOWN = 50;

interface OrderRow {
  id: number;
  order_no: string;
  status: string;
  payment_status: string;
  total: string;
  created_on: Date;
  location_id: number | null;
  location_name: string | null;
}

const toOrder = (row: OrderRow): CustomerOrder => ({
  id: row.id,
  order_no: row.order_no,
  status: row.status,
  payment_status: row.payment_status,
  total: money(row.total),
  created_on: iso(row.created_on),
  location: locationOf(row.location_id, row.location_name),
});

/** One customer with addresses, newest orders and timeline; 404 when not the caller's store's. */
export async function loadCustomer(
  db: Db,
  scope: CustomerScope,
  id: number,
): Promise<CustomerDetail> {
  const row = await loadCustomerRow(db, scope, id);
  const params: unknown[] = [id];
  const orderRows = await db.query<OrderRow>(
    `SELECT o.id, o.order_no, o.status, o.payment_status, o.total::text AS total, o.created_on,
       o.location_id, l.name AS location_name
     FROM customers c JOIN sales_orders o ON ${ordersOf(scope, params)}
     LEFT JOIN locations l ON l.id = o.location_id
     WHERE c.id = $1 ORDER BY o.created_on DESC, o.id DESC LIMIT ${ORDERS_SHOWN}`,
    params,
  );
  const addresses = await db.query<CustomerAddress>(
    `SELECT id, first_name, last_name, address_line1, address_line2, city, state, zip, country,
       phone, is_default
     FROM customer_addresses WHERE customer_id = $1 ORDER BY is_default DESC, id`,
    [id],
  );
  const comments = await db.query<{
    id: number;
    body: string;
    author_name: string;
    created_on: Date;
  }>(
    `SELECT id, body, author_name, created_on FROM customer_comments
     WHERE customer_id = $1 ORDER BY created_on DESC, id DESC LIMIT 200`,
    [id],
  );
  const orders = orderRows.map(toOrder);
  const usedParams: unknown[] = [id];
  const used = await usedDiscounts(db, ordersOf(scope, usedParams), usedParams);
  const timeline: CustomerTimelineEntry[] = [
    ...comments.map((c) => ({
      id: `comment-${c.id}`,
      kind: 'comment' as const,
      body: c.body,
      author_name: c.author_name,
      created_on: iso(c.created_on),
      order: null,
    })),
    ...orders.map((o) => ({
      id: `order-${o.id}`,
      kind: 'order' as const,
      body: `Placed order ${o.order_no} (${o.total})`,
      author_name: '',
      created_on: o.created_on,
      order: { id: o.id, order_no: o.order_no },
    })),
    {
      id: 'created',
      kind: 'created' as const,
      body: row.has_account
        ? 'Customer created'
        : 'Customer created in the portal',
      author_name: '',
      created_on: iso(row.created_on),
      order: null,
    },
  ].sort((a, b) => b.created_on.localeCompare(a.created_on));
  return {
    ...toListItem(row),
    version: row.version,
    addresses,
    orders,
    timeline,
    used_discounts: used,
  };
}
