import type { Db } from '../types';

// Demo activity: notifications of the demo accounts (sales order 1000001 is inserted by the seed).

// id, user, is_read, is_watching (true = the General tab), short, description, order_no,
// sales order, created_on
export const NOTIFICATIONS = [
  [
    1,
    2,
    false,
    true,
    'New sales order',
    'New sales order 1000001 was placed by Jane Doe.',
    '1000001',
    1,
    '2026-01-05T09:00:00Z',
  ],
  [
    2,
    2,
    false,
    false,
    'Order status changed',
    'Sales order 1000001 moved to In progress.',
    '1000001',
    1,
    '2026-01-05T11:30:00Z',
  ],
  [
    3,
    2,
    false,
    true,
    'Payment received',
    'Payment received for sales order 1000001.',
    '1000001',
    1,
    '2026-01-06T08:15:00Z',
  ],
  [
    4,
    2,
    false,
    false,
    'Vendor update',
    'Fixit Workshop started work on sales order 1000001.',
    '1000001',
    1,
    '2026-01-06T14:45:00Z',
  ],
  [
    5,
    2,
    false,
    true,
    'Estimate requested',
    'A customer asked for an estimate on sales order 1000001.',
    '1000001',
    1,
    '2026-01-07T10:00:00Z',
  ],
  [
    6,
    2,
    false,
    true,
    'Customer message',
    'Jane Doe sent a message about sales order 1000001.',
    '1000001',
    1,
    '2026-01-07T16:20:00Z',
  ],
  [
    7,
    2,
    true,
    true,
    'Welcome',
    'Welcome to the platform, Acme Jewelers.',
    null,
    null,
    '2026-01-01T08:00:00Z',
  ],
  [
    8,
    3,
    false,
    true,
    'New sales order',
    'New sales order 1000001 was placed by Jane Doe.',
    '1000001',
    1,
    '2026-01-05T09:00:00Z',
  ],
  [
    9,
    4,
    false,
    true,
    'Welcome',
    'Welcome to the platform, Globex Jewelry.',
    null,
    null,
    '2026-01-02T08:00:00Z',
  ],
] as const;

/** Seeds the demo notifications inside the demo seed's transaction. */
export async function seedDemoNotifications(tx: Db): Promise<void> {
  for (const n of NOTIFICATIONS) {
    await tx.query(
      `INSERT INTO notifications (id, user_id, is_read, is_watching, short_description, description, order_no,
         notification_sales_order_id, created_on) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
      [...n],
    );
  }
}
