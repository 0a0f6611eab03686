import { count, register, STRONG_PASSWORD } from './accountsFixtures';
import { type Json, type TestApi, createTestApi } from './helpers';

let api: TestApi;
beforeAll(async () => {
  // As `npm start` runs it: links carry the shell's port from the configuration.
  api = await createTestApi({ publicUrl: { scheme: 'http', port: 3500 } });
});
afterAll(() => api.close());

const FORGOT_MESSAGE =
  'If an account exists for this email, we sent a link to reset the password.';
const INVALID = {
  code: 'RESET_LINK_INVALID',
  message: 'This password reset link is invalid or has expired.',
  errors: {},
};

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => api.request({ method: 'POST', url: `/api/v1${url}`, payload, headers });
const forgot = (email: string, storeId = 1, origin?: string) =>
  post(
    '/auth/customer/forgot-password',
    { store_id: storeId, email },
    origin ? { origin } : {},
  );

/** The reset link of the newest mail to `to`, read the way a developer does: GET /dev/mail-outbox. */
async function resetLinkFor(to: string) {
  const outbox = await api.request({
    method: 'GET',
    url: `/api/v1/dev/mail-outbox?to=${encodeURIComponent(to)}&limit=1`,
  });
  expect(outbox.status).toBe(200);
  const mail = outbox.body.results[0] as Json;
  const match =
    /(http:\/\/[^\s/]+)\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(
      mail.text,
    );
  if (!match) throw new Error(`no link in ${mail.text}`);
  return { mail, origin: match[1], key: match[2]!, token: match[3]! };
}
const validate = (key: string, token: string, query = '') =>
  api.request({
    method: 'GET',
    url: `/api/v1/auth/customer/reset-password/${key}/${token}${query}`,
  });
const reset = (
  key: string,
  token: string,
  password = STRONG_PASSWORD,
  extra = {},
) => post('/auth/customer/reset-password', { key, token, password, ...extra });
const customerLogin = (email: string, password: string, storeId = 1) =>
  post('/auth/customer/login', { email, password, store_id: storeId });

it('forgot → outbox → validate → reset → the new password works, the old one and old logins do not', async () => {
  const before = await customerLogin('jane@example.test', 'Passw0rd!');
  expect(before.status).toBe(200);
  const answer = await forgot(
    'Jane@Example.test',
    1,
    'http://acme.localhost:3500',
  );
  expect(answer).toEqual({ status: 200, body: { message: FORGOT_MESSAGE } });
  const link = await resetLinkFor('jane@example.test');
  expect(link.mail).toMatchObject({
    to: 'jane@example.test',
    subject: 'Reset your Acme Jewelers password',
  });
  expect(link.mail.html).toContain(`/reset-password/${link.key}/${link.token}`);
  expect(link.origin).toBe('http://acme.localhost:3500');
  expect(Buffer.from(link.key, 'base64url').toString()).toBe('7');
  expect(link.token).toHaveLength(43);
  // Only the hash of the token is stored.
  const stored = await api.db.query<{ token_hash: string }>(
    'SELECT token_hash FROM password_resets',
  );
  expect(stored.map((r) => r.token_hash)).not.toContain(link.token);

  expect(await validate(link.key, link.token)).toEqual({
    status: 200,
    body: { valid: true, email: 'jane@example.test' },
  });
  expect(await reset(link.key, link.token)).toEqual({
    status: 200,
    body: { message: 'Your password has been reset.' },
  });

  expect(
    (await customerLogin('jane@example.test', STRONG_PASSWORD)).status,
  ).toBe(200);
  expect((await customerLogin('jane@example.test', 'Passw0rd!')).status).toBe(
    401,
  );
  const refresh = await post('/token/refresh/', {
    refresh: before.body.refresh,
  });
  expect(refresh.status).toBe(401);
  const me = await api.request({
    method: 'GET',
    url: '/api/v1/auth/me',
    token: before.body.access,
  });
  expect(me.status).toBe(401);

  // Single use.
  expect(await validate(link.key, link.token)).toEqual({
    status: 400,
    body: INVALID,
  });
  expect(await reset(link.key, link.token, 'Another1pass')).toEqual({
    status: 400,
    body: INVALID,
  });
  expect(
    (await customerLogin('jane@example.test', STRONG_PASSWORD)).status,
  ).toBe(200);
});

