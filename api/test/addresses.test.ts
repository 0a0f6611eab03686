import { count, register } from './accountsFixtures';
import { type Json, type TestApi, createTestApi } from './helpers';

let api: TestApi;
let jane: string;
beforeAll(async () => {
  api = await createTestApi();
  jane = (await api.login('jane@example.test', 'customer', { store_id: 1 }))
    .access;
});
afterAll(() => api.close());

const URL = '/api/v1/customers/me/addresses';
const address = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jane',
  last_name: 'Doe',
  address_line1: '1 Main Street',
  address_line2: '',
  city: 'Peoria',
  state: 'IL',
  zip: '61602',
  phone: '309 555 0100',
  ...overrides,
});
const list = async (token = jane) =>
  (await api.request({ method: 'GET', url: URL, token })).body as Json[];

it("lists Jane's demo addresses, the default first", async () => {
  const rows = await list();
  expect(rows).toHaveLength(2);
  expect(rows[0]).toEqual({
    id: 1,
    first_name: 'Jane',
    last_name: 'Doe',
    address_line1: '12 Elm Street',
    address_line2: 'Apt 4',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
    phone: '+1 217 555 0199',
    is_default: true,
  });
  expect(rows[1]).toMatchObject({
    id: 2,
    is_default: false,
    address_line2: null,
  });
});

it('adds an address (201) with the defaults filled in, and a new default clears the old one', async () => {
  const created = await api.request({
    method: 'POST',
    url: URL,
    token: jane,
    payload: address({ country: 'ca' }),
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({
    ...address(),
    address_line2: null,
    country: 'CA',
    is_default: false,
  });
  const made = await api.request({
    method: 'POST',
    url: URL,
    token: jane,
    payload: address({ is_default: true }),
  });
  expect(made.body.is_default).toBe(true);
  const rows = await list();
  expect(rows.filter((r) => r.is_default).map((r) => r.id)).toEqual([
    made.body.id,
  ]);
  expect(rows[0].id).toBe(made.body.id);
});

it("makes a new customer's first address the default", async () => {
  const sam = await register(api, { email: 'addr-sam@example.test' });
  const first = await api.request({
    method: 'POST',
    url: URL,
    token: sam.access,
    payload: address(),
  });
  expect(first.body.is_default).toBe(true);
  const second = await api.request({
    method: 'POST',
    url: URL,
    token: sam.access,
    payload: address(),
  });
  expect(second.body.is_default).toBe(false);
  expect(await list(sam.access)).toHaveLength(2);
});

it('replaces an address with PUT and can move the default', async () => {
  const response = await api.request({
    method: 'PUT',
    url: `${URL}/2`,
    token: jane,
    payload: address({ city: 'Urbana', is_default: true }),
  });
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({
    id: 2,
    city: 'Urbana',
    is_default: true,
  });
  const rows = await list();
  expect(rows.filter((r) => r.is_default).map((r) => r.id)).toEqual([2]);
  // Without is_default the flag stays as it was.
  const again = await api.request({
    method: 'PUT',
    url: `${URL}/2`,
    token: jane,
    payload: address({ city: 'Normal' }),
  });
  expect(again.body).toMatchObject({ city: 'Normal', is_default: true });
});

it('deletes an address', async () => {
  const created = await api.request({
    method: 'POST',
    url: URL,
    token: jane,
    payload: address(),
  });
  const removed = await api.request({
    method: 'DELETE',
    url: `${URL}/${created.body.id}`,
    token: jane,
  });
  expect(removed).toEqual({ status: 200, body: {} });
  expect((await list()).map((r) => r.id)).not.toContain(created.body.id);
});

it.each([
  [
    { first_name: 'J' },
    'first_name',
    'Please enter 2 to 30 letters and spaces only',
  ],
  [
    { last_name: 'D0e' },
    'last_name',
    'Please enter 2 to 30 letters and spaces only',
  ],
  [{ address_line1: ' ' }, 'address_line1', 'This field is required.'],
  [{ city: undefined }, 'city', 'This field is required.'],
  [{ state: '' }, 'state', 'This field is required.'],
  [{ zip: null }, 'zip', 'This field is required.'],
  [{ country: 'USA' }, 'country', 'Please enter a 2-letter country code'],
  [{ phone: '12' }, 'phone', 'Please enter a valid phone number'],
])(
  'rejects %j with errors.%s and changes nothing',
  async (override, field, message) => {
    const before = await list();
    for (const [method, url] of [
      ['POST', URL],
      ['PUT', `${URL}/1`],
    ] as const) {
      const response = await api.request({
        method,
        url,
        token: jane,
        payload: address(override),
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
      });
      expect(response.body.errors[field]).toBe(message);
    }
    expect(await list()).toEqual(before);
  },
);

it("answers 404 'Address not found.' for another customer's address and changes nothing", async () => {
  const other = await register(api, { email: 'addr-other@example.test' });
  const theirs = await api.request({
    method: 'POST',
    url: URL,
    token: other.access,
    payload: address(),
  });
  const notFound = {
    code: 'NOT_FOUND',
    message: 'Address not found.',
    errors: {},
  };
  const put = await api.request({
    method: 'PUT',
    url: `${URL}/${theirs.body.id}`,
    token: jane,
    payload: address({ city: 'Hacked' }),
  });
  expect(put).toEqual({ status: 404, body: notFound });
  const del = await api.request({
    method: 'DELETE',
    url: `${URL}/${theirs.body.id}`,
    token: jane,
  });
  expect(del).toEqual({ status: 404, body: notFound });
  expect(await list(other.access)).toEqual([theirs.body]);
  expect((await list()).map((r) => r.id)).not.toContain(theirs.body.id);
  expect(
    (await api.request({ method: 'DELETE', url: `${URL}/99999`, token: jane }))
      .status,
  ).toBe(404);
});

it('keeps a customer of another store apart', async () => {
  const globex = await register(api, {
    store_id: 2,
    email: 'addr-globex@example.test',
  });
  expect(await list(globex.access)).toEqual([]);
  const put = await api.request({
    method: 'PUT',
    url: `${URL}/1`,
    token: globex.access,
    payload: address(),
  });
  expect(put.status).toBe(404);
});

it('needs a customer login', async () => {
  const rows = await count(api, 'customer_addresses');
  expect((await api.request({ method: 'GET', url: URL })).status).toBe(401);
  expect(
    (await api.request({ method: 'POST', url: URL, payload: address() }))
      .status,
  ).toBe(401);
  const owner = (await api.login('owner@acme.test')).access;
  const asOwner = await api.request({
    method: 'POST',
    url: URL,
    token: owner,
    payload: address(),
  });
  expect(asOwner.status).toBe(403);
  expect(await count(api, 'customer_addresses')).toBe(rows);
});
