import type { InjectOptions } from 'fastify';
import type { Db } from '../../src/db/types';
import type { TestApi } from '../helpers';
import { createEstimate } from '../accountsFixtures';
import { DEMO_PASSWORD } from '../helpers';

// The nine kinds of caller of the authorization matrix, logged in once per run, and the records
// the rows name (Acme's unless said otherwise), read from the seeded database.

export const CALLERS = [
  'anonymous',
  'customerAcme',
  'customerGlobex',
  'staffOneLocation',
  'storeOwner',
  'otherStoreOwner',
  'vendorOwner',
  'vendorStaff',
  'superAdmin',
] as const;
export type Caller = (typeof CALLERS)[number];

const LOGINS: Record<
  Exclude<Caller, 'anonymous'>,
  [string, 'portal' | 'vendor' | 'customer', object?]
> = {
  customerAcme: ['jane@example.test', 'customer', { store_id: 1 }],
  customerGlobex: ['matrix-globex@example.test', 'customer', { store_id: 2 }],
  staffOneLocation: ['staff@acme.test', 'portal'],
  storeOwner: ['owner@acme.test', 'portal'],
  otherStoreOwner: ['owner@globex.test', 'portal'],
  vendorOwner: ['owner@fixit.test', 'vendor'],
  vendorStaff: ['staff@fixit.test', 'vendor'],
  superAdmin: ['admin@platform.test', 'portal'],
};

export interface Fixtures {
  /** Acme's sales order 1000001, at the staff member's location. */
  order: { id: number; orderNo: string; token: string; feedbackToken: string };
  estimate: { id: number; token: string };
  janeAddressId: number;
  notificationId: number;
  serviceId: number;
  /** A work order of order 1000001, sent to Fixit (vendor 1, linked to Acme). */
  workOrderId: number;
}

export interface MatrixContext {
  api: TestApi;
  tokens: Record<Caller, string | undefined>;
  fixtures: Fixtures;
}

const one = async <T>(
  db: Db,
  sql: string,
  params: unknown[] = [],
): Promise<T> => {
  const rows = await db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`matrix fixture missing: ${sql}`);
  return rows[0];
};

export async function loginAll(
  api: TestApi,
): Promise<Record<Caller, string | undefined>> {
  const register = await api.request({
    method: 'POST',
    url: '/api/v1/auth/customer/register',
    payload: {
      store_id: 2,
      first_name: 'Gina',
      last_name: 'Globex',
      email: 'matrix-globex@example.test',
      password: DEMO_PASSWORD,
    },
  });
  if (register.status !== 201 && register.status !== 200)
    throw new Error(
      `register: ${register.status} ${JSON.stringify(register.body)}`,
    );
  const tokens = { anonymous: undefined } as Record<Caller, string | undefined>;
  for (const [caller, [email, kind, extra]] of Object.entries(LOGINS))
    tokens[caller as Caller] = (
      await api.login(email, kind, extra as Record<string, unknown>)
    ).access;
  return tokens;
}

export async function loadFixtures(api: TestApi): Promise<Fixtures> {
  const { db } = api;
  await createEstimate(api, { customerId: 1 });
  const order = await one<{
    id: number;
    order_no: string;
    token: string;
    feedback_token: string;
    location_id: number;
  }>(
    db,
    "SELECT id, order_no, token, feedback_token FROM sales_orders WHERE order_no = '1000001'",
  );
  const estimate = await one<{ id: number; token: string }>(
    db,
    'SELECT id, token FROM estimates WHERE store_id = 1 ORDER BY id LIMIT 1',
  );
  const address = await one<{ id: number }>(
    db,
    "SELECT a.id FROM customer_addresses a JOIN customers c ON c.id = a.customer_id JOIN users u ON u.id = c.user_id WHERE u.email = 'jane@example.test' ORDER BY a.id LIMIT 1",
  );
  const notification = await one<{ id: number }>(
    db,
    "SELECT n.id FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = 'owner@acme.test' ORDER BY n.id LIMIT 1",
  );
  const service = await one<{ id: number }>(
    db,
    'SELECT id FROM services WHERE store_id = 1 ORDER BY id LIMIT 1',
  );
  const workOrder = await one<{ id: number }>(
    db,
    `INSERT INTO work_orders (store_id, sales_order_id, vendor_id, work_order_no, instructions)
     VALUES (1, $1, 1, '1000001-9', 'Matrix') RETURNING id`,
    [order.id],
  );
  return {
    order: {
      id: order.id,
      orderNo: order.order_no,
      token: order.token,
      feedbackToken: order.feedback_token,
    },
    estimate,
    janeAddressId: address.id,
    notificationId: notification.id,
    serviceId: service.id,
    workOrderId: workOrder.id,
  };
}

/** One request of the matrix: the row's request with the caller's bearer token. */
export const withToken = (
  options: InjectOptions,
  token: string | undefined,
): InjectOptions => ({
  ...options,
  headers: {
    ...(options.headers ?? {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
});
