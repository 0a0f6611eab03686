import { MESSAGES, NAME_PATTERN } from 'shared/validation';
import { registerBody } from './accountsFixtures';
import { createTestApi, type Json, type TestApi } from './helpers';
import { ADDRESS, CONTACT, orderKit, type OrderKit } from './ordersFixtures';
import { callerOf } from './vendorFixtures';

// Names in any script: the one person-name rule of shared/validation, on the api's own checks
// (orders, customer registration) and on its JSON schemas (ajv patterns in unicode mode).

let api: TestApi;
let kit: OrderKit;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
}, 60_000);
afterAll(() => api.close());

const NAMES = [
  { first_name: 'Zoë', last_name: 'Ñúñez' },
  { first_name: 'Иван', last_name: 'Петров' },
  { first_name: '李雷', last_name: '韩梅梅' },
  // The accents as combining marks: stored as written, not normalised.
  { first_name: 'Zoe\u0308', last_name: 'N\u0303u\u0301n\u0303ez' },
];
const email = (i: number, kind: string) => `names-${kind}-${i}@example.test`;

describe('a guest order', () => {
  it.each(NAMES.map((name, i) => [name, i] as const))(
    '(%#) accepts %j and keeps it as written',
    async (name, i) => {
      const contact = { ...CONTACT, ...name, email: email(i, 'order') };
      const order = await kit.placeOrder({
        contact,
        shipping_address: { ...ADDRESS, ...name },
      });
      expect(order.contact).toEqual(contact);
      expect(order.shipping_address).toMatchObject(name);
      const [row] = await api.db.query<{ first: string; last: string }>(
        `SELECT contact_first_name AS first, contact_last_name AS last
         FROM sales_orders WHERE id = $1`,
        [order.id],
      );
      expect(row).toEqual({ first: name.first_name, last: name.last_name });
    },
  );

  it('refuses "R2D2" with the spec message and stores nothing', async () => {
    const cartId = await kit.guestCart();
    const before = await kit.count('sales_orders');
    const res = await kit.call(
      'POST',
      '/orders',
      kit.orderBody(cartId, {
        contact: { ...CONTACT, first_name: 'R2D2', last_name: 'Zoë 😀' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      'contact.first_name': MESSAGES.name,
      'contact.last_name': MESSAGES.name,
    });
    expect(await kit.count('sales_orders')).toBe(before);
    const cart = await kit.call('GET', `/carts?cart_id=${cartId}`);
    expect(cart.body.data.items).toHaveLength(1);
  });
});

describe('a customer registration', () => {
  const register = (body: Json) =>
    api.request({
      method: 'POST',
      url: '/api/v1/auth/customer/register',
      payload: body,
    });

  it.each(NAMES.map((name, i) => [name, i] as const))(
    '(%#) accepts %j and keeps it as written',
    async (name, i) => {
      const res = await register(
        registerBody({ ...name, email: email(i, 'account') }),
      );
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject(name);
      const me = await api.request({
        method: 'GET',
        url: '/api/v1/customers/me',
        token: res.body.access,
      });
      expect(me.body).toMatchObject(name);
    },
  );

  it('refuses "R2D2" with the spec message and creates no account', async () => {
    const res = await register(
      registerBody({ first_name: 'R2D2', email: 'r2d2@example.test' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ first_name: MESSAGES.name });
    expect(await kit.count('users', "email = 'r2d2@example.test'")).toBe(0);
  });
});

describe('a JSON schema pattern (the vendor adds a customer)', () => {
  const call = callerOf(() => api);

  it('accepts a name in any script and refuses "R2D2" with the spec message', async () => {
    const owner = (await api.login('owner@fixit.test', 'vendor')).access;
    const added = await call('POST', '/vendor/customers', owner, {
      first_name: 'Иван',
      last_name: '李雷',
      email: 'ivan.names@example.test',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ first_name: 'Иван', last_name: '李雷' });
    const refused = await call('POST', '/vendor/customers', owner, {
      first_name: 'R2D2',
      last_name: '李',
      email: 'r2d2.vendor@example.test',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      first_name: MESSAGES.name,
      last_name: MESSAGES.name,
    });
    expect(
      await kit.count('vendor_customers', "email = 'r2d2.vendor@example.test'"),
    ).toBe(0);
  });
});

it('the OpenAPI document still builds and carries the one name pattern', async () => {
  const res = await api.request({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.status).toBe(200);
  const body =
    res.body.paths['/api/v1/vendor/customers'].post.requestBody.content[
      'application/json'
    ].schema;
  expect(body.properties.first_name.pattern).toBe(NAME_PATTERN);
  expect(new RegExp(NAME_PATTERN, 'u').test('李雷')).toBe(true);
});

describe("the store's edit of a sales order's contact", () => {
  it('takes a name in any script and refuses "R2D2" with the spec message', async () => {
    const owner = (await api.login('owner@acme.test')).access;
    const order = await kit.placeOrder();
    const edit = (version: number, first_name: string) =>
      api.request({
        method: 'PATCH',
        url: `/api/v1/sales-orders/${order.id}`,
        token: owner,
        payload: {
          version,
          contact: { ...CONTACT, first_name, last_name: 'Петров' },
        },
      });
    const [row] = await api.db.query<{ version: number }>(
      'SELECT version FROM sales_orders WHERE id = $1',
      [order.id],
    );
    const version = row!.version;
    const refused = await edit(version, 'R2D2');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'contact.first_name': MESSAGES.name,
    });
    const saved = await edit(version, '李雷');
    expect(saved.status).toBe(200);
    expect(saved.body.contact).toMatchObject({
      first_name: '李雷',
      last_name: 'Петров',
    });
  });
});
