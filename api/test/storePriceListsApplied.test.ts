import { STORE_PRICE_LIST_MESSAGES } from 'shared/contracts/storePriceLists';
import { createTestApi, type Json, type TestApi } from './helpers';
import { orderKit, type OrderKit } from './ordersFixtures';

// A store's price list applied. The seed puts Jane (customer 1) on Acme's list 'Trade'
// (list 1): Watch Battery Replacement (5) 12.50 → 10.00, Watch Band Adjustment (6) 15.00 → 12.00.
// The test's own service 'Test Engraving' (40.00, options) is added to the list as 35.00.

let api: TestApi;
let kit: OrderKit;
let owner: string;
let staff: string;
let globex: string;
let jane: string;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
  owner = (await api.login('owner@acme.test', 'portal')).access;
  staff = (await api.login('staff@acme.test', 'portal')).access;
  globex = (await api.login('owner@globex.test', 'portal')).access;
  jane = (await api.login('jane@example.test', 'customer', { store_id: 1 }))
    .access;
}, 60_000);
afterAll(() => api.close());

const call = (method: string, url: string, token?: string, payload?: Json) =>
  kit.call(method, url, payload, token);
const assigned = async () =>
  api.db.query('SELECT * FROM store_price_list_customers ORDER BY customer_id');

describe('a customer’s price list', () => {
  it('reads and assigns the customer’s list; another store’s customer 404, a foreign list 400', async () => {
    const mine = await call('GET', '/portal/customers/1/price-list', staff);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      price_list: { id: 1, name: 'Trade', is_active: true },
      choices: [{ id: 1, name: 'Trade', is_active: true }],
    });
    const before = await assigned();
    expect(
      (await call('GET', '/portal/customers/1/price-list', globex)).status,
    ).toBe(404);
    const foreignCustomer = await call(
      'PUT',
      '/portal/customers/1/price-list',
      globex,
      { price_list_id: null },
    );
    expect(foreignCustomer.status).toBe(404);
    expect(foreignCustomer.body.message).toBe(
      STORE_PRICE_LIST_MESSAGES.customerNotFound,
    );
    const [theirs] = await api.db.query<{ id: number }>(
      `INSERT INTO store_price_lists (store_id, name) VALUES (2, 'Globex list') RETURNING id`,
    );
    const foreignList = await call(
      'PUT',
      '/portal/customers/1/price-list',
      owner,
      { price_list_id: theirs!.id },
    );
    expect(foreignList.status).toBe(400);
    expect(foreignList.body.errors).toHaveProperty('price_list_id');
    for (const payload of [
      {},
      { price_list_id: 'x' },
      { price_list_id: -1 },
      { price_list_id: 0 },
    ])
      expect(
        (await call('PUT', '/portal/customers/1/price-list', owner, payload))
          .status,
      ).toBe(400);
    expect(await assigned()).toEqual(before);

    const none = await call('PUT', '/portal/customers/1/price-list', owner, {
      price_list_id: null,
    });
    expect(none.body.price_list).toBeNull();
    const back = await call('PUT', '/portal/customers/1/price-list', staff, {
      price_list_id: 1,
    });
    expect(back.body.price_list).toMatchObject({ id: 1 });
  });
});

