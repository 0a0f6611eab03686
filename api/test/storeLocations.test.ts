import { createTestApi, type TestApi } from './helpers';
import { callerOf } from './vendorFixtures';

// The store portal's locations: the owner adds one (within the plan's allowance), edits it
// with the version seen (stale: 409 with the location as it is now), makes it the default (exactly
// one per store) and removes one that is neither the default nor used by an order. Another store's
// id answers 404, staff 403, bad input 400; a refused write changes nothing.

let api: TestApi;
let owner: string;
let staff: string;
let globex: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test', 'portal')).access;
  staff = (await api.login('staff@acme.test', 'portal')).access;
  globex = (await api.login('owner@globex.test', 'portal')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const BRANCH = {
  name: 'Acme Mall',
  address_line1: '200 Mall Rd',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
  phone: '+1 217 555 0123',
};
const defaults = async (storeId: number) =>
  (
    await api.db.query<{ id: number }>(
      'SELECT id FROM locations WHERE store_id = $1 AND is_default ORDER BY id',
      [storeId],
    )
  ).map((row) => row.id);
const countOf = async (storeId: number) =>
  (
    await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM locations WHERE store_id = $1',
      [storeId],
    )
  )[0]?.n;

describe('store locations', () => {
  it('adds, edits, makes default and removes; the default cannot be removed', async () => {
    const bad = await call('POST', '/locations', owner, {
      ...BRANCH,
      name: ' ',
      zip: '6',
      phone: 'call me',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        name: 'This field is required.',
        zip: 'Please enter a valid ZIP code.',
        phone: 'Please enter a valid phone number',
      },
    });
    expect(await countOf(1)).toBe(2);

    // A default is made through its own route: a field of the record it is not is dropped.
    const added = await call('POST', '/locations', owner, {
      ...BRANCH,
      is_default: true,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      ...BRANCH,
      store_id: 1,
      is_default: false,
      version: 1,
    });
    const { id } = added.body;
    const list = await call('GET', '/locations', owner);
    expect(list.body.map((l: { id: number }) => l.id)).toEqual([1, 2, id]);

    const edited = await call('PUT', `/locations/${id}`, owner, {
      ...BRANCH,
      address_line1: '202 Mall Rd',
      phone: '',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      address_line1: '202 Mall Rd',
      phone: null,
      version: 2,
    });
    const stale = await call('PUT', `/locations/${id}`, owner, {
      ...BRANCH,
      name: 'Acme Mall West',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Someone else changed this location since you opened it. Here it is as it is now.',
    );
    expect(stale.body.current).toMatchObject({
      name: 'Acme Mall',
      address_line1: '202 Mall Rd',
      version: 2,
    });

    const moved = await call('POST', `/locations/${id}/default`, owner);
    expect(moved.status).toBe(200);
    expect(
      moved.body.map((l: { id: number; is_default: boolean }) => [
        l.id,
        l.is_default,
      ]),
    ).toEqual([
      [1, false],
      [2, false],
      [id, true],
    ]);
    expect(await defaults(1)).toEqual([id]);
    const refused = await call('DELETE', `/locations/${id}`, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This is your default location. Make another location the default first.',
    );

    await call('POST', '/locations/1/default', owner);
    expect(await defaults(1)).toEqual([1]);
    const removed = await call('DELETE', `/locations/${id}`, owner);
    expect(removed.status).toBe(200);
    expect(removed.body.map((l: { id: number }) => l.id)).toEqual([1, 2]);
    expect((await call('GET', `/locations/${id}`, owner)).status).toBe(404);
  });

  it('keeps a location that orders name: 409 with a message', async () => {
    // Acme Uptown (2) has the guest's order 1000003.
    const res = await call('DELETE', '/locations/2', owner);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'LOCATION.IN_USE',
      message:
        'This location has orders or estimates, so it cannot be removed. Keep it for their history.',
    });
    expect(await countOf(1)).toBe(2);
  });

  it('refuses another location beyond the plan, until the plan has room', async () => {
    // Globex on the Starter plan (one location included) with its one location.
    await api.db.query(
      'INSERT INTO store_onboarding (store_id, plan_id, extra_locations) VALUES (2, 1, 0)',
    );
    const full = await call('POST', '/locations', globex, BRANCH);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: 'LOCATIONS.LIMIT',
      message:
        'Your plan allows 1 location and your store has reached it. Add locations to your plan first.',
    });
    expect(await countOf(2)).toBe(1);
    await api.db.query(
      'UPDATE store_onboarding SET extra_locations = 1 WHERE store_id = 2',
    );
    const room = await call('POST', '/locations', globex, BRANCH);
    expect(room.status).toBe(201);
    expect(room.body).toMatchObject({ store_id: 2, is_default: false });
    expect(
      (await call('POST', '/locations', globex, BRANCH)).body.message,
    ).toBe(
      'Your plan allows 2 locations and your store has reached it. Add locations to your plan first.',
    );
  });

  it('refuses a store that has not finished its set-up', async () => {
    await api.db.query(
      'UPDATE stores SET is_onboarding_complete = false WHERE id = 2',
    );
    const res = await call('POST', '/locations', globex, BRANCH);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Please finish your store's set-up first.");
    await api.db.query(
      'UPDATE stores SET is_onboarding_complete = true WHERE id = 2',
    );
  });

  it('answers another store 404 for Acme’s ids and staff 403, changing nothing', async () => {
    const before = (await call('GET', '/locations/2', owner)).body;
    for (const [method, url] of [
      ['GET', '/locations/2'],
      ['POST', '/locations/2/default'],
      ['DELETE', '/locations/2'],
    ] as const)
      expect((await call(method, url, globex)).status).toBe(404);
    const edit = await call('PUT', '/locations/2', globex, {
      ...BRANCH,
      version: before.version,
    });
    expect(edit.status).toBe(404);

    for (const [method, url, body] of [
      ['POST', '/locations', BRANCH],
      ['GET', '/locations/1', undefined],
      ['PUT', '/locations/2', { ...BRANCH, version: before.version }],
      ['POST', '/locations/2/default', undefined],
      ['DELETE', '/locations/2', undefined],
    ] as const) {
      const res = await call(method, url, staff, body);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'Only the store owner manages its locations.',
      );
    }
    expect((await call('GET', '/locations/2', owner)).body).toEqual(before);
    expect(await defaults(1)).toEqual([1]);
    expect((await call('PUT', '/locations/abc', owner, BRANCH)).status).toBe(
      400,
    );
  });
});
