import { randomBytes } from 'node:crypto';
import type { Json, TestApi } from './helpers';

// Fixtures of the account tests: customers, guest carts and outbox reads straight from the database.

export const STRONG_PASSWORD = 'NewPassw0rd';

export const registerBody = (overrides: Record<string, unknown> = {}) => ({
  store_id: 1,
  first_name: 'Sam',
  last_name: 'Smith',
  email: 'sam@example.test',
  password: STRONG_PASSWORD,
  phone: '+1 555 123 4567',
  ...overrides,
});

export async function register(
  api: TestApi,
  overrides: Record<string, unknown> = {},
): Promise<Json> {
  const response = await api.request({
    method: 'POST',
    url: '/api/v1/auth/customer/register',
    payload: registerBody(overrides),
  });
  if (response.status !== 201)
    throw new Error(
      `register: ${response.status} ${JSON.stringify(response.body)}`,
    );
  return response.body;
}

/** A guest cart of the store with one line of a seeded service of that store. */
export async function guestCart(api: TestApi, storeId = 1): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await api.db.query('INSERT INTO carts (id, store_id) VALUES ($1, $2)', [
    id,
    storeId,
  ]);
  await api.db.query(
    `INSERT INTO cart_items (cart_id, service_id, quantity, unit_price)
     SELECT $1, id, 2, price FROM services WHERE store_id = $2 ORDER BY id LIMIT 1`,
    [id, storeId],
  );
  return id;
}

export async function cartLines(api: TestApi, cartId: string) {
  return api.db.query<{ quantity: number }>(
    'SELECT quantity FROM cart_items WHERE cart_id = $1',
    [cartId],
  );
}

export async function count(api: TestApi, table: string): Promise<number> {
  const [row] = await api.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table}`,
  );
  return row!.n;
}

/** The newest outbox mail to this address. */
export async function lastMailTo(api: TestApi, to: string) {
  const [row] = await api.db.query<{
    subject: string;
    text_body: string;
    html_body: string;
  }>(
    'SELECT subject, text_body, html_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
    [to],
  );
  return row ?? null;
}

/** A placed order with one line (straight into the tables of migration 0003). */
export async function createOrder(
  api: TestApi,
  options: {
    storeId?: number;
    customerId?: number | null;
    status?: string;
    createdOn?: string;
  } = {},
) {
  const [order] = await api.db.query<{
    id: number;
    order_no: string;
    feedback_token: string;
  }>(
    `INSERT INTO sales_orders (store_id, customer_id, status, subtotal, total, contact_first_name, contact_last_name,
       contact_email, contact_phone, created_on)
     VALUES ($1, $2, $3, '45.00', '45.00', 'Jane', 'Doe', 'jane@example.test', '217 555 0199', $4)
     RETURNING id, order_no, feedback_token`,
    [
      options.storeId ?? 1,
      options.customerId === undefined ? 1 : options.customerId,
      options.status ?? 'new',
      options.createdOn ?? new Date().toISOString(),
    ],
  );
  await api.db.query(
    `INSERT INTO sales_order_lines (sales_order_id, service_id, service_name, quantity, unit_price, line_total, choices)
     VALUES ($1, NULL, 'Ring Sizing', 1, '45.00', '45.00', $2)`,
    [order!.id, JSON.stringify([{ label: 'Metal', value: 'Gold' }])],
  );
  return order!;
}

/** A requested estimate with one line (tables of migration 0003). */
export async function createEstimate(
  api: TestApi,
  options: {
    storeId?: number;
    customerId?: number | null;
    createdOn?: string;
  } = {},
) {
  const [estimate] = await api.db.query<{ id: number; estimate_no: string }>(
    `INSERT INTO estimates (store_id, customer_id, contact_first_name, contact_last_name, contact_email, notes, subtotal, created_on)
     VALUES ($1, $2, 'Jane', 'Doe', 'jane@example.test', 'Please quote', '45.00', $3) RETURNING id, estimate_no`,
    [
      options.storeId ?? 1,
      options.customerId === undefined ? 1 : options.customerId,
      options.createdOn ?? new Date().toISOString(),
    ],
  );
  await api.db.query(
    `INSERT INTO estimate_lines (estimate_id, service_name, quantity, unit_price, line_total)
     VALUES ($1, 'Ring Sizing', 1, '45.00', '45.00')`,
    [estimate!.id],
  );
  return estimate!;
}
