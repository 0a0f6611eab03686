import { randomUUID } from 'node:crypto';
import { listOutbox } from '../src/mail';
import { createTestApi, type Json, type TestApi } from './helpers';
import { CONTACT, orderKit, type OrderKit } from './ordersFixtures';

// An estimate asked for in Spanish that becomes an order: the customer hears of the conversion in
// Spanish, and the order keeps the estimate's language for its own later mails.

let api: TestApi;
let kit: OrderKit;
let owner: string;
beforeAll(async () => {
  api = await createTestApi();
  kit = await orderKit(api);
  owner = (await api.login('owner@acme.test')).access;
}, 60_000);
afterAll(() => api.close());

const EMAIL = 'elena@example.test';
const lastMail = async () => (await listOutbox(api.db, { to: EMAIL }))[0]!;
const move = async (url: string, to: string, version: number) => {
  const res = await kit.call('POST', url, { to, version }, owner);
  expect(res.status).toBe(200);
};

it('the conversion and the order’s later mails go in the language the estimate was asked in', async () => {
  const placed = await api.request({
    method: 'POST',
    url: '/api/v1/estimates?lang=es',
    payload: {
      store_id: 1,
      cart_id: await kit.guestCart(),
      idempotency_key: randomUUID(),
      is_guest: true,
      contact: { ...CONTACT, email: EMAIL },
    },
  });
  expect(placed.status).toBe(201);
  const estimate = placed.body.estimate as Json;
  const url = `/estimates/${estimate.id}/status`;
  await move(url, 'quoted', 1);
  await move(url, 'accepted', 2);
  const converted = await kit.call(
    'POST',
    `/estimates/${estimate.id}/convert`,
    { version: 3 },
    owner,
  );
  expect(converted.status).toBe(201);
  expect((await lastMail()).subject).toBe(
    `Tu presupuesto ${estimate.estimate_no} ahora es un pedido`,
  );

  const [order] = await api.db.query<{
    id: number;
    order_no: string;
    version: number;
  }>('SELECT id, order_no, version FROM sales_orders WHERE id = $1', [
    converted.body.sales_order_id,
  ]);
  await move(`/sales-orders/${order!.id}/status`, 'cancelled', order!.version);
  expect((await lastMail()).subject).toBe(
    `Tu pedido ${order!.order_no} fue cancelado`,
  );
});
