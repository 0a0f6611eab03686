import { createEstimate } from './accountsFixtures';
import { type TestApi, createTestApi } from './helpers';

// The estimates are written straight to the database (the request flow is estimates.test.ts'), so
// this file reads them whatever the cart code does.

let api: TestApi;
const tokens: Record<string, string> = {};
let janeEstimate: { id: number; estimate_no: string };
let guestEstimateId: number;
let globexEstimateId: number;
const CHOICES = [
  { label: 'Metal', value: 'Gold' },
  { label: 'Extras', value: 'Polish, Box' },
];
beforeAll(async () => {
  api = await createTestApi();
  for (const email of [
    'owner@acme.test',
    'staff@acme.test',
    'owner@globex.test',
    'admin@platform.test',
  ])
    tokens[email] = (await api.login(email)).access;
  tokens.jane = (
    await api.login('jane@example.test', 'customer', { store_id: 1 })
  ).access;
  janeEstimate = await createEstimate(api, { customerId: 1 });
  await api.db.query(
    `INSERT INTO estimate_lines (estimate_id, service_name, quantity, unit_price, line_total, choices)
     VALUES ($1, 'Ring resize', 2, '56.25', '112.50', $2::jsonb)`,
    [janeEstimate.id, JSON.stringify(CHOICES)],
  );
  guestEstimateId = (await createEstimate(api, { customerId: null })).id;
  globexEstimateId = (
    await createEstimate(api, { storeId: 2, customerId: null })
  ).id;
});
afterAll(() => api.close());

const get = (id: number | string, token?: string) =>
  api.request({ method: 'GET', url: `/api/v1/estimates/${id}`, token });

describe('GET /estimates/{id}', () => {
  it('the store owner reads an estimate of their store with its lines, contact, notes and customer', async () => {
    const res = await get(janeEstimate.id, tokens['owner@acme.test']);
    expect(res).toEqual({
      status: 200,
      body: {
        id: janeEstimate.id,
        store_id: 1,
        estimate_no: janeEstimate.estimate_no,
        status: 'requested',
        created_on: expect.any(String),
        contact: {
          first_name: 'Jane',
          last_name: 'Doe',
          email: 'jane@example.test',
          phone: '',
        },
        notes: 'Please quote',
        lines: [
          {
            id: expect.any(Number),
            service: { id: null, name: 'Ring Sizing', image: null },
            quantity: 1,
            unit_price: '45.00',
            line_total: '45.00',
            choices: [],
          },
          {
            id: expect.any(Number),
            service: { id: null, name: 'Ring resize', image: null },
            quantity: 2,
            unit_price: '56.25',
            line_total: '112.50',
            choices: CHOICES,
          },
        ],
        subtotal: '45.00',
        token: expect.stringMatching(/^[A-Za-z0-9_-]{32,64}$/),
        customer: { id: 1, first_name: 'Jane', last_name: 'Doe' },
        version: 1,
        sales_order_id: null,
        // the quote: nothing written nor sent yet
        message: '',
        valid_until: null,
        not_to_exceed: null,
        quote_version: 0,
        line_kinds: expect.any(Object),
        answer: null,
        versions: [],
      },
    });
    const guest = await get(guestEstimateId, tokens['owner@acme.test']);
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ id: guestEstimateId, customer: null });
  });

  it('staff of the store and the super admin read it too', async () => {
    for (const who of ['staff@acme.test', 'admin@platform.test'])
      expect((await get(janeEstimate.id, tokens[who])).status).toBe(200);
    expect(
      (await get(globexEstimateId, tokens['owner@globex.test'])).status,
    ).toBe(200);
  });

  it("another store's estimate is not found (404, like an unknown id); a customer is refused; no token is 401", async () => {
    const other = await get(janeEstimate.id, tokens['owner@globex.test']);
    expect(other).toEqual(await get(99999, tokens['owner@globex.test']));
    expect(other.status).toBe(404);
    expect(
      (await get(globexEstimateId, tokens['owner@acme.test'])).status,
    ).toBe(404);
    const customer = await get(janeEstimate.id, tokens.jane);
    expect(customer.status).toBe(403);
    expect(customer.body.code).toBe('FORBIDDEN');
    expect((await get(janeEstimate.id)).status).toBe(401);
  });

  it('an unknown id is 404 and a malformed id is 400', async () => {
    expect(await get(99999, tokens['owner@acme.test'])).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Estimate not found.', errors: {} },
    });
    for (const bad of ['abc', '0', '1.5']) {
      const res = await get(bad, tokens['owner@acme.test']);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('staff without the estimates view permission are refused', async () => {
    await api.db.query(
      `UPDATE users SET stores_permissions = $1 WHERE email = 'staff@acme.test'`,
      [
        JSON.stringify({
          global_permissions: [
            { module_id: 12, permissions: [0], is_enable: 1 },
          ],
          locations_permissions: [],
        }),
      ],
    );
    expect((await get(janeEstimate.id, tokens['staff@acme.test'])).status).toBe(
      403,
    );
  });
});
