import { VENDOR_SIGNUP_SENT } from 'shared/contracts/vendorOnboarding';
import { listOutbox } from '../src/mail';
import { createTestApi, DEMO_PASSWORD, type TestApi } from './helpers';

// A new vendor signs up (a mailed link, never telling whether an email has an account),
// opens the link and is logged in, then does the registration steps in the spec's order:
// subscription, address, bank account. Bad input answers 400 and changes nothing.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ publicUrl: { scheme: 'http', port: 3500 } });
}, 60_000);
afterAll(() => api.close());

const post = (url: string, payload: object, token?: string) =>
  api.request({ method: 'POST', url: `/api/v1${url}`, payload, token });
const put = (url: string, payload: object, token?: string) =>
  api.request({ method: 'PUT', url: `/api/v1${url}`, payload, token });
const get = (url: string, token?: string) =>
  api.request({ method: 'GET', url: `/api/v1${url}`, token });
const count = async (table: string) =>
  (
    await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
  )[0]!.n;

const SIGNUP = {
  vendor_name: 'Bench & Co',
  first_name: 'Nora',
  last_name: 'New',
  email: 'nora@bench.test',
  password: 'Bench-pass-1',
};
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Nora New',
};

async function signupToken(to: string): Promise<string> {
  const [mail] = await listOutbox(api.db, { to });
  const match = /\/create-account\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text);
  if (!match) throw new Error(`no sign-up link in ${mail!.text}`);
  return match[1]!;
}

describe('vendor sign-up', () => {
  it('refuses bad input with every field’s error and mails nothing', async () => {
    const mails = await count('mail_outbox');
    const res = await post('/vendor-signup', {
      vendor_name: ' ',
      first_name: 'N0ra',
      last_name: '',
      email: 'nora@',
      password: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      vendor_name: 'This field is required.',
      first_name: 'Please enter 2 to 30 letters and spaces only',
      last_name: 'This field is required.',
      email: 'Please enter a valid email address',
      password: 'Use at least 8 characters with a letter and a digit.',
    });
    expect(await count('mail_outbox')).toBe(mails);
    expect(await count('vendor_signups')).toBe(0);
  });

  it('answers the same for a taken email, and mails its owner the ways back in instead', async () => {
    const res = await post('/vendor-signup', {
      ...SIGNUP,
      email: 'Owner@Fixit.test',
    });
    expect(res).toEqual({ status: 200, body: { message: VENDOR_SIGNUP_SENT } });
    const [mail] = await listOutbox(api.db, { to: 'owner@fixit.test' });
    expect(mail).toMatchObject({
      subject: 'You already have a workshop account',
    });
    expect(mail!.text).toContain(
      'http://vendor.localhost:3500/forgot-password',
    );
    expect(await count('vendor_signups')).toBe(0);
  });

  it('mails a link that creates the vendor and its owner once, and logs the owner in', async () => {
    const vendors = await count('vendors');
    const res = await post('/vendor-signup', SIGNUP);
    expect(res).toEqual({ status: 200, body: { message: VENDOR_SIGNUP_SENT } });
    expect(await count('vendors')).toBe(vendors);
    const [mail] = await listOutbox(api.db, { to: 'nora@bench.test' });
    expect(mail!.subject).toBe('Finish creating your workshop account');
    expect(mail!.text).toContain(
      'http://vendor.localhost:3500/create-account?token=',
    );
    const token = await signupToken('nora@bench.test');

    const opened = await post('/vendor-signup/confirm', { token });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      user: {
        first_name: 'Nora',
        vendor: { name: 'Bench & Co' },
        role: { role_id: 7 },
      },
      registration_steps: {
        subscription: false,
        address: false,
        bank_account: false,
      },
    });
    expect(await count('vendors')).toBe(vendors + 1);
    // once only
    expect(await post('/vendor-signup/confirm', { token })).toMatchObject({
      status: 400,
      body: { code: 'SIGNUP_LINK_INVALID' },
    });
    const login = await post('/auth/vendor/login', {
      email: 'nora@bench.test',
      password: SIGNUP.password,
    });
    expect(login.status).toBe(200);
  });
});

