import { createTestApi, type TestApi } from './helpers';

// A move is done once it commits: a mail server and a push server that cannot be
// reached (nothing listens on port 1) neither fail it nor undo it.

let api: TestApi;
let owner: string;
beforeAll(async () => {
  api = await createTestApi({
    mail: { smtpUrl: 'smtp://127.0.0.1:1' },
    push: { host: '127.0.0.1', port: 1, secret: 'x'.repeat(40) },
  });
  owner = (await api.login('owner@acme.test')).access;
});
afterAll(() => api.close());

it('moves the order and answers 200 when neither the mail nor the push can be sent', async () => {
  const res = await api.request({
    method: 'POST',
    url: '/api/v1/sales-orders/1/status',
    token: owner,
    payload: { to: 'ready', version: 1 },
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ status: 'ready', version: 2 });
  const [row] = await api.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications WHERE notification_sales_order_id = 1
       AND short_description = 'Sales order ready for pickup'`,
  );
  // The bell's rows are there for the next load, though the push failed.
  expect(row!.n).toBe(1);
});
