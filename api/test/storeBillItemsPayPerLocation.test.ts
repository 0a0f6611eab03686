import { BILL_ITEM_MESSAGES } from 'shared/contracts/billing';
import { createTestApi, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// /pay-per-location: the page shows the quote of GET /stores/{id}/billing/items (one
// more location prorated to the period's end, as on /addbillitems) and sends the amount it showed;
// the payment charges exactly that, and another amount (the day or the price moved since) answers
// 409 PRICE.CHANGED with the items as they are now and changes nothing. Acme's owner is on the
// Growth plan ($15 an extra location), the renewal 10 days ahead.

let api: TestApi;
let owner: string;
const call = callerOf(() => api);
const DAY = 24 * 60 * 60 * 1000;
const RENEWAL = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Olive Owner',
};
const cents = (money: string) => Math.round(Number(money) * 100);
const money = (c: number) => (c / 100).toFixed(2);

const pay = (body: object) =>
  call('POST', '/onboarding/extra-locations', owner, body);
const invoices = async () =>
  (await call('GET', '/stores/1/billing/invoices', owner)).body;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
  const plan = await call('PUT', '/stores/1/billing/plan', owner, {
    plan_id: 2,
    version: 1,
  });
  if (plan.status !== 200) throw new Error(JSON.stringify(plan.body));
  await api.db.query(
    'UPDATE store_onboarding SET renews_on = $1::date WHERE store_id = 1',
    [RENEWAL],
  );
}, 60_000);
afterAll(() => api.close());

describe('paying for locations on /pay-per-location', () => {
  it('refuses an amount other than the quote, or not a money amount; nothing changes', async () => {
    const before = (await invoices()).count;
    const moved = await pay({ count: 2, card: CARD, expected_amount: '0.01' });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({
      code: 'PRICE.CHANGED',
      message: BILL_ITEM_MESSAGES.priceChanged,
      current: { extra_locations: 0, period: { end: RENEWAL } },
    });
    const bad = await pay({ count: 2, card: CARD, expected_amount: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: expect.any(String),
      errors: { expected_amount: expect.any(String) },
    });
    expect((await invoices()).count).toBe(before);
    expect((await call('GET', '/onboarding', owner)).body.extra_locations).toBe(
      0,
    );
  });

  it('charges exactly the quote it showed: count × one location prorated to the renewal', async () => {
    const quote = (await call('GET', '/stores/1/billing/items', owner)).body;
    expect(quote.period).toMatchObject({ end: RENEWAL, days_left: 10 });
    // $15 × 10 days ÷ the period's days, to the cent.
    expect(cents(quote.prorated_location_amount)).toBe(
      Math.floor(
        (2 * 1500 * 10 + quote.period.days_in_period) /
          (2 * quote.period.days_in_period),
      ),
    );
    const amount = money(2 * cents(quote.prorated_location_amount));
    const paid = await pay({ count: 2, card: CARD, expected_amount: amount });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      extra_locations: 2,
      monthly_total: '109.00',
    });
    const { results } = await invoices();
    expect(results[0]).toMatchObject({ amount, status: 'paid' });
  });

  it('still takes a payment without an expected amount (charged at the prorated price)', async () => {
    const quote = (await call('GET', '/stores/1/billing/items', owner)).body;
    const paid = await pay({ count: 1, card: CARD });
    expect(paid.status).toBe(200);
    expect(paid.body.extra_locations).toBe(3);
    expect((await invoices()).results[0].amount).toBe(
      quote.prorated_location_amount,
    );
  });
});
