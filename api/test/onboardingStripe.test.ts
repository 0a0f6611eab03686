import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ONBOARDING_MESSAGES } from 'shared/contracts/onboarding';
import { createTestApi, type Json, type TestApi } from './helpers';

// /connect-stripe with a Stripe key: the real stripe SDK against a small local server
// standing in for api.stripe.com (the client's host/port/protocol options). The store's Express
// account is made once and kept; each visit gets a new Account Link back to /connect-stripe
// (refresh) and /connect-stripe?stripe=return (return); the return re-reads the account: not ready → 409
// PAYOUTS.INCOMPLETE and nothing changes; ready → the set-up goes on to /complete-setup.

interface Account {
  id: string;
  object: 'account';
  type: 'express';
  email: string;
  metadata: Record<string, string>;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  external_accounts: {
    object: 'list';
    data: { id: string; object: 'bank_account'; last4: string }[];
    has_more: false;
    url: string;
  };
}

let server: Server;
let api: TestApi;
let token: string;
let storeId: number;
const accounts = new Map<string, Account>();
const requests: {
  method: string;
  path: string;
  auth: string;
  idempotency: string | undefined;
  form: URLSearchParams;
}[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

/** The imitation of POST /v1/accounts, POST /v1/account_links and GET /v1/accounts/{id}. */
async function stripeImitation(
  req: IncomingMessage,
  send: (status: number, body: unknown) => void,
) {
  const path = (req.url ?? '').split('?')[0]!;
  const form = new URLSearchParams(await readBody(req));
  requests.push({
    method: req.method!,
    path,
    auth: String(req.headers.authorization),
    idempotency: req.headers['idempotency-key'] as string | undefined,
    form,
  });
  if (req.method === 'POST' && path === '/v1/accounts') {
    const id = `acct_test_${accounts.size + 1}`;
    const account: Account = {
      id,
      object: 'account',
      type: 'express',
      email: form.get('email')!,
      metadata: { store_id: form.get('metadata[store_id]')! },
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      external_accounts: {
        object: 'list',
        data: [],
        has_more: false,
        url: `/v1/accounts/${id}/external_accounts`,
      },
    };
    accounts.set(id, account);
    return send(200, account);
  }
  if (req.method === 'POST' && path === '/v1/account_links')
    return send(200, {
      object: 'account_link',
      created: 1_800_000_000,
      expires_at: 1_800_000_300,
      url: `https://connect.stripe.test/setup/e/${form.get('account')}/${requests.length}`,
    });
  const match = /^\/v1\/accounts\/(acct_\w+)$/.exec(path);
  if (req.method === 'GET' && match && accounts.has(match[1]!))
    return send(200, accounts.get(match[1]!));
  return send(404, {
    error: { type: 'invalid_request_error', message: 'No such resource' },
  });
}

const call = (url: string, as = token) =>
  api.request({ method: 'POST', url: `/api/v1${url}`, payload: {}, token: as });
const onboardingRow = async () =>
  (
    await api.db.query<Json>(
      `SELECT o.step, o.payouts_last4, s.stripe_account_id
       FROM store_onboarding o JOIN stores s ON s.id = o.store_id WHERE o.store_id = $1`,
      [storeId],
    )
  )[0];

beforeAll(async () => {
  server = createServer((req, res) => {
    void stripeImitation(req, (status, body) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': 'req_test',
      });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api = await createTestApi({
    payments: {
      stripeSecretKey: 'sk_test_local',
      stripeApiBase: `http://127.0.0.1:${port}`,
    },
  });
  const signup = await api.request({
    method: 'POST',
    url: '/api/v1/onboarding/signup',
    payload: {
      store_name: 'Bright Gems',
      subdomain: 'bright-gems',
      first_name: 'Nora',
      last_name: 'Bright',
      email: 'nora@bright.test',
      password: 'Br1ght-gems',
    },
  });
  token = signup.body.access;
  storeId = signup.body.store.id;
}, 60_000);
afterAll(async () => {
  await api.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('Stripe Connect on /connect-stripe', () => {
  it('names Stripe as the payouts provider and refuses a link before the earlier steps', async () => {
    const state = await api.request({
      method: 'GET',
      url: '/api/v1/onboarding',
      token,
    });
    expect(state.body.payouts_provider).toBe('stripe');
    expect((await call('/onboarding/payouts/stripe-link')).status).toBe(400);
    expect(requests).toEqual([]);
  });

  it('makes the Express account once and a new onboarding link on each visit', async () => {
    await api.db.query(
      "UPDATE store_onboarding SET step = 'payouts' WHERE store_id = $1",
      [storeId],
    );
    const first = await call('/onboarding/payouts/stripe-link');
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(
      /^https:\/\/connect\.stripe\.test\/setup\/e\/acct_test_1\//,
    );
    const second = await call('/onboarding/payouts/stripe-link');
    expect(second.body.url).not.toBe(first.body.url);

    const made = requests.filter((r) => r.path === '/v1/accounts');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      method: 'POST',
      auth: 'Bearer sk_test_local',
      idempotency: `store-${storeId}-connect-account`,
    });
    expect(Object.fromEntries(made[0]!.form)).toMatchObject({
      type: 'express',
      email: 'nora@bright.test',
      'business_profile[name]': 'Bright Gems',
      'metadata[store_id]': String(storeId),
    });
    const links = requests.filter((r) => r.path === '/v1/account_links');
    expect(links).toHaveLength(2);
    for (const link of links)
      expect(Object.fromEntries(link.form)).toEqual({
        account: 'acct_test_1',
        refresh_url: 'http://app.localhost/connect-stripe',
        return_url: 'http://app.localhost/connect-stripe?stripe=return',
        type: 'account_onboarding',
      });
    expect(await onboardingRow()).toEqual({
      step: 'payouts',
      payouts_last4: null,
      stripe_account_id: 'acct_test_1',
    });
  });

  it('sends an owner back who has not finished with Stripe (409), and nothing changes', async () => {
    const back = await call('/onboarding/payouts/stripe-return');
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({
      code: 'PAYOUTS.INCOMPLETE',
      message: ONBOARDING_MESSAGES.stripeIncomplete,
    });
    expect(requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/accounts/acct_test_1',
    });
    // Details submitted but charges not enabled yet: still not ready.
    accounts.get('acct_test_1')!.details_submitted = true;
    expect((await call('/onboarding/payouts/stripe-return')).status).toBe(409);
    expect((await onboardingRow()).step).toBe('payouts');
  });

  it('goes on to /complete-setup once the account is ready; the bank step is refused', async () => {
    const bank = await api.request({
      method: 'POST',
      url: '/api/v1/onboarding/payouts',
      token,
      payload: {
        account_holder: 'Nora Bright',
        routing_number: '110000000',
        account_number: '000123456789',
      },
    });
    expect(bank.status).toBe(409);
    expect(bank.body.code).toBe('PAYOUTS.STRIPE');

    const account = accounts.get('acct_test_1')!;
    account.charges_enabled = true;
    account.external_accounts.data = [
      { id: 'ba_test_1', object: 'bank_account', last4: '6789' },
    ];
    const back = await call('/onboarding/payouts/stripe-return');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      step: 'complete',
      next_path: '/complete-setup',
      payouts_last4: '6789',
      payouts_provider: 'stripe',
    });
    expect(await onboardingRow()).toEqual({
      step: 'complete',
      payouts_last4: '6789',
      stripe_account_id: 'acct_test_1',
    });
  });

  it('is the owner’s only', async () => {
    const staff = (await api.login('staff@acme.test')).access;
    expect((await call('/onboarding/payouts/stripe-link', staff)).status).toBe(
      403,
    );
  });
});

describe('without a Stripe key', () => {
  it('keeps the test provider’s bank step and answers the Stripe routes 409', async () => {
    const plain = await createTestApi();
    try {
      const owner = (await plain.login('owner@acme.test')).access;
      const state = await plain.request({
        method: 'GET',
        url: '/api/v1/onboarding',
        token: owner,
      });
      expect(state.body.payouts_provider).toBe('test');
      const link = await plain.request({
        method: 'POST',
        url: '/api/v1/onboarding/payouts/stripe-link',
        payload: {},
        token: owner,
      });
      expect(link.status).toBe(409);
      expect(link.body.code).toBe('PAYOUTS.NOT_CONFIGURED');
    } finally {
      await plain.close();
    }
  }, 60_000);
});
