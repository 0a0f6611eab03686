import {
  type Json,
  type TestApi,
  createTestApi,
  DEMO_PASSWORD,
} from './helpers';

// The store portal's password reset (store owners and staff), through the mail provider
// like the customer's, and never crossing over to the customers' accounts.

let api: TestApi;
beforeAll(async () => {
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
const NEW_PASSWORD = 'N3w-portal-pass';

const post = (url: string, payload: object, token?: string) =>
  api.request({ method: 'POST', url: `/api/v1${url}`, payload, token });
const get = (url: string, token?: string) =>
  api.request({ method: 'GET', url: `/api/v1${url}`, token });
const mailCount = async () =>
  (
    await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_outbox',
    )
  )[0]!.n;

async function portalLinkFor(to: string) {
  const outbox = await get(
    `/dev/mail-outbox?to=${encodeURIComponent(to)}&limit=1`,
  );
  const mail = outbox.body.results[0] as Json;
  const match =
    /(http:\/\/[^\s/]+)\/portal\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(
      mail.text,
    );
  if (!match) throw new Error(`no portal link in ${mail.text}`);
  return { mail, origin: match[1], key: match[2]!, token: match[3]! };
}
const portalLogin = (email: string, password: string) =>
  post('/auth/portal/login', { email, password });

describe('portal password reset', () => {
  it('mails a link to the portal host; the link sets a new password once and ends old logins', async () => {
    const before = await portalLogin('staff@acme.test', DEMO_PASSWORD);
    expect(before.status).toBe(200);
    expect(
      await post('/auth/portal/forgot-password', { email: 'Staff@Acme.test' }),
    ).toEqual({ status: 200, body: { message: FORGOT_MESSAGE } });
    const link = await portalLinkFor('staff@acme.test');
    expect(link.origin).toBe('http://app.localhost:3500');
    expect(link.mail.subject).toBe('Reset your Acme Jewelers password');

    expect(
      await get(`/auth/portal/reset-password/${link.key}/${link.token}`),
    ).toEqual({
      status: 200,
      body: { valid: true, email: 'staff@acme.test' },
    });
    // The spec's password rule, and nothing used up by a refused password.
    const weak = await post('/auth/portal/reset-password', {
      key: link.key,
      token: link.token,
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({
      password: 'Use at least 8 characters with a letter and a digit.',
    });
    expect(
      await post('/auth/portal/reset-password', {
        key: link.key,
        token: link.token,
        password: NEW_PASSWORD,
      }),
    ).toEqual({
      status: 200,
      body: { message: 'Your password has been reset.' },
    });
    expect((await portalLogin('staff@acme.test', NEW_PASSWORD)).status).toBe(
      200,
    );
    expect((await portalLogin('staff@acme.test', DEMO_PASSWORD)).status).toBe(
      401,
    );
    expect((await get('/auth/me', before.body.access)).status).toBe(401);
    // Once only.
    expect(
      await post('/auth/portal/reset-password', {
        key: link.key,
        token: link.token,
        password: 'Another1pass',
      }),
    ).toEqual({ status: 400, body: INVALID });
  });

  it('answers the same for unknown emails, customers, vendors and the super admin, and mails nothing', async () => {
    const mails = await mailCount();
    for (const email of [
      'nobody@example.test',
      'jane@example.test',
      'owner@fixit.test',
      'admin@platform.test',
    ]) {
      expect(await post('/auth/portal/forgot-password', { email })).toEqual({
        status: 200,
        body: { message: FORGOT_MESSAGE },
      });
    }
    expect(await mailCount()).toBe(mails);
    expect(
      (await post('/auth/portal/forgot-password', { email: 'not-an-email' }))
        .status,
    ).toBe(400);
  });

  it("keeps customers and store users apart: a customer's link is refused here and a portal link on the storefront", async () => {
    await post('/auth/customer/forgot-password', {
      store_id: 1,
      email: 'jane@example.test',
    });
    const outbox = await get('/dev/mail-outbox?to=jane%40example.test&limit=1');
    const [, key, token] =
      /\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(
        outbox.body.results[0].text,
      )!;
    expect(await get(`/auth/portal/reset-password/${key}/${token}`)).toEqual({
      status: 400,
      body: INVALID,
    });

    await post('/auth/portal/forgot-password', { email: 'owner@globex.test' });
    const link = await portalLinkFor('owner@globex.test');
    expect(
      (await get(`/auth/customer/reset-password/${link.key}/${link.token}`))
        .status,
    ).toBe(400);
  });

  it('limits how often one email may ask', async () => {
    const limited = await createTestApi({ rateLimitScale: 1 });
    try {
      const ask = () =>
        limited.request({
          method: 'POST',
          url: '/api/v1/auth/portal/forgot-password',
          payload: { email: 'owner@acme.test' },
        });
      for (let i = 0; i < 3; i += 1) expect((await ask()).status).toBe(200);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});

// The vendor portal's reset, on the vendor host, for vendor owners and staff only.
describe('vendor password reset', () => {
  async function vendorLinkFor(to: string) {
    const outbox = await get(
      `/dev/mail-outbox?to=${encodeURIComponent(to)}&limit=1`,
    );
    const mail = outbox.body.results[0] as Json;
    const match =
      /(http:\/\/[^\s/]+)\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/.exec(
        mail.text,
      );
    if (!match) throw new Error(`no vendor link in ${mail.text}`);
    return { mail, origin: match[1], key: match[2]!, token: match[3]! };
  }
  const vendorLogin = (email: string, password: string) =>
    post('/auth/vendor/login', { email, password });

  it('mails a link to the vendor host that sets the vendor staff member’s new password once', async () => {
    const before = await vendorLogin('staff@fixit.test', DEMO_PASSWORD);
    expect(before.status).toBe(200);
    expect(
      await post('/auth/vendor/forgot-password', { email: 'staff@fixit.test' }),
    ).toEqual({ status: 200, body: { message: FORGOT_MESSAGE } });
    const link = await vendorLinkFor('staff@fixit.test');
    expect(link.origin).toBe('http://vendor.localhost:3500');
    expect(link.mail.subject).toBe('Reset your Fixit Workshop password');
    expect(
      await get(`/auth/vendor/reset-password/${link.key}/${link.token}`),
    ).toEqual({
      status: 200,
      body: { valid: true, email: 'staff@fixit.test' },
    });
    // a vendor's link is no store-portal link
    expect(
      (await get(`/auth/portal/reset-password/${link.key}/${link.token}`))
        .status,
    ).toBe(400);
    const weak = await post('/auth/vendor/reset-password', {
      key: link.key,
      token: link.token,
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(
      await post('/auth/vendor/reset-password', {
        key: link.key,
        token: link.token,
        password: NEW_PASSWORD,
      }),
    ).toEqual({
      status: 200,
      body: { message: 'Your password has been reset.' },
    });
    expect((await vendorLogin('staff@fixit.test', NEW_PASSWORD)).status).toBe(
      200,
    );
    expect((await get('/auth/me', before.body.access)).status).toBe(401);
    expect(
      (
        await post('/auth/vendor/reset-password', {
          key: link.key,
          token: link.token,
          password: 'Another1pass',
        })
      ).body,
    ).toEqual(INVALID);
  });

  it('mails nothing for store users, customers or unknown emails, and answers the same', async () => {
    const mails = await mailCount();
    for (const email of [
      'nobody@example.test',
      'owner@acme.test',
      'jane@example.test',
    ]) {
      expect(await post('/auth/vendor/forgot-password', { email })).toEqual({
        status: 200,
        body: { message: FORGOT_MESSAGE },
      });
    }
    expect(await mailCount()).toBe(mails);
  });
});
