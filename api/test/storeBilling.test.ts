import { createTestApi, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// /portal/billing: Acme's billing (no plan in the demo), the platform's invoices (paged,
// searched, each a PDF), a plan change (a plan below the locations in use is 409, a stale one 409
// with the billing as it is; a change issues an invoice), the card replaced through
// the test provider (a declined card changes nothing; only brand and last 4 kept). The onboarding's
// plan payment issues the first invoice. Staff without the billing module: 403; another store: 403.

let api: TestApi;
let owner: string;
let staff: string;
let globex: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
  staff = (await api.login('staff@acme.test')).access;
  globex = (await api.login('owner@globex.test')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const CARD = {
  number: '4000 0000 0000 0002',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Olive Owner',
};

describe('store billing', () => {
  it('shows no plan for a store made before plans, and the invoices page by page', async () => {
    const { status, body } = await call('GET', '/stores/1/billing', owner);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      plan: null,
      extra_locations: 0,
      locations_in_use: 2,
      monthly_total: '0.00',
      next_renewal: null,
      card: null,
      version: 1,
    });
    expect(body.plans.map((p: { name: string }) => p.name)).toEqual([
      'Starter',
      'Growth',
      'Scale',
    ]);
    const page = await call(
      'GET',
      '/stores/1/billing/invoices?page=1&page_size=1',
      owner,
    );
    expect(page.body).toMatchObject({ count: 2, page: 1, page_size: 1 });
    expect(page.body.results[0]).toMatchObject({
      description: 'Platform subscription, November',
      amount: '199.00',
      status: 'paid',
    });
    const found = await call(
      'GET',
      '/stores/1/billing/invoices?search=october',
      owner,
    );
    expect(found.body.count).toBe(1);
    const bad = await call('GET', '/stores/1/billing/invoices?page=0', owner);
    expect(bad.status).toBe(400);
  });

  it('downloads an invoice as a PDF; another store cannot', async () => {
    const page = await call('GET', '/stores/1/billing/invoices', owner);
    const id = page.body.results[0].id;
    const pdf = await api.app.inject({
      method: 'GET',
      url: `/api/v1/stores/1/billing/invoices/${id}/invoice.pdf`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/INV-\d{6}\.pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await call(
      'GET',
      `/stores/2/billing/invoices/${id}/invoice.pdf`,
      globex,
    );
    expect(other.status).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/stores/1/billing/invoices/${id}/invoice.pdf`,
          globex,
        )
      ).status,
    ).toBe(403);
  });

  it('refuses a plan below the locations in use, changes the plan with an invoice, 409 when stale', async () => {
    const small = await call('PUT', '/stores/1/billing/plan', owner, {
      plan_id: 1,
      version: 1,
    });
    expect(small.status).toBe(409);
    expect(small.body.message).toBe(
      'Your store uses 2 locations and this plan allows 1. Remove locations first, or choose a larger plan.',
    );
    const unknown = await call('PUT', '/stores/1/billing/plan', owner, {
      plan_id: 99,
      version: 1,
    });
    expect(unknown.body.errors).toEqual({ plan_id: 'Please choose a plan.' });
    const scale = await call('PUT', '/stores/1/billing/plan', owner, {
      plan_id: 3,
      version: 1,
    });
    expect(scale.status).toBe(200);
    expect(scale.body).toMatchObject({
      plan: { name: 'Scale', locations_included: 10 },
      monthly_total: '199.00',
      version: 2,
    });
    expect(scale.body.next_renewal).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const stale = await call('PUT', '/stores/1/billing/plan', owner, {
      plan_id: 2,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ plan: { id: 3 }, version: 2 });
    const same = await call('PUT', '/stores/1/billing/plan', owner, {
      plan_id: 3,
      version: 2,
    });
    expect(same.body.errors).toEqual({
      plan_id: 'Your store is already on this plan.',
    });
    const down = await call('PUT', '/stores/1/billing/plan', owner, {
      plan_id: 2,
      version: 2,
    });
    expect(down.body).toMatchObject({ plan: { name: 'Growth' }, version: 3 });
    const refused = await call('PUT', '/stores/1/billing/plan', owner, {
      plan_id: 1,
      version: 3,
    });
    expect(refused.status).toBe(409);
    const page = await call('GET', '/stores/1/billing/invoices', owner);
    expect(page.body.count).toBe(4);
    expect(page.body.results[0]).toMatchObject({
      kind: 'plan_change',
      description: 'Growth plan, first month',
      amount: '79.00',
      status: 'due',
    });
  });

  it('replaces the card through the test provider; a declined card changes nothing', async () => {
    const declined = await call('PUT', '/stores/1/billing/card', owner, {
      card: CARD,
      version: 3,
    });
    expect(declined.status).toBe(400);
    expect(declined.body.errors).toEqual({
      'card.number': 'Your card was declined.',
    });
    const invalid = await call('PUT', '/stores/1/billing/card', owner, {
      card: { ...CARD, number: '1234' },
      version: 3,
    });
    expect(invalid.body.errors['card.number']).toBe(
      'Your card number is invalid.',
    );
    const replaced = await call('PUT', '/stores/1/billing/card', owner, {
      card: { ...CARD, number: '5555 5555 5555 4444' },
      version: 3,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      card: { brand: 'mastercard', last4: '4444' },
      version: 4,
    });
    expect(JSON.stringify(replaced.body)).not.toContain('5555');
  });

  it('lets only the owner write; staff without the billing module and other stores get 403', async () => {
    expect((await call('GET', '/stores/1/billing', staff)).status).toBe(403);
    expect(
      (
        await call('PUT', '/stores/1/billing/plan', staff, {
          plan_id: 3,
          version: 4,
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', '/stores/1/billing', globex)).status).toBe(403);
    expect(
      (
        await call('PUT', '/stores/2/billing/card', globex, {
          card: CARD,
          version: 1,
        })
      ).body.message,
    ).toBe('Your store has no plan yet. Please finish your set-up first.');
  });

  it("issues the plan's first invoice when the onboarding plan payment is written", async () => {
    await api.db.query(
      'INSERT INTO store_onboarding (store_id, plan_id) VALUES (3, 1)',
    );
    await api.db.query(
      `UPDATE store_onboarding SET plan_paid_amount = 29.00, plan_paid_ref = 'test_3',
         plan_paid_on = now() WHERE store_id = 3`,
    );
    const [invoice] = await api.db.query<{
      description: string;
      amount: string;
    }>(
      'SELECT description, amount::text AS amount FROM store_invoices WHERE store_id = 3',
    );
    expect(invoice).toEqual({
      description: 'Starter plan, first month',
      amount: '29.00',
    });
    const [row] = await api.db.query<{ renews: boolean }>(
      'SELECT renews_on > current_date AS renews FROM store_onboarding WHERE store_id = 3',
    );
    expect(row?.renews).toBe(true);
  });
});
