import { DISCOUNT_MESSAGES } from 'shared/contracts/discounts';
import { createTestApi, type Json, type TestApi } from './helpers';
import { orderKit, paymentHelpers, type OrderKit } from './ordersFixtures';

// Nobody can burn a store's codes with orders they never pay: a use counts once its order is
// paid, an unpaid order that is cancelled holds none, and "once per customer" is about the
// signed-in customer's paid orders, not about an email anyone can type at a guest checkout.

let api: TestApi;
let kit: OrderKit;
let owner: string;
let jane: string;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
  owner = (await api.login('owner@acme.test', 'portal')).access;
  jane = (await api.login('jane@example.test', 'customer', { store_id: 1 }))
    .access;
}, 60_000);
afterAll(() => api.close());

const { pay } = paymentHelpers(() => kit);
const addCode = async (over: Json) => {
  const res = await kit.call(
    'POST',
    '/portal/discounts',
    {
      kind: 'fixed',
      value: '5',
      is_active: true,
      once_per_customer: false,
      ...over,
    },
    owner,
  );
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
};
const check = (cartId: string, code: string, token?: string) =>
  kit.call(
    'POST',
    '/discounts/check',
    { store_id: 1, cart_id: cartId, code, email: 'jane@example.test' },
    token,
  );
const JANE = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.test',
  phone: '+1 217 555 0100',
};

const fillJanesCart = async () => {
  const added = await kit.call(
    'POST',
    '/add-to-carts',
    {
      store_id: 1,
      service_id: kit.fx.serviceId,
      quantity: 1,
      answers: { [kit.fx.metal]: 1, [kit.fx.extras]: [], [kit.fx.note]: '' },
    },
    jane,
  );
  expect(added.status).toBe(201);
};

it("an anonymous unpaid order does not use up a one-use code, nor does it after it's cancelled", async () => {
  await addCode({ code: 'ONLY1', usage_limit: 1 });
  const order = await kit.placeOrder({ discount_code: 'ONLY1' });
  expect(order.discount).toEqual({ code: 'ONLY1', amount: '5.00' });
  const cartId = await kit.guestCart();
  expect((await check(cartId, 'ONLY1')).status).toBe(200);
  const cancelled = await kit.call(
    'POST',
    `/sales-orders/${order.id}/status`,
    { to: 'cancelled', version: 1 },
    owner,
  );
  expect(cancelled.status).toBe(200);
  expect((await check(cartId, 'ONLY1')).status).toBe(200);
  // paid, it counts: the next buyer is refused
  const second = await kit.placeOrder({ discount_code: 'ONLY1' });
  expect((await pay(second.token)).status).toBe(201);
  const refused = await check(cartId, 'ONLY1');
  expect(refused.status).toBe(409);
  expect(refused.body.errors).toEqual({
    discount_code: DISCOUNT_MESSAGES.limitReached,
  });
});

it("a guest order with a customer's email does not lock that customer out of a once-per-customer code", async () => {
  await addCode({ code: 'ONCEEACH', once_per_customer: true });
  const guest = await kit.placeOrder({
    discount_code: 'ONCEEACH',
    contact: JANE,
  });
  expect((await pay(guest.token)).status).toBe(201);
  const [address] = await api.db.query<{ id: number }>(
    'SELECT id FROM customer_addresses WHERE customer_id = 1 ORDER BY id LIMIT 1',
  );
  await fillJanesCart();
  // her own paid order does count (below); the guest's did not
  const cartId = await kit.guestCart();
  const janes = await check(cartId, 'ONCEEACH', jane);
  expect(janes.status).toBe(200);

  const placed = await kit.call(
    'POST',
    '/orders',
    kit.orderBody(undefined, {
      is_guest: false,
      shipping_address: undefined,
      address_id: address!.id,
      contact: JANE,
      discount_code: 'ONCEEACH',
    }),
    jane,
  );
  expect(placed.status).toBe(201);
  expect((await pay(placed.body.order.token)).status).toBe(201);
  await fillJanesCart();
  const again = await check(cartId, 'ONCEEACH', jane);
  expect(again.status).toBe(409);
  expect(again.body.errors).toEqual({
    discount_code: DISCOUNT_MESSAGES.alreadyUsed,
  });
});