it('answers the same message for unknown emails and non-customers, and mails nothing', async () => {
  const mails = await count(api, 'mail_outbox');
  for (const email of [
    'nobody@example.test',
    'owner@acme.test',
    'admin@platform.test',
  ]) {
    expect(await forgot(email)).toEqual({
      status: 200,
      body: { message: FORGOT_MESSAGE },
    });
  }
  expect(await count(api, 'mail_outbox')).toBe(mails);
});

it("keeps stores apart: a customer of store 2 gets no link from store 1, and store 2's link is not valid for store 1", async () => {
  await register(api, { store_id: 2, email: 'only-globex@example.test' });
  const mails = await count(api, 'mail_outbox');
  expect((await forgot('only-globex@example.test', 1)).body.message).toBe(
    FORGOT_MESSAGE,
  );
  expect(await count(api, 'mail_outbox')).toBe(mails);
  expect(
    (await customerLogin('only-globex@example.test', STRONG_PASSWORD, 1))
      .status,
  ).toBe(401);

  await forgot('only-globex@example.test', 2);
  const link = await resetLinkFor('only-globex@example.test');
  expect(link.origin).toBe('http://globex.localhost:3500');
  expect(await validate(link.key, link.token, '?store_id=1')).toEqual({
    status: 400,
    body: INVALID,
  });
  expect(
    await reset(link.key, link.token, 'Globex1pass', { store_id: 1 }),
  ).toEqual({ status: 400, body: INVALID });
  expect((await validate(link.key, link.token, '?store_id=2')).status).toBe(
    200,
  );
});

it('builds the link from the configured scheme and port, never from a forged Origin or X-Forwarded-Host', async () => {
  await forgot('jane@example.test', 1, 'http://evil.test:9999');
  expect((await resetLinkFor('jane@example.test')).origin).toBe(
    'http://acme.localhost:3500',
  );
  await post(
    '/auth/customer/forgot-password',
    { store_id: 1, email: 'jane@example.test' },
    { 'x-forwarded-host': 'evil.test:3000' },
  );
  expect((await resetLinkFor('jane@example.test')).origin).toBe(
    'http://acme.localhost:3500',
  );
});

it('rejects an expired link and changes nothing', async () => {
  await forgot('jane@example.test');
  const link = await resetLinkFor('jane@example.test');
  await api.db.query(
    "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
  );
  expect(await validate(link.key, link.token)).toEqual({
    status: 400,
    body: INVALID,
  });
  expect(await reset(link.key, link.token, 'Expired1pass')).toEqual({
    status: 400,
    body: INVALID,
  });
  expect(
    (await customerLogin('jane@example.test', 'Expired1pass')).status,
  ).toBe(401);
});

it('rejects tampered and malformed links', async () => {
  await forgot('jane@example.test');
  const link = await resetLinkFor('jane@example.test');
  const otherKey = Buffer.from('1').toString('base64url');
  for (const [key, token] of [
    [otherKey, link.token],
    [
      link.key,
      `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`,
    ],
    ['!!', link.token],
    [link.key, 'short'],
    [Buffer.from('7abc').toString('base64url'), link.token],
  ]) {
    expect(await validate(key!, token!)).toEqual({
      status: 400,
      body: INVALID,
    });
    expect(await reset(key!, token!)).toEqual({ status: 400, body: INVALID });
  }
  expect((await validate(link.key, link.token)).status).toBe(200);
});

it('rejects a weak new password and keeps the link usable', async () => {
  await forgot('jane@example.test');
  const link = await resetLinkFor('jane@example.test');
  const weak = await reset(link.key, link.token, 'weakpass');
  expect(weak).toEqual({
    status: 400,
    body: {
      code: 'VALIDATION_ERROR',
      message: 'Use at least 8 characters with a letter and a digit.',
      errors: {
        password: 'Use at least 8 characters with a letter and a digit.',
      },
    },
  });
  expect((await validate(link.key, link.token)).status).toBe(200);
});

it('uses up every open link of the user once one of them resets the password', async () => {
  await forgot('jane@example.test');
  const first = await resetLinkFor('jane@example.test');
  await forgot('jane@example.test');
  const second = await resetLinkFor('jane@example.test');
  expect(second.token).not.toBe(first.token);
  expect((await reset(second.key, second.token, 'Second1pass')).status).toBe(
    200,
  );
  expect(await validate(first.key, first.token)).toEqual({
    status: 400,
    body: INVALID,
  });
});

it('answers the store errors and field errors of forgot-password', async () => {
  expect((await forgot('jane@example.test', 3)).body.code).toBe(
    'STORE.INACTIVE',
  );
  const bad = await forgot('not-an-email');
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual({ email: 'Enter a valid email address.' });
});
