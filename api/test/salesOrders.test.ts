import { type Json, type TestApi, createTestApi } from './helpers';

let api: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await createTestApi();
  for (const email of [
    'owner@acme.test',
    'staff@acme.test',
    'owner@globex.test',
    'admin@platform.test',
  ])
    tokens[email] = (await api.login(email)).access;
  tokens.jane = (
    await api.login('jane@example.test', 'customer', { store_id: 1 })
  ).access;
});
afterAll(() => api.close());

const call = (method: string, url: string, token?: string, payload?: Json) =>
  api.request({
    method: method as 'GET',
    url: `/api/v1${url}`,
    token,
    ...(payload ? { payload } : {}),
  });

describe('GET /sales-orders/{id}', () => {
  it('the store owner, staff of the store and the super admin read the order with its customer', async () => {
    for (const who of [
      'owner@acme.test',
      'staff@acme.test',
      'admin@platform.test',
    ]) {
      const res = await call('GET', '/sales-orders/1', tokens[who]);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: 1,
        order_no: '1000001',
        total: '75.00',
        customer: { id: 1, first_name: 'Jane', last_name: 'Doe' },
        charges: [{ kind: 'additional' }, { kind: 'extra' }],
      });
    }
  });

  it('another store and a missing order are 404; a customer, no token and no view permission are refused', async () => {
    const missing = await call(
      'GET',
      '/sales-orders/99999',
      tokens['owner@acme.test'],
    );
    expect(missing).toEqual({
      status: 404,
      body: {
        code: 'NOT_FOUND',
        message: 'Sales order not found.',
        errors: {},
      },
    });
    expect(
      await call('GET', '/sales-orders/1', tokens['owner@globex.test']),
    ).toEqual(missing);
    expect((await call('GET', '/sales-orders/1', tokens.jane)).status).toBe(
      403,
    );
    expect((await call('GET', '/sales-orders/1')).status).toBe(401);
    await api.db.query(
      `UPDATE users SET stores_permissions = $1 WHERE email = 'staff@acme.test'`,
      [
        JSON.stringify({
          global_permissions: [
            { module_id: 5, permissions: [0], is_enable: 1 },
          ],
          locations_permissions: [],
        }),
      ],
    );
    expect(
      (await call('GET', '/sales-orders/1', tokens['staff@acme.test'])).status,
    ).toBe(403);
  });
});

describe('POST /sales-orders/{id}/charges', () => {
  const charge = {
    kind: 'additional',
    amount: '40.5',
    reason: ' Broken clasp ',
    work_order_item_number: 'WO-77',
  };

  it('the store owner requests a charge the customer can pay by its token', async () => {
    const res = await call(
      'POST',
      '/sales-orders/1/charges',
      tokens['owner@acme.test'],
      charge,
    );
    expect(res).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        kind: 'additional',
        requested_by: 'store_owner',
        amount: '40.50',
        reason: 'Broken clasp',
        work_order: { item_number: 'WO-77', item_name: null },
        status: 'unpaid',
        token: expect.stringMatching(/^[A-Za-z0-9_-]{32,64}$/),
        created_on: expect.any(String),
        paid_on: null,
      },
    });
    const target = await call('GET', `/payments/targets/${res.body.token}`);
    expect(target.body).toMatchObject({
      kind: 'additional',
      amount: '40.50',
      order_no: '1000001',
    });
    const [mail] = await api.db.query<{ subject: string; text_body: string }>(
      `SELECT subject, text_body FROM mail_outbox WHERE to_address = 'jane@example.test' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail!.subject).toBe('Payment requested for your order 1000001');
    expect(mail!.text_body).toContain(`/additional-payment/${res.body.token}`);
  });

  it('amount and reason messages; nothing is created', async () => {
    const before = (
      await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM charges',
      )
    )[0]!.n;
    const cases: [Json, Record<string, string>][] = [
      [
        { amount: 'abc' },
        { amount: 'Please enter a valid amount with at most 2 decimals' },
      ],
      [
        { amount: '1.234' },
        { amount: 'Please enter a valid amount with at most 2 decimals' },
      ],
      [{ amount: '0' }, { amount: 'The amount must be greater than 0.' }],
      [{ reason: '  ' }, { reason: 'This field may not be blank.' }],
      [{ kind: 'tip' }, { kind: 'Select a valid choice.' }],
    ];
    for (const [extra, errors] of cases) {
      const res = await call(
        'POST',
        '/sales-orders/1/charges',
        tokens['owner@acme.test'],
        { ...charge, ...extra },
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    const after = (
      await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM charges',
      )
    )[0]!.n;
    expect(after).toBe(before);
  });

  it('the super admin and customers may not charge (403); for another store the order is not found (404)', async () => {
    for (const who of ['admin@platform.test', 'jane'])
      expect(
        (await call('POST', '/sales-orders/1/charges', tokens[who], charge))
          .status,
      ).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/sales-orders/1/charges',
          tokens['owner@globex.test'],
          charge,
        )
      ).status,
    ).toBe(404);
  });
});
