import { BILL_ITEM_MESSAGES } from 'shared/contracts/billing';
import { createTestApi, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// /addbillitems: extra locations not in use leave at the end of the billing period (no
// refund): until then they stay paid and counted, but no new location may take them; once their
// day has come they are gone. Acme's owner is on the Growth plan (3 locations) with 4 extra bought
// through the api, 2 locations in use, the renewal 10 days ahead. The items are the owner's only.

let api: TestApi;
let owner: string;
let staff: string;
let globex: string;
let admin: string;
const call = callerOf(() => api);
const DAY = 24 * 60 * 60 * 1000;
const dayIn = (days: number) =>
  new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const RENEWAL = dayIn(10);

const items = async () =>
  (await call('GET', '/stores/1/billing/items', owner)).body;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
  staff = (await api.login('staff@acme.test')).access;
  globex = (await api.login('owner@globex.test')).access;
  admin = (await api.login('admin@platform.test')).access;
  const plan = await call('PUT', '/stores/1/billing/plan', owner, {
    plan_id: 2,
    version: 1,
  });
  await api.db.query(
    'UPDATE store_onboarding SET renews_on = $1::date WHERE store_id = 1',
    [RENEWAL],
  );
  await call('PUT', '/stores/1/billing/card', owner, {
    card: {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
      name: 'Olive Owner',
    },
    version: plan.body.version,
  });
  const now = await items();
  const bought = await call('POST', '/stores/1/billing/items', owner, {
    locations: 4,
    card: null,
    expected_amount: (
      (4 * Math.round(Number(now.prorated_location_amount) * 100)) /
      100
    ).toFixed(2),
    version: now.version,
  });
  if (bought.status !== 200)
    throw new Error(`purchase: ${JSON.stringify(bought.body)}`);
}, 60_000);
afterAll(() => api.close());

describe('removing extra locations', () => {
  it('removes extra locations not in use from the next period on; until then none may take them', async () => {
    const before = await items();
    // Growth's 3 and 4 extra, 2 in use: 4 are free.
    expect(before.removable_locations).toBe(4);
    const tooMany = await call(
      'POST',
      '/stores/1/billing/items/remove',
      owner,
      {
        locations: 5,
        version: before.version,
      },
    );
    expect(tooMany.body.errors).toEqual({
      locations: BILL_ITEM_MESSAGES.notFree.replace('{count}', '4'),
    });
    const removed = await call(
      'POST',
      '/stores/1/billing/items/remove',
      owner,
      {
        locations: 3,
        version: before.version,
      },
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      extra_locations: 4,
      locations_leaving: 3,
      leaving_on: RENEWAL,
      removable_locations: 1,
      monthly_total: '139.00',
      next_monthly_total: '94.00',
    });
    const { body: billing } = await call('GET', '/stores/1/billing', owner);
    expect(billing).toMatchObject({
      extra_locations: 4,
      locations_leaving: 3,
      leaving_on: RENEWAL,
    });
    // 3 included + 1 staying: two more locations fit, a third does not.
    const location = (name: string) =>
      call('POST', '/locations', owner, {
        name,
        address_line1: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        phone: null,
      });
    expect((await location('Kiosk A')).status).toBe(201);
    expect((await location('Kiosk B')).status).toBe(201);
    expect((await location('Kiosk C')).status).toBe(409);
    const none = await call('POST', '/stores/1/billing/items/remove', owner, {
      locations: 1,
      version: removed.body.version,
    });
    expect(none.body.errors).toEqual({
      locations: BILL_ITEM_MESSAGES.noneFree,
    });
  });

  it('lets the leaving locations go once their day has come', async () => {
    await api.db.query(
      `UPDATE store_onboarding SET renews_on = $1::date, locations_leaving_on = $2::date
       WHERE store_id = 1`,
      [dayIn(-1), dayIn(-1)],
    );
    expect(await items()).toMatchObject({
      extra_locations: 1,
      locations_leaving: 0,
      leaving_on: null,
      monthly_total: '94.00',
    });
    expect((await call('GET', '/stores/1/billing', owner)).body).toMatchObject({
      extra_locations: 1,
      locations_leaving: 0,
    });
  });

  it('is the owner’s only: staff and the super admin 403, another store 404', async () => {
    const asStaff = await call('GET', '/stores/1/billing/items', staff);
    expect(asStaff.status).toBe(403);
    expect(asStaff.body.message).toBe(BILL_ITEM_MESSAGES.ownerOnly);
    expect((await call('GET', '/stores/1/billing/items', admin)).status).toBe(
      403,
    );
    expect((await call('GET', '/stores/1/billing/items', globex)).status).toBe(
      404,
    );
    const other = await call('POST', '/stores/2/billing/items/remove', owner, {
      locations: 1,
      version: 1,
    });
    expect(other.status).toBe(404);
  });
});
