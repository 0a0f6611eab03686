import { BILLING_MESSAGES } from 'shared/contracts/billing';
import { createTestApi, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// Extra locations leaving the plan are gone from their day on, for every read and for
// the plan change, before any other write has written them down. Acme's owner is on the Growth
// plan (3 locations, $79, $15 an extra one) with 4 extra bought, 3 of them leaving at the renewal
// 10 days ahead, and 3 locations in use. Then the clock (Date only) moves 11 days on.

let api: TestApi;
let owner: string;
const call = callerOf(() => api);
const DAY = 24 * 60 * 60 * 1000;
const dayIn = (days: number) =>
  new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const RENEWAL = dayIn(10);
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Olive Owner',
};

/** The clock `days` days on; timers, ticks and the rest stay real (PGlite and fastify use them). */
function moveClock(days: number) {
  jest.useFakeTimers({
    now: Date.now() + days * DAY,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
  const plan = await call('PUT', '/stores/1/billing/plan', owner, {
    plan_id: 2,
    version: 1,
  });
  await api.db.query(
    'UPDATE store_onboarding SET renews_on = $1::date WHERE store_id = 1',
    [RENEWAL],
  );
  await call('PUT', '/stores/1/billing/card', owner, {
    card: CARD,
    version: plan.body.version,
  });
  const now = (await call('GET', '/stores/1/billing/items', owner)).body;
  const bought = await call('POST', '/stores/1/billing/items', owner, {
    locations: 4,
    card: null,
    expected_amount: (
      (4 * Math.round(Number(now.prorated_location_amount) * 100)) /
      100
    ).toFixed(2),
    version: now.version,
  });
  const removed = await call('POST', '/stores/1/billing/items/remove', owner, {
    locations: 3,
    version: bought.body.items.version,
  });
  const kiosk = await call('POST', '/locations', owner, {
    name: 'Kiosk A',
    address_line1: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    phone: null,
  });
  if (removed.status !== 200 || kiosk.status !== 201)
    throw new Error(`set-up: ${JSON.stringify([removed.body, kiosk.body])}`);
}, 60_000);
afterAll(async () => {
  jest.useRealTimers();
  await api.close();
});

const changePlan = (planId: number, version: number) =>
  call('PUT', '/stores/1/billing/plan', owner, { plan_id: planId, version });

/**
 * Asks for Starter, refused (its 1 location and the 1 extra staying allow 2 for the 3 in use: the
 * 3 leaving cannot be used, before their day or after it), then for Scale; answers the billing.
 */
async function refuseStarterTakeScale() {
  const { version } = (await call('GET', '/stores/1/billing', owner)).body;
  const smaller = await changePlan(1, version);
  expect(smaller.status).toBe(409);
  expect(smaller.body.message).toBe(
    BILLING_MESSAGES.tooManyLocations
      .replace('{count}', '3')
      .replace('{allowed}', '2'),
  );
  const larger = await changePlan(3, version);
  expect(larger.status).toBe(200);
  return larger.body;
}

/** The last plan change's invoice is Scale's first month: $199 and the 1 extra staying at $9. */
async function expectScaleInvoice() {
  const [invoice] = await api.db.query(
    `SELECT description, amount::text FROM store_invoices
     WHERE store_id = 1 AND kind = 'plan_change' ORDER BY id DESC LIMIT 1`,
  );
  expect(invoice).toEqual({
    description: 'Scale plan with 1 extra location(s), first month',
    amount: '208.00',
  });
}

describe('extra locations leaving the plan', () => {
  it('still counts them before their day', async () => {
    const state = await call('GET', '/onboarding', owner);
    expect(state.body).toMatchObject({
      extra_locations: 4,
      monthly_total: '139.00',
    });
  });

  it('changes the plan before their day against the extra locations that stay, and bills its first month without the leaving ones', async () => {
    const larger = await refuseStarterTakeScale();
    // Until the renewal the 3 leaving stay on the plan, as the items' quote counts them.
    expect(larger).toMatchObject({
      extra_locations: 4,
      locations_leaving: 3,
      leaving_on: RENEWAL,
      monthly_total: '235.00',
    });
    // The first month starts at the renewal, the day the 3 leave.
    await expectScaleInvoice();
    expect((await changePlan(2, larger.version)).status).toBe(200);
  });

  it('counts them gone once the clock has passed their day, on every read', async () => {
    moveClock(11);
    owner = (await api.login('owner@acme.test')).access;
    const state = await call('GET', '/onboarding', owner);
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({
      extra_locations: 1,
      monthly_total: '94.00',
    });
    expect((await call('GET', '/stores/1/billing', owner)).body).toMatchObject({
      extra_locations: 1,
      locations_leaving: 0,
    });
    expect(
      (await call('GET', '/stores/1/billing/items', owner)).body,
    ).toMatchObject({ extra_locations: 1, locations_leaving: 0 });
  });

  it('changes the plan against the locations as of now, and writes the leaving ones down', async () => {
    const larger = await refuseStarterTakeScale();
    expect(larger).toMatchObject({
      extra_locations: 1,
      locations_leaving: 0,
      leaving_on: null,
      monthly_total: '208.00',
    });
    const [row] = await api.db.query(
      `SELECT extra_locations, locations_leaving, locations_leaving_on
       FROM store_onboarding WHERE store_id = 1`,
    );
    expect(row).toEqual({
      extra_locations: 1,
      locations_leaving: 0,
      locations_leaving_on: null,
    });
    await expectScaleInvoice();
  });
});