describe('vendor registration steps', () => {
  let owner: string;
  beforeAll(async () => {
    owner = (
      await post('/auth/vendor/login', {
        email: 'nora@bench.test',
        password: SIGNUP.password,
      })
    ).body.access;
  });

  it('takes a plan and its first month, refusing a declined card and paying once', async () => {
    const early = await post(
      '/vendor/onboarding/subscription',
      { card: CARD },
      owner,
    );
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Choose a plan first.');
    expect(
      (await put('/vendor/onboarding/plan', { plan_id: 99 }, owner)).body
        .errors,
    ).toEqual({
      plan_id: 'Choose one of the plans.',
    });
    const chosen = await put('/vendor/onboarding/plan', { plan_id: 2 }, owner);
    expect(chosen.body).toMatchObject({
      plan: { name: 'Workshop', monthly_price: '49.00' },
      registration_steps: { subscription: false },
    });
    const declined = await post(
      '/vendor/onboarding/subscription',
      { card: { ...CARD, number: '4000 0000 0000 0002' } },
      owner,
    );
    expect(declined.status).toBe(400);
    expect(declined.body.errors).toHaveProperty(['card.number']);
    const paid = await post(
      '/vendor/onboarding/subscription',
      { card: CARD },
      owner,
    );
    expect(paid.body).toMatchObject({
      registration_steps: { subscription: true, address: false },
      plan_card_last4: '4242',
      is_onboarding_complete: false,
    });
    const [row] = await api.db.query<{
      plan_paid_amount: string;
      plan_paid_ref: string;
    }>(
      "SELECT plan_paid_amount::text, plan_paid_ref FROM vendors WHERE name = 'Bench & Co'",
    );
    expect(row!.plan_paid_amount).toBe('49.00');
    // a second payment (another tab) charges nothing more
    await post('/vendor/onboarding/subscription', { card: CARD }, owner);
    const [again] = await api.db.query<{ plan_paid_ref: string }>(
      "SELECT plan_paid_ref FROM vendors WHERE name = 'Bench & Co'",
    );
    expect(again!.plan_paid_ref).toBe(row!.plan_paid_ref);
  });

  it('saves the address, then refuses bad bank numbers by their checksums and keeps only the last digits', async () => {
    const badAddress = await put(
      '/vendor/onboarding/address',
      {
        name: 'Bench',
        address_line1: '',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        phone: 'abc',
      },
      owner,
    );
    expect(badAddress.body.errors).toEqual({
      address_line1: 'This field is required.',
      phone: 'Please enter a valid phone number',
    });
    const address = await put(
      '/vendor/onboarding/address',
      {
        name: 'Bench',
        address_line1: '12 Elm St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
      },
      owner,
    );
    expect(address.body).toMatchObject({
      registration_steps: { address: true, bank_account: false },
      address: { address_line1: '12 Elm St', is_default: true },
    });

    const badIban = await put(
      '/vendor/onboarding/bank',
      {
        account_holder: 'Nora New',
        kind: 'iban',
        iban: 'DE89 3704 0044 0532 0130 01',
      },
      owner,
    );
    expect(badIban.body.errors).toEqual({ iban: 'Please enter a valid IBAN' });
    const badRouting = await put(
      '/vendor/onboarding/bank',
      {
        account_holder: 'Nora New',
        kind: 'us',
        routing_number: '110000001',
        account_number: '12',
      },
      owner,
    );
    expect(badRouting.body.errors).toEqual({
      routing_number: 'Please enter a valid 9-digit routing number',
      account_number: 'Please enter 4 to 17 digits',
    });
    expect(
      (await get('/vendor/onboarding', owner)).body.registration_steps
        .bank_account,
    ).toBe(false);

    const done = await put(
      '/vendor/onboarding/bank',
      {
        account_holder: 'Nora New',
        kind: 'iban',
        iban: 'de89 3704 0044 0532 0130 00',
      },
      owner,
    );
    expect(done.body).toMatchObject({
      is_onboarding_complete: true,
      registration_steps: {
        subscription: true,
        address: true,
        bank_account: true,
      },
      bank: { kind: 'iban', account_holder: 'Nora New', last4: '3000' },
    });
    expect(JSON.stringify(done.body)).not.toContain('370400440532');
    // complete: the steps are closed, and the next login says so
    expect(
      (await put('/vendor/onboarding/plan', { plan_id: 1 }, owner)).status,
    ).toBe(409);
    const login = await post('/auth/vendor/login', {
      email: 'nora@bench.test',
      password: SIGNUP.password,
    });
    expect(login.body.registration_steps).toEqual({
      subscription: true,
      address: true,
      bank_account: true,
    });
  });

  it('is the owner’s: vendor staff get 403', async () => {
    const staff = (
      await post('/auth/vendor/login', {
        email: 'staff@fixit.test',
        password: DEMO_PASSWORD,
      })
    ).body.access;
    expect((await get('/vendor/onboarding', staff)).status).toBe(403);
  });
});
