import { createTestApi, type TestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// The workshop's addresses: add (the first is the default), edit with the version seen
// (stale: 409 with the address as it is now), make another the default, remove one that is not
// the default. Another vendor's id answers 404; bad input 400 and nothing changed.

let api: TestApi;
let owner: string;
let rival: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  rival = await addRivalVendor(api, 9902, 'owner@rival2.test');
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const BRANCH = {
  name: 'Fixit Downtown',
  address_line1: '9 Market St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
};

describe('vendor addresses', () => {
  it('adds, edits, makes default and removes; the default cannot be removed', async () => {
    const [first] = (await call('GET', '/vendor/addresses', owner)).body;
    expect(first).toMatchObject({ id: 9001, is_default: true });

    const bad = await call('POST', '/vendor/addresses', owner, {
      ...BRANCH,
      zip: ' ',
      phone: 'call me',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      zip: 'This field is required.',
      phone: 'Please enter a valid phone number',
    });
    const added = await call('POST', '/vendor/addresses', owner, BRANCH);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Fixit Downtown',
      is_default: false,
    });
    const { id } = added.body;

    const edited = await call('PUT', `/vendor/addresses/${id}`, owner, {
      ...BRANCH,
      address_line1: '11 Market St',
      version: 1,
    });
    expect(edited.body).toMatchObject({
      address_line1: '11 Market St',
      version: 2,
    });
    const stale = await call('PUT', `/vendor/addresses/${id}`, owner, {
      ...BRANCH,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({
      address_line1: '11 Market St',
      version: 2,
    });

    const list = await call('POST', `/vendor/addresses/${id}/default`, owner);
    expect(
      list.body.map((a: { id: number; is_default: boolean }) => [
        a.id,
        a.is_default,
      ]),
    ).toEqual([
      [id, true],
      [9001, false],
    ]);
    const refused = await call('DELETE', `/vendor/addresses/${id}`, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This is your default address. Make another address the default first.',
    );
    const left = await call('DELETE', '/vendor/addresses/9001', owner);
    expect(left.status).toBe(200);
    expect(left.body.map((a: { id: number }) => a.id)).toEqual([id]);
  });

  it('shows another vendor none of Fixit’s addresses: 404 for its ids', async () => {
    expect((await call('GET', '/vendor/addresses', rival)).body).toEqual([]);
    const [fixit] = (await call('GET', '/vendor/addresses', owner)).body;
    for (const [method, url] of [
      ['GET', `/vendor/addresses/${fixit.id}`],
      ['POST', `/vendor/addresses/${fixit.id}/default`],
      ['DELETE', `/vendor/addresses/${fixit.id}`],
    ] as const)
      expect((await call(method, url, rival)).status).toBe(404);
    const edit = await call('PUT', `/vendor/addresses/${fixit.id}`, rival, {
      ...BRANCH,
      version: fixit.version,
    });
    expect(edit.status).toBe(404);
    expect(
      (await call('GET', `/vendor/addresses/${fixit.id}`, owner)).body,
    ).toEqual(fixit);
  });
});
