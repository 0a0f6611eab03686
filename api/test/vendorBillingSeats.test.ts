import { hashPassword } from '../src/auth/passwords';
import { nextBillOn } from '../src/areas/billing/vendorBillingOverview';
import { createTestApi, DEMO_PASSWORD, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// The plan's seats: a workshop of its own on the Bench plan (1 user: its owner) cannot
// invite (409 saying to change plan) nor reactivate a former member; after an upgrade it invites,
// My Team's seat count follows, and a downgrade below the team is refused until the invitation is
// withdrawn. The onboarding's plan payment is the first invoice; the next bill date rolls on.

let api: TestApi;
let owner: string;
const VENDOR = 9961;
const FORMER = 9962;
beforeAll(async () => {
  api = await createTestApi();
  const hash = await hashPassword(DEMO_PASSWORD);
  await api.db.query(
    `INSERT INTO vendors (id, name, plan_id) VALUES ($1, 'Bench Tiny', 1)`,
    [VENDOR],
  );
  await api.db.query(
    `INSERT INTO users (id, kind, email, password_hash, first_name, last_name, role_id, vendor_id, is_active)
     VALUES ($1, 'vendor', 'owner@tiny.test', $3, 'Tina', 'Tiny', 7, $1, true),
            ($2, 'vendor', 'former@tiny.test', $3, 'Fred', 'Former', 8, $1, false)`,
    [VENDOR, FORMER, hash],
  );
  owner = (await api.login('owner@tiny.test', 'vendor')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Tina Tiny',
};
const invite = (email: string) =>
  call('POST', '/vendor/users/invitations', owner, {
    email,
    first_name: 'Nina',
    last_name: 'North',
  });

describe('the plan’s seats', () => {
  it('the onboarding’s plan payment issues the first invoice and sets the next bill', async () => {
    // Not set up yet: billing writes wait for the set-up.
    expect(
      (
        await call('PUT', '/vendor/billing/plan', owner, {
          plan_id: 2,
          version: 1,
        })
      ).body.message,
    ).toBe('Your workshop has no plan yet. Please finish your set-up first.');
    const paid = await call('POST', '/vendor/onboarding/subscription', owner, {
      card: CARD,
    });
    expect(paid.status).toBe(200);
    await call('PUT', '/vendor/onboarding/address', owner, {
      name: 'Bench Tiny',
      address_line1: '1 Small Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });
    await call('PUT', '/vendor/onboarding/bank', owner, {
      account_holder: 'Tina Tiny',
      kind: 'us',
      routing_number: '110000000',
      account_number: '000123456789',
    });
    const billing = await call('GET', '/vendor/billing', owner);
    expect(billing.body).toMatchObject({
      plan: { name: 'Bench', users_included: 1 },
      next_bill_amount: '19.00',
      card: { last4: '4242' },
      payout: { kind: 'us', last4: '6789' },
      seats: { used: 1, included: 1, plan_name: 'Bench' },
    });
    expect(billing.body.next_bill_on > new Date().toISOString()).toBe(true);
    const invoices = await call('GET', '/vendor/billing/invoices', owner);
    expect(invoices.body.results).toEqual([
      expect.objectContaining({
        kind: 'plan',
        description: 'Bench plan, first month',
        amount: '19.00',
        status: 'paid',
      }),
    ]);
  });

  it('refuses an invitation or a reactivation past the plan’s seats, saying to change plan', async () => {
    const seats = await call('GET', '/vendor/users/seats', owner);
    expect(seats.body).toEqual({ used: 1, included: 1, plan_name: 'Bench' });
    const refused = await invite('nina@tiny.test');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'PLAN.SEATS',
      message:
        'All seats of your Bench plan are taken (1 of 1: active people and open invitations). Change your plan to add more people.',
    });
    const back = await call(
      'POST',
      `/vendor/users/${FORMER}/reactivate`,
      owner,
      { version: 1 },
    );
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('PLAN.SEATS');
    const team = await call('GET', '/vendor/users', owner);
    expect(team.body.status_counts).toMatchObject({
      all: 2,
      active: 1,
      deactivated: 1,
    });
  });

  it('after an upgrade the team grows; a downgrade below it is refused until the invitation is withdrawn', async () => {
    const version = (await call('GET', '/vendor/billing', owner)).body.version;
    const up = await call('PUT', '/vendor/billing/plan', owner, {
      plan_id: 2,
      version,
    });
    expect(up.status).toBe(200);
    const invited = await invite('nina@tiny.test');
    expect(invited.status).toBe(201);
    expect((await call('GET', '/vendor/users/seats', owner)).body).toEqual({
      used: 2,
      included: 5,
      plan_name: 'Workshop',
    });
    const down = await call('PUT', '/vendor/billing/plan', owner, {
      plan_id: 1,
      version: up.body.version,
    });
    expect(down.status).toBe(409);
    expect(down.body.message).toBe(
      'Your team has 2 people (active or invited) and the Bench plan includes 1 user. Deactivate team members or withdraw invitations first, or choose a larger plan.',
    );
    expect((await call('GET', '/vendor/billing', owner)).body.plan.name).toBe(
      'Workshop',
    );
    await call('DELETE', `/vendor/users/${invited.body.id}/invitation`, owner);
    const fits = await call('PUT', '/vendor/billing/plan', owner, {
      plan_id: 1,
      version: up.body.version,
    });
    expect(fits.body).toMatchObject({
      plan: { name: 'Bench' },
      seats: { used: 1, included: 1 },
    });
  });

  it('seats are the owner’s to read; another vendor’s staff and the owner’s staff get 403', async () => {
    const staff = (await api.login('staff@fixit.test', 'vendor')).access;
    const refused = await call('GET', '/vendor/users/seats', staff);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Only the owner of the workshop manages its team.',
    );
  });
});

describe('nextBillOn', () => {
  it('is the first monthly renewal on or after today, a month’s end kept within the month', () => {
    expect(nextBillOn('2026-03-10', '2026-03-01')).toBe('2026-03-10');
    expect(nextBillOn('2026-03-10', '2026-03-10')).toBe('2026-03-10');
    expect(nextBillOn('2026-03-10', '2026-03-11')).toBe('2026-04-10');
    expect(nextBillOn('2026-01-31', '2026-02-02')).toBe('2026-02-28');
    expect(nextBillOn('2025-11-15', '2026-02-20')).toBe('2026-03-15');
  });
});
