import { randomUUID } from 'node:crypto';
import { createFixture, type CartFixture } from './cartFixtures';
import type { Json, TestApi } from './helpers';

// Helpers of the order, estimate and payment tests: a guest cart with known prices and a valid body.

export interface OrderKit {
  api: TestApi;
  fx: CartFixture;
  call(
    method: string,
    url: string,
    payload?: unknown,
    token?: string,
  ): Promise<{ status: number; body: Json }>;
  /** A guest cart of store 1: 2 × (40.00 + Gold 10.00 + Polish 5.00 + Box 1.25) = 112.50. */
  guestCart(): Promise<string>;
  orderBody(cartId: string | undefined, extra?: Record<string, unknown>): Json;
  /** A placed guest order (USPS): answers the order. */
  placeOrder(extra?: Record<string, unknown>): Promise<Json>;
  count(table: string, where?: string): Promise<number>;
}

export const CONTACT = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.test',
  phone: '+1 217 555 0100',
};
export const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_line1: '1 Analytical Way',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
  phone: '217 555 0100',
};

export async function orderKit(api: TestApi): Promise<OrderKit> {
  const fx = await createFixture(api);
  const call: OrderKit['call'] = (method, url, payload, token) =>
    api.request({
      method: method as 'GET',
      url: `/api/v1${url}`,
      ...(payload === undefined ? {} : { payload: payload as Json }),
      token,
    });
  const guestCart = async () => {
    const res = await call('POST', '/add-to-carts', {
      store_id: 1,
      service_id: fx.serviceId,
      quantity: 2,
      answers: { [fx.metal]: 1, [fx.extras]: [3, 4], [fx.note]: 'Hello' },
    });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.data.cart_id as string;
  };
  const orderBody: OrderKit['orderBody'] = (cartId, extra = {}) => ({
    store_id: 1,
    cart_id: cartId,
    idempotency_key: randomUUID(),
    is_guest: true,
    contact: CONTACT,
    shipping_address: ADDRESS,
    carrier_id: 2,
    ...extra,
  });
  return {
    api,
    fx,
    call,
    guestCart,
    orderBody,
    async placeOrder(extra = {}) {
      const res = await call(
        'POST',
        '/orders',
        orderBody(await guestCart(), extra),
      );
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.order;
    },
    async count(table, where = 'true') {
      const [row] = await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
      );
      return row!.n;
    },
  };
}

/**
 * Card payments for the payment tests: a valid test card (with overrides), a POST /payments with a
 * fresh idempotency key, and an order's payment columns. `getKit` reads the suite's kit, which exists
 * only after its beforeAll.
 */
export function paymentHelpers(getKit: () => OrderKit) {
  const nextYear = new Date().getUTCFullYear() + 1;
  const card = (extra: Record<string, unknown> = {}) => ({
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: nextYear,
    cvc: '123',
    name: 'Ada Lovelace',
    ...extra,
  });
  const pay = (
    token: string,
    extra: Record<string, unknown> = {},
    key = randomUUID(),
  ) =>
    getKit().call('POST', '/payments', {
      token,
      idempotency_key: key,
      card: card(extra),
    });
  const orderRow = async (id: number) =>
    (
      await getKit().api.db.query<Json>(
        'SELECT payment_status, paid_on FROM sales_orders WHERE id = $1',
        [id],
      )
    )[0];
  return { card, pay, orderRow };
}

/** GET /order-tracking with the given query (undefined values left out), optionally signed in. */
export const trackOrder = (
  kit: OrderKit,
  query: Record<string, string | number | undefined>,
  token?: string,
) =>
  kit.call(
    'GET',
    `/order-tracking?${new URLSearchParams(
      Object.entries(query).flatMap(([k, v]): [string, string][] =>
        v === undefined ? [] : [[k, String(v)]],
      ),
    )}`,
    undefined,
    token,
  );