describe('prices of a customer on a list', () => {
  it('the storefront shows the list’s prices to that customer only', async () => {
    const list = async (token?: string) =>
      (await call('GET', '/stores/1/portal-services', token)).body
        .results as Json[];
    const watch = (services: Json[]) =>
      services.find((s) => s.id === 6) as Json;
    expect(watch(await list(jane))).toMatchObject({
      price: '15.00',
      list_price: '12.00',
    });
    expect(watch(await list())).toMatchObject({ list_price: null });
    expect(watch(await list(owner))).toMatchObject({ list_price: null });
    const one = await call('GET', '/stores/1/portal-services/5', jane);
    expect(one.body).toMatchObject({ price: '12.50', list_price: '10.00' });
    // an inactive list does not apply
    await api.db.query(
      'UPDATE store_price_lists SET is_active = false WHERE id = 1',
    );
    expect(watch(await list(jane)).list_price).toBeNull();
    await api.db.query(
      'UPDATE store_price_lists SET is_active = true WHERE id = 1',
    );
  });

  it('charges the list’s price in the cart and at checkout; a guest pays the normal price', async () => {
    const [entry] = await api.db.query<{ version: number }>(
      'SELECT version FROM store_price_lists WHERE id = 1',
    );
    const saved = await call('PUT', '/store-price-lists/1', owner, {
      version: entry!.version,
      name: 'Trade',
      entries: [
        { service_id: 5, price: '10.00' },
        { service_id: 6, price: '12.00' },
        { service_id: kit.fx.serviceId, price: '35' },
      ],
    });
    expect(saved.status).toBe(200);
    const added = await call('POST', '/add-to-carts', jane, {
      store_id: 1,
      service_id: kit.fx.serviceId,
      quantity: 2,
      // Gold 10.00 + Polish 5.00 on top of the list's 35.00
      answers: { [kit.fx.metal]: 1, [kit.fx.extras]: [3] },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.item).toMatchObject({
      unit_price: '50.00',
      line_total: '100.00',
    });
    const [address] = await api.db.query<{ id: number }>(
      `INSERT INTO customer_addresses (customer_id, first_name, last_name, address_line1, city, state, zip, country)
       VALUES (1, 'Jane', 'Doe', '5 Elm Street', 'Springfield', 'IL', '62704', 'US') RETURNING id`,
    );
    const order = await call(
      'POST',
      '/orders',
      jane,
      kit.orderBody(undefined, {
        is_guest: false,
        shipping_address: undefined,
        address_id: address!.id,
      }),
    );
    expect(order.status).toBe(201);
    expect(order.body.order).toMatchObject({ subtotal: '100.00' });
    const lines = await api.db.query(
      'SELECT unit_price::text, line_total::text FROM sales_order_lines WHERE sales_order_id = $1',
      [order.body.order.id],
    );
    expect(lines).toEqual([{ unit_price: '50.00', line_total: '100.00' }]);

    // a guest (the kit's cart: 2 × (40.00 + 10.00 + 5.00 + 1.25)) pays the service's own price
    const guest = await kit.placeOrder();
    expect(guest.subtotal).toBe('112.50');
  });

  it('a guest’s cart takes the list’s prices when Jane signs in with it', async () => {
    // The list (as the test above saved it): Watch Band Adjustment 12.00, Test Engraving 35.00.
    const add = (cartId: string | undefined, body: Json) =>
      call('POST', '/add-to-carts', undefined, {
        store_id: 1,
        ...(cartId ? { cart_id: cartId } : {}),
        ...body,
      });
    const band = await add(undefined, { service_id: 6, quantity: 2 });
    expect(band.body.data.item).toMatchObject({ unit_price: '15.00' });
    const cartId = band.body.data.cart_id as string;
    const engraving = await add(cartId, {
      service_id: kit.fx.serviceId,
      answers: { [kit.fx.metal]: 1, [kit.fx.extras]: [3] },
    });
    expect(engraving.body.data.item).toMatchObject({ unit_price: '55.00' });
    const [unlisted] = await api.db.query<{ id: number }>(
      `SELECT s.id FROM services s WHERE s.store_id = 1 AND s.is_active
         AND NOT EXISTS (SELECT 1 FROM service_options o WHERE o.service_id = s.id AND o.is_required)
         AND s.id NOT IN (SELECT service_id FROM store_price_list_entries WHERE price_list_id = 1)
       ORDER BY s.id LIMIT 1`,
    );
    const other = await add(cartId, { service_id: unlisted!.id });
    expect(other.status).toBe(201);

    const signedIn = await api.login('jane@example.test', 'customer', {
      store_id: 1,
      cart_id: cartId,
    });
    const cart = await call('GET', '/carts?customer_id=1', signedIn.access);
    expect(cart.status).toBe(200);
    const items = cart.body.data.items as Json[];
    expect(items).toHaveLength(3); // the order above emptied Jane's own cart
    const line = (serviceId: number) =>
      items.find((i) => i.service.id === serviceId);
    expect(line(6)).toMatchObject({ unit_price: '12.00', line_total: '24.00' });
    // the options still add their costs to the list's price
    expect(line(kit.fx.serviceId)).toMatchObject({ unit_price: '50.00' });
    expect(line(unlisted!.id)).toMatchObject({
      unit_price: other.body.data.item.unit_price,
    });
  });
});
