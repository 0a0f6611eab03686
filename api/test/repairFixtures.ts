import { type Json, type TestApi, createTestApi } from './helpers';

// The repair loop's test kit: the demo's people logged in, a call helper, and counts
// of what a route must (not) have changed. Users: 2 Olivia (Acme owner), 3 Sam (Acme staff,
// Downtown only), 4 Gina (Globex owner), 5 Felix (Fixit owner), 6 Tara (Fixit staff).

export const PEOPLE = {
  owner: ['owner@acme.test', 'portal'],
  staff: ['staff@acme.test', 'portal'],
  globex: ['owner@globex.test', 'portal'],
  admin: ['admin@platform.test', 'portal'],
  fixit: ['owner@fixit.test', 'vendor'],
  fixitStaff: ['staff@fixit.test', 'vendor'],
} as const;
export type Person = keyof typeof PEOPLE | 'jane';

export interface RepairKit {
  api: TestApi;
  tokens: Record<Person, string>;
  call(
    method: string,
    url: string,
    who?: Person,
    payload?: Json,
  ): Promise<{ status: number; body: Json }>;
  count(table: string, where?: string, params?: unknown[]): Promise<number>;
  /** The newest notifications of a user, newest first. */
  notificationsOf(userId: number): Promise<Json[]>;
  /** Mails in the outbox to an address, newest first. */
  mailsTo(address: string): Promise<{ subject: string; text: string }[]>;
  close(): Promise<void>;
}

export async function createRepairKit(): Promise<RepairKit> {
  const api = await createTestApi();
  const tokens = {} as Record<Person, string>;
  for (const [who, [email, kind]] of Object.entries(PEOPLE))
    tokens[who as Person] = (await api.login(email, kind)).access;
  tokens.jane = (
    await api.login('jane@example.test', 'customer', { store_id: 1 })
  ).access;
  const kit: RepairKit = {
    api,
    tokens,
    call: (method, url, who, payload) =>
      api.request({
        method: method as 'GET',
        url: `/api/v1${url}`,
        token: who ? tokens[who] : undefined,
        ...(payload !== undefined ? { payload } : {}),
      }),
    async count(table, where = 'true', params = []) {
      const [row] = await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
        params,
      );
      return row!.n;
    },
    notificationsOf: (userId) =>
      api.db.query(
        'SELECT * FROM notifications WHERE user_id = $1 ORDER BY id DESC',
        [userId],
      ),
    mailsTo: (address) =>
      api.db.query(
        `SELECT subject, text_body AS text FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC`,
        [address],
      ),
    close: () => api.close(),
  };
  return kit;
}

/** Sends line(s) of Acme's order 1 (or another) to Fixit; answers the work order. */
export async function sendToFixit(
  kit: RepairKit,
  orderId = 1,
  extra: Json = {},
): Promise<Json> {
  const [line] = await kit.api.db.query<{ id: number }>(
    'SELECT id FROM sales_order_lines WHERE sales_order_id = $1 ORDER BY id LIMIT 1',
    [orderId],
  );
  const res = await kit.call(
    'POST',
    `/sales-orders/${orderId}/work-orders`,
    'owner',
    {
      vendor_id: 1,
      line_ids: [line!.id],
      instructions: 'Size to 7, polish.',
      due_date: '2026-02-01',
      ...extra,
    },
  );
  if (res.status !== 201)
    throw new Error(`work order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A sales order's status and version as stored. */
export async function stateOf(
  kit: RepairKit,
  table: 'sales_orders' | 'work_orders' | 'estimates',
  id: number,
) {
  const [row] = await kit.api.db.query<{ status: string; version: number }>(
    `SELECT status, version FROM ${table} WHERE id = $1`,
    [id],
  );
  return row!;
}
