import { createTestApi, DEMO_PASSWORD, type TestApi } from './helpers';

// The limits strangers meet, at their real allowances (the other api tests scale them up).

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ rateLimitScale: 1 });
});
afterAll(() => api.close());

const login = (
  password: string,
  remoteAddress = '127.0.0.1',
  email = 'owner@acme.test',
) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/auth/portal/login',
    payload: { email, password },
    remoteAddress,
  });

const expectTooMany = (res: Awaited<ReturnType<typeof login>>) => {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({
    code: 'TOO_MANY_REQUESTS',
    message: expect.stringMatching(/^Too many requests\. Please try again in /),
    errors: { non_field_errors: expect.any(String) },
  });
};

it('the 11th login of one account from one address is refused, even with the right password', async () => {
  for (let i = 0; i < 10; i++)
    expect((await login('wrong-password')).statusCode).toBe(401);
  expectTooMany(await login(DEMO_PASSWORD));
  // Another address, and another account from the same address, still get their own allowance.
  expect((await login(DEMO_PASSWORD, '10.0.0.7')).statusCode).toBe(200);
  expect(
    (await login(DEMO_PASSWORD, '127.0.0.1', 'staff@acme.test')).statusCode,
  ).toBe(200);
});

it('forgot-password sends at most 3 mails an hour to one address', async () => {
  const forgot = (remoteAddress: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/auth/customer/forgot-password',
      payload: { store_id: 1, email: 'jane@example.test' },
      remoteAddress,
    });
  const before = await api.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'jane@example.test'",
  );
  // Three addresses, one mailbox: the mailbox's limit holds.
  for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
    expect((await forgot(ip)).statusCode).toBe(200);
  expectTooMany(await forgot('10.0.0.4'));
  const after = await api.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = 'jane@example.test'",
  );
  expect(after[0]!.n - before[0]!.n).toBe(3);
});

it('tracking answers 30 lookups per quarter hour to one address, then 429', async () => {
  const track = () =>
    api.app.inject({
      method: 'GET',
      url: '/api/v1/order-tracking?order_no=1000001&store_id=1',
      remoteAddress: '10.0.0.9',
    });
  for (let i = 0; i < 30; i++) expect((await track()).statusCode).not.toBe(429);
  expectTooMany(await track());
});

it('a stranger hammering any route is stopped after the default allowance', async () => {
  const health = () =>
    api.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      remoteAddress: '10.0.0.66',
    });
  for (let i = 0; i < 300; i++) expect((await health()).statusCode).toBe(200);
  expectTooMany(await health());
});

it("a user's list exports stop at 20 per quarter hour (each list its own count); another user still exports", async () => {
  const tokenOf = async (email: string) =>
    (await login(DEMO_PASSWORD, '10.0.1.1', email)).json().access as string;
  const owner = await tokenOf('owner@acme.test');
  const staff = await tokenOf('staff@acme.test');
  const exportAs = (token: string, list = 'sales-orders') =>
    api.app.inject({
      method: 'GET',
      url: `/api/v1/${list}/export.xlsx?search=no-such-order`,
      headers: { authorization: `Bearer ${token}` },
    });
  for (let i = 0; i < 20; i++)
    expect((await exportAs(owner)).statusCode).toBe(200);
  expectTooMany(await exportAs(owner));
  expect((await exportAs(owner, 'work-orders')).statusCode).toBe(200);
  expect((await exportAs(staff)).statusCode).toBe(200);
});

it('a stranger trying discount codes at checkout is stopped after 30 a quarter hour', async () => {
  const check = () =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/discounts/check',
      payload: { store_id: 1, code: 'GUESS1', cart_id: 'x'.repeat(32) },
      remoteAddress: '10.0.0.31',
    });
  for (let i = 0; i < 30; i++) expect((await check()).statusCode).not.toBe(429);
  expectTooMany(await check());
});
