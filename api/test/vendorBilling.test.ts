import { createTestApi, type Json, type TestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// /portal/setting/billing, /plan and /payment: Fixit's billing (the demo's Workshop plan,
// paid 12 days ago), the platform's invoices to it (paged, searched, each a PDF; another vendor's
// 404), a plan change (a plan with fewer users than the team is 409 naming the numbers, a stale one
// 409 with the billing as it is; each change issues an invoice due on the next bill date, a second
// one voids the first), the card replaced through the test provider (a refused card changes
// nothing). Vendor staff get 403 with a message from every route.

let api: TestApi;
let owner: string;
let staff: string;
let rival: string;
let storeOwner: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  staff = (await api.login('staff@fixit.test', 'vendor')).access;
  rival = await addRivalVendor(api, 9951, 'owner@rival-billing.test');
  storeOwner = (await api.login('owner@acme.test')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const CARD = {
  number: '4000 0000 0000 0002',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Felix Fixit',
};

/** Fixit's plan invoices as stored, oldest first. */
const storedInvoices = () =>
  api.db.query<{ kind: string; status: string; amount: string }>(
    `SELECT kind, status, amount::text AS amount FROM vendor_plan_invoices
     WHERE vendor_id = 1 ORDER BY id`,
  );

describe('vendor billing', () => {
  it('shows the plan, the next bill, the card and payouts as last 4 only, the seats and the invoices', async () => {
    const { status, body } = await call('GET', '/vendor/billing', owner);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      plan: { id: 2, name: 'Workshop', users_included: 5 },
      next_bill_amount: '49.00',
      card: { brand: 'visa', last4: '4242' },
      payout: { kind: 'us', account_holder: 'Felix Fixit', last4: '6789' },
      seats: { used: 2, included: 5, plan_name: 'Workshop' },
      version: 1,
    });
    // Paid 12 days ago: the next bill is a month after the payment, in 16 to 19 days.
    const days =
      (Date.parse(body.next_bill_on) - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(15);
    expect(days).toBeLessThan(20);
    expect(body.plans.map((p: Json) => p.name)).toEqual([
      'Bench',
      'Workshop',
      'Studio',
    ]);

    const page = await call('GET', '/vendor/billing/invoices', owner);
    expect(page.body).toMatchObject({ count: 1, page: 1 });
    expect(page.body.results[0]).toMatchObject({
      number: expect.stringMatching(/^PLN-\d{6}$/),
      kind: 'plan',
      description: 'Workshop plan, first month',
      amount: '49.00',
      status: 'paid',
    });
    expect(
      (await call('GET', '/vendor/billing/invoices?search=studio', owner)).body
        .count,
    ).toBe(0);
    const bad = await call(
      'GET',
      '/vendor/billing/invoices?page=0&ordering=name',
      owner,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['ordering', 'page']);
    // Rival's owner sees only Rival's (none).
    expect(
      (await call('GET', '/vendor/billing/invoices', rival)).body.count,
    ).toBe(0);
  });

  it('downloads an invoice as a PDF; another vendor’s owner gets 404', async () => {
    const id = (await call('GET', '/vendor/billing/invoices', owner)).body
      .results[0].id;
    const pdf = await api.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/billing/invoices/${id}/invoice.pdf`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/PLN-\d{6}\.pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await call(
      'GET',
      `/vendor/billing/invoices/${id}/invoice.pdf`,
      rival,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Invoice not found.');
    expect(
      (await call('GET', '/vendor/billing/invoices/abc/invoice.pdf', owner))
        .status,
    ).toBe(400);
  });

  it('refuses a plan below the team, changes plan with an invoice due on the next bill, 409 when stale', async () => {
    const small = await call('PUT', '/vendor/billing/plan', owner, {
      plan_id: 1,
      version: 1,
    });
    expect(small.status).toBe(409);
    expect(small.body).toMatchObject({
      code: 'PLAN.SEATS',
      message:
        'Your team has 2 people (active or invited) and the Bench plan includes 1 user. Deactivate team members or withdraw invitations first, or choose a larger plan.',
    });
    expect(
      (
        await call('PUT', '/vendor/billing/plan', owner, {
          plan_id: 9,
          version: 1,
        })
      ).body.errors,
    ).toEqual({ plan_id: 'Please choose a plan.' });
    expect(
      (
        await call('PUT', '/vendor/billing/plan', owner, {
          plan_id: 2,
          version: 1,
        })
      ).body.errors,
    ).toEqual({ plan_id: 'Your workshop is already on this plan.' });
    const bad = await call('PUT', '/vendor/billing/plan', owner, {
      plan_id: 'studio',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['plan_id', 'version']);
    expect(await storedInvoices()).toHaveLength(1);

    const before = (await call('GET', '/vendor/billing', owner)).body;
    const studio = await call('PUT', '/vendor/billing/plan', owner, {
      plan_id: 3,
      version: 1,
    });
    expect(studio.status).toBe(200);
    expect(studio.body).toMatchObject({
      plan: { name: 'Studio', users_included: 20 },
      next_bill_on: before.next_bill_on,
      next_bill_amount: '99.00',
      seats: { used: 2, included: 20 },
      version: 2,
    });
    const stale = await call('PUT', '/vendor/billing/plan', owner, {
      plan_id: 2,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ plan: { id: 3 }, version: 2 });

    // Back down before the next bill: the Studio month's invoice is void, the Workshop one due.
    const back = await call('PUT', '/vendor/billing/plan', owner, {
      plan_id: 2,
      version: 2,
    });
    expect(back.body).toMatchObject({ plan: { name: 'Workshop' }, version: 3 });
    const page = await call(
      'GET',
      '/vendor/billing/invoices?ordering=-amount',
      owner,
    );
    expect(page.body.status_counts).toMatchObject({
      all: 3,
      paid: 1,
      due: 1,
      void: 1,
    });
    expect(
      page.body.results.map((i: Json) => [i.description, i.amount, i.status]),
    ).toEqual([
      ['Studio plan, changed from Workshop', '99.00', 'void'],
      // equal amounts: the newer first
      ['Workshop plan, changed from Studio', '49.00', 'due'],
      ['Workshop plan, first month', '49.00', 'paid'],
    ]);
    expect(page.body.results[1].period_start).toBe(before.next_bill_on);
  });

  it('replaces the card through the test provider; a refused card changes nothing', async () => {
    const declined = await call('PUT', '/vendor/billing/card', owner, {
      card: CARD,
      version: 3,
    });
    expect(declined.status).toBe(400);
    expect(declined.body.errors).toEqual({
      'card.number': 'Your card was declined.',
    });
    const invalid = await call('PUT', '/vendor/billing/card', owner, {
      card: { ...CARD, number: '1234', cvc: '' },
      version: 3,
    });
    expect(invalid.body.errors).toEqual({
      'card.number': 'Your card number is invalid.',
      'card.cvc': 'This field is required.',
    });
    const unchanged = (await call('GET', '/vendor/billing', owner)).body;
    expect(unchanged).toMatchObject({ card: { last4: '4242' }, version: 3 });

    const replaced = await call('PUT', '/vendor/billing/card', owner, {
      card: { ...CARD, number: '5555 5555 5555 4444' },
      version: 3,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      card: { brand: 'mastercard', last4: '4444' },
      version: 4,
    });
    expect(JSON.stringify(replaced.body)).not.toContain('5555');
    const stale = await call('PUT', '/vendor/billing/card', owner, {
      card: { ...CARD, number: '4242 4242 4242 4242' },
      version: 3,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.card.last4).toBe('4444');
  });

  it('is the owner’s: vendor staff get 403 with a message from every route, others 403 or 401', async () => {
    const routes: ['GET' | 'PUT', string, object | undefined][] = [
      ['GET', '/vendor/billing', undefined],
      ['GET', '/vendor/billing/invoices', undefined],
      ['GET', '/vendor/billing/invoices/1/invoice.pdf', undefined],
      ['PUT', '/vendor/billing/plan', { plan_id: 3, version: 4 }],
      ['PUT', '/vendor/billing/card', { card: CARD, version: 4 }],
    ];
    for (const [method, url, body] of routes) {
      const refused = await call(method, url, staff, body);
      expect([url, refused.status]).toEqual([url, 403]);
      expect(refused.body.message).toBe(
        'Only the owner of the workshop manages its billing.',
      );
      expect((await call(method, url, storeOwner, body)).status).toBe(403);
      const anonymous = await api.request({
        method,
        url: `/api/v1${url}`,
        ...(body ? { payload: body } : {}),
      });
      expect(anonymous.status).toBe(401);
    }
    expect((await call('GET', '/vendor/billing', owner)).body.version).toBe(4);
  });
});
