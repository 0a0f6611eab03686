import { BILL_ITEM_MESSAGES } from 'shared/contracts/billing';
import { pdfTextLines } from '../src/areas/downloads/pdfText';
import { createTestApi, type Json, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// /addbillitems: Acme's owner (no plan in the demo) picks the Growth plan (3 locations,
// $15.00 an extra one), its renewal set 10 days ahead; extra locations bought for the rest of the
// period at the prorated price (a month's price × 10 ÷ the period's days, half up), paid by a new
// card or the card on file, each purchase invoiced with its line; a refused card, a stale version
// or a moved price change nothing. /pay-per-location buys the same way. (Removal and who may:
// storeBillItemsRemoval.test.ts.)

let api: TestApi;
let owner: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const DAY = 24 * 60 * 60 * 1000;
const dayIn = (days: number) =>
  new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const TODAY = dayIn(0);
const RENEWAL = dayIn(10);
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Olive Owner',
};
/** $15.00 × 10 days ÷ the period's days, rounded half up (the periods have 28 to 31 days). */
const TEN_DAYS_OF_15: Record<number, string> = {
  28: '5.36',
  29: '5.17',
  30: '5.00',
  31: '4.84',
};
const cents = (money: string) => Math.round(Number(money) * 100);
const money = (c: number) => (c / 100).toFixed(2);

const items = async () =>
  (await call('GET', '/stores/1/billing/items', owner)).body;
const buy = (body: object) =>
  call('POST', '/stores/1/billing/items', owner, body);
const invoiceCount = async () =>
  (await call('GET', '/stores/1/billing/invoices', owner)).body.count;

describe('the store owner’s plan items', () => {
  it('offers nothing to a store without a plan', async () => {
    const none = await call('GET', '/stores/1/billing/items', owner);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({
      plan: null,
      period: null,
      extra_locations: 0,
      locations_in_use: 2,
      addable_locations: 0,
      removable_locations: 0,
      prorated_location_amount: '0.00',
      card: null,
    });
    const refused = await buy({
      locations: 1,
      card: CARD,
      expected_amount: '0.00',
      version: none.body.version,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BILL_ITEM_MESSAGES.noPlan);
  });

  it('prices one more location for the rest of the period', async () => {
    const { body } = await call('PUT', '/stores/1/billing/plan', owner, {
      plan_id: 2,
      version: 1,
    });
    await api.db.query(
      'UPDATE store_onboarding SET renews_on = $1::date WHERE store_id = 1',
      [RENEWAL],
    );
    const now = await items();
    expect(now).toMatchObject({
      plan: { name: 'Growth', price_per_extra_location: '15.00' },
      locations_included: 3,
      extra_locations: 0,
      locations_in_use: 2,
      addable_locations: 100,
      monthly_total: '79.00',
      next_monthly_total: '79.00',
      version: body.version,
      period: { end: RENEWAL, days_left: 10 },
    });
    expect(now.prorated_location_amount).toBe(
      TEN_DAYS_OF_15[now.period.days_in_period],
    );
  });

  it('refuses a declined card, a missing card on file, bad input and a moved price; nothing changes', async () => {
    const before = await items();
    const invoices = await invoiceCount();
    const amount = money(2 * cents(before.prorated_location_amount));
    const declined = await buy({
      locations: 2,
      card: { ...CARD, number: '4000 0000 0000 0002' },
      expected_amount: amount,
      version: before.version,
    });
    expect(declined.status).toBe(400);
    expect(declined.body.errors).toEqual({
      'card.number': 'Your card was declined.',
    });
    const noCard = await buy({
      locations: 2,
      card: null,
      expected_amount: amount,
      version: before.version,
    });
    expect(noCard.body.errors).toEqual({ card: BILL_ITEM_MESSAGES.noCard });
    const bad = await buy({
      locations: 0,
      card: CARD,
      expected_amount: amount,
      version: before.version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: expect.any(String), errors: {} });
    const moved = await buy({
      locations: 2,
      card: CARD,
      expected_amount: '0.01',
      version: before.version,
    });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('PRICE.CHANGED');
    expect(moved.body.current).toMatchObject({ extra_locations: 0 });
    const stale = await buy({
      locations: 2,
      card: CARD,
      expected_amount: amount,
      version: before.version - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.version).toBe(before.version);
    expect(await items()).toEqual(before);
    expect(await invoiceCount()).toBe(invoices);
  });

  it('buys extra locations with a new card and invoices them prorated, with their line', async () => {
    const before = await items();
    const unit = before.prorated_location_amount;
    const bought = await buy({
      locations: 2,
      card: CARD,
      expected_amount: money(2 * cents(unit)),
      version: before.version,
    });
    expect(bought.status).toBe(200);
    expect(bought.body.items).toMatchObject({
      extra_locations: 2,
      monthly_total: '109.00',
      version: before.version + 1,
    });
    expect(bought.body.invoice).toMatchObject({
      kind: 'locations',
      status: 'paid',
      amount: money(2 * cents(unit)),
      period_start: TODAY,
      period_end: RENEWAL,
      lines: [
        {
          item: 'extra_location',
          quantity: 2,
          unit_amount: '15.00',
          period_start: TODAY,
          period_end: RENEWAL,
          days_charged: 10,
          days_in_period: before.period.days_in_period,
          amount: money(2 * cents(unit)),
        },
      ],
    });
    const page = await call('GET', '/stores/1/billing/invoices', owner);
    expect(page.body.results[0]).toMatchObject({
      id: bought.body.invoice.id,
      lines: [{ quantity: 2 }],
    });
    expect(
      page.body.results.find((i: Json) => i.kind === 'plan_change').lines,
    ).toEqual([]);
    const pdf = await api.app.inject({
      method: 'GET',
      url: `/api/v1/stores/1/billing/invoices/${bought.body.invoice.id}/invoice.pdf`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfTextLines(pdf.rawPayload).join('\n');
    expect(text).toContain('Extra location');
    expect(text).toContain('$15.00');
    expect(text).toContain(`10 of ${before.period.days_in_period}`);
  });

  it('pays with the card on file', async () => {
    const { body: billing } = await call('GET', '/stores/1/billing', owner);
    await call('PUT', '/stores/1/billing/card', owner, {
      card: { ...CARD, number: '5555 5555 5555 4444' },
      version: billing.version,
    });
    const before = await items();
    expect(before.card).toEqual({ brand: 'mastercard', last4: '4444' });
    const bought = await buy({
      locations: 1,
      card: null,
      expected_amount: before.prorated_location_amount,
      version: before.version,
    });
    expect(bought.status).toBe(200);
    expect(bought.body.items.extra_locations).toBe(3);
    expect(bought.body.invoice.lines[0]).toMatchObject({ quantity: 1 });
  });

  it('invoices /pay-per-location the same way', async () => {
    const before = await items();
    const paid = await call('POST', '/onboarding/extra-locations', owner, {
      count: 1,
      card: CARD,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.extra_locations).toBe(4);
    const page = await call('GET', '/stores/1/billing/invoices', owner);
    expect(page.body.results[0]).toMatchObject({
      kind: 'locations',
      amount: before.prorated_location_amount,
      lines: [{ quantity: 1, days_charged: 10 }],
    });
  });
});
