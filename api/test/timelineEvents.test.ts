import { createTestApi, type TestApi } from './helpers';
import { orderKit, paymentHelpers, type OrderKit } from './ordersFixtures';

// A sales order's timeline starts where the order is made: the storefront's order, its
// payment and the store's charges write their events; the OpenAPI document shows the new routes
// with their schemas.

let api: TestApi;
let kit: OrderKit;
let owner: string;
const { pay } = paymentHelpers(() => kit);
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
  owner = (await api.login('owner@acme.test')).access;
});
afterAll(() => api.close());

const timeline = async (orderId: number) =>
  (await kit.call('GET', `/sales-orders/${orderId}/events`, undefined, owner))
    .body as {
    kind: string;
    body: string;
    actor: string;
    charge_id: number | null;
  }[];

it('placing, paying and charging an order each write a timeline event', async () => {
  const order = await kit.placeOrder();
  expect(await timeline(order.id)).toEqual([
    expect.objectContaining({
      kind: 'created',
      body: 'Placed on the storefront',
      actor: 'customer',
    }),
  ]);
  expect((await pay(order.token)).status).toBe(201);
  const charge = await kit.call(
    'POST',
    `/sales-orders/${order.id}/charges`,
    { kind: 'additional', amount: '9.99', reason: 'Engraving' },
    owner,
  );
  expect(charge.status).toBe(201);
  expect((await pay(charge.body.token)).status).toBe(201);
  expect(
    (await timeline(order.id)).map(({ kind, body, actor, charge_id }) => ({
      kind,
      body,
      actor,
      charge_id,
    })),
  ).toEqual([
    {
      kind: 'created',
      body: 'Placed on the storefront',
      actor: 'customer',
      charge_id: null,
    },
    { kind: 'payment', body: 'Paid', actor: 'customer', charge_id: null },
    {
      kind: 'charge',
      body: 'Additional charge of $9.99 requested: Engraving',
      actor: 'store',
      charge_id: charge.body.id,
    },
    {
      kind: 'payment',
      body: 'Charge paid',
      actor: 'customer',
      charge_id: charge.body.id,
    },
  ]);
  const tracking = await kit.call(
    'GET',
    `/order-tracking?order_no=${order.order_no}&store_id=1&email=ada@example.test`,
  );
  expect(tracking.body.steps.map((s: { label: string }) => s.label)).toEqual([
    'Order placed',
    'Paid',
    'Additional payment received',
  ]);
});

it('the OpenAPI document lists the repair routes with their schemas', async () => {
  const doc = (await kit.call('GET', '/openapi.json')).body;
  const list = doc.paths['/api/v1/sales-orders'].get;
  expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
    expect.arrayContaining([
      'status',
      'location_id',
      'search',
      'ordering',
      'page',
      'page_size',
    ]),
  );
  expect(
    list.responses['200'].content['application/json'].schema.properties,
  ).toHaveProperty('status_counts');
  const move = doc.paths['/api/v1/work-orders/{id}/status'].post;
  expect(move.requestBody.content['application/json'].schema.required).toEqual([
    'to',
    'version',
  ]);
  expect(doc.paths).toHaveProperty([
    '/api/v1/vendor/scan/{store_id}/{vendor_id}/{order_no}',
  ]);
});
