import { type Json, type TestApi, createTestApi } from './helpers';
import { ADDRESS, CONTACT, orderKit, type OrderKit } from './ordersFixtures';

let api: TestApi;
let kit: OrderKit;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
});
afterAll(() => api.close());

const post = (body: Json, token?: string) =>
  kit.call('POST', '/orders', body, token);

describe('POST /orders validation changes nothing', () => {
  const rejects = async (
    body: Json,
    errors: Record<string, string>,
    token?: string,
  ) => {
    const before = {
      orders: await kit.count('sales_orders'),
      items: await kit.count('cart_items'),
    };
    const res = await post(body, token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors).toEqual(errors);
    expect(await kit.count('sales_orders')).toBe(before.orders);
    expect(await kit.count('cart_items')).toBe(before.items);
  };

  it('contact, address and shipping messages of the spec', async () => {
    expect.hasAssertions();
    const cartId = await kit.guestCart();
    await rejects(
      kit.orderBody(cartId, {
        contact: {
          first_name: 'J',
          last_name: '',
          email: 'nope',
          phone: 'call me',
        },
        shipping_address: undefined,
        carrier_id: undefined,
      }),
      {
        'contact.first_name': 'Please enter 2 to 30 letters and spaces only',
        'contact.last_name': 'This field is required.',
        'contact.email': 'Please enter a valid email address',
        'contact.phone': 'Please enter a valid phone number',
        shipping_address: 'Please add address to continue.',
        carrier_id: 'Please select shipping method to continue.',
      },
    );
    await rejects(
      kit.orderBody(cartId, {
        contact: { ...CONTACT, first_name: 'Ada1', last_name: 'L'.repeat(31) },
        shipping_address: {
          ...ADDRESS,
          city: ' ',
          zip: '',
          country: 'USA',
          phone: '12',
        },
      }),
      {
        'contact.first_name': 'Please enter 2 to 30 letters and spaces only',
        'contact.last_name': 'Please enter 2 to 30 letters and spaces only',
        'shipping_address.city': 'This field is required.',
        'shipping_address.zip': 'This field is required.',
        'shipping_address.country': 'Please enter a 2-letter country code',
        'shipping_address.phone': 'Please enter a valid phone number',
      },
    );
  });

  it('an empty cart, a missing guest flag, a missing key', async () => {
    expect.hasAssertions();
    const cartId = await kit.guestCart();
    await post(kit.orderBody(cartId));
    await rejects(kit.orderBody(cartId), { cart: 'Your cart is empty.' });
    await rejects(kit.orderBody(await kit.guestCart(), { is_guest: false }), {
      is_guest: 'Log in or check out as a guest.',
    });
    await rejects(kit.orderBody(undefined), { cart: 'Your cart is empty.' });
    await rejects(
      kit.orderBody(await kit.guestCart(), { idempotency_key: undefined }),
      {
        idempotency_key: 'This field is required.',
      },
    );
  });
});

describe('POST /orders tenancy and customers', () => {
  it("another store's cart is not found; an inactive store is 403; portal users may not order", async () => {
    const cartId = await kit.guestCart();
    const other = await post(kit.orderBody(cartId, { store_id: 2 }));
    expect(other).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Cart not found.' },
    });
    const inactive = await post(kit.orderBody(cartId, { store_id: 3 }));
    expect(inactive).toMatchObject({
      status: 403,
      body: { code: 'STORE.INACTIVE' },
    });
    const owner = (await api.login('owner@acme.test')).access;
    expect((await post(kit.orderBody(cartId), owner)).status).toBe(403);
    expect(await kit.count('cart_items', `cart_id = '${cartId}'`)).toBe(1);
  });

  it('a customer orders from their own cart, with one of their saved addresses', async () => {
    const jane = (
      await api.login('jane@example.test', 'customer', { store_id: 1 })
    ).access;
    await kit.call(
      'POST',
      '/add-to-carts',
      {
        store_id: 1,
        service_id: kit.fx.serviceId,
        answers: { [kit.fx.metal]: 2 },
      },
      jane,
    );
    const [mine] = await api.db.query<{ id: number }>(
      `INSERT INTO customer_addresses (customer_id, first_name, last_name, address_line1, city, state, zip, country, phone)
       VALUES (1, 'Jane', 'Doe', '5 Elm Street', 'Springfield', 'IL', '62704', 'US', NULL) RETURNING id`,
    );
    const [user] = await api.db.query<{ id: number }>(
      `INSERT INTO users (kind, email, password_hash, role_id, store_id) VALUES ('customer', 'x@example.test', '-', 1, 1) RETURNING id`,
    );
    const [customer] = await api.db.query<{ id: number }>(
      `INSERT INTO customers (store_id, user_id, email) VALUES (1, $1, 'x@example.test') RETURNING id`,
      [user!.id],
    );
    const [theirs] = await api.db.query<{ id: number }>(
      `INSERT INTO customer_addresses (customer_id, first_name, last_name, address_line1, city, state, zip)
       VALUES ($1, 'Max', 'Other', '9 Oak Road', 'Chicago', 'IL', '60601') RETURNING id`,
      [customer!.id],
    );
    const body = (addressId: number) =>
      kit.orderBody(undefined, {
        is_guest: false,
        shipping_address: undefined,
        address_id: addressId,
        carrier_id: 1,
      });
    const refused = await post(body(theirs!.id), jane);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      address_id: 'This address was not found in your account.',
    });
    const res = await post(body(mine!.id), jane);
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({
      is_guest: false,
      shipping_address: {
        address_line1: '5 Elm Street',
        zip: '62704',
        country: 'US',
      },
      subtotal: '42.50',
      total: '57.50',
    });
    const [row] = await api.db.query(
      'SELECT customer_id FROM sales_orders WHERE id = $1',
      [res.body.order.id],
    );
    expect(row).toEqual({ customer_id: 1 });
    const cart = await kit.call('GET', '/carts?customer_id=1', undefined, jane);
    expect(cart.body.data.items).toEqual([]);
  });
});
