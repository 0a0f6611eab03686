import { INSURANCE_MESSAGES } from 'shared/contracts/insurancePlans';
import { createTestApi, type Json, type TestApi } from './helpers';

// The store's insurance plans on the vendors page. Acme (store 1) has none in the demo
// data; the storefront offers the active ones at GET /insurances?store_id=1.

let api: TestApi;
let owner: string;
let globex: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test', 'portal')).access;
  globex = (await api.login('owner@globex.test', 'portal')).access;
}, 60_000);
afterAll(() => api.close());

const call = (method: string, url: string, token: string, payload?: Json) =>
  api.request({
    method: method as 'GET',
    url: `/api/v1${url}`,
    token,
    ...(payload ? { payload } : {}),
  });
const offered = async () =>
  (
    await api.request({ method: 'GET', url: '/api/v1/insurances?store_id=1' })
  ).body.map((p: { name: string }) => p.name);

describe('the store’s insurance plans', () => {
  it('adds a rate and a price plan, lists them, and the storefront offers the active one', async () => {
    const rate = await call('POST', '/portal/insurance-plans', owner, {
      name: 'Full cover',
      cover: 'rate',
      amount: '2.5',
      is_active: true,
    });
    expect(rate.status).toBe(201);
    expect(rate.body).toEqual({
      id: expect.any(Number),
      name: 'Full cover',
      rate: '2.50',
      price: null,
      is_active: true,
      is_selected: false,
      order_count: 0,
    });
    const price = await call('POST', '/portal/insurance-plans', owner, {
      name: '  Basic  ',
      cover: 'price',
      amount: '15',
      is_active: false,
    });
    expect(price.body).toMatchObject({
      name: 'Basic',
      rate: null,
      price: '15.00',
      is_active: false,
    });
    const list = await call('GET', '/portal/insurance-plans', owner);
    expect(list.body.map((p: { name: string }) => p.name)).toEqual([
      'Full cover',
      'Basic',
    ]);
    expect(await offered()).toEqual(['Full cover']);
    // Globex sees none of them.
    expect((await call('GET', '/portal/insurance-plans', globex)).body).toEqual(
      [],
    );
  });

  it('changes a plan: switched on it is offered, its cover moves from price to rate', async () => {
    const [basic] = (
      await call('GET', '/portal/insurance-plans', owner)
    ).body.filter((p: { name: string }) => p.name === 'Basic');
    const res = await call(
      'PUT',
      `/portal/insurance-plans/${basic.id}`,
      owner,
      {
        name: 'Basic cover',
        cover: 'rate',
        amount: '1.25',
        is_active: true,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: basic.id,
      name: 'Basic cover',
      rate: '1.25',
      price: null,
      is_active: true,
    });
    expect(await offered()).toEqual(['Basic cover', 'Full cover']);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = (await call('GET', '/portal/insurance-plans', owner)).body;
    const cases: [Json, Record<string, string>][] = [
      [
        { name: 'Big', cover: 'rate', amount: '100.5', is_active: true },
        { amount: INSURANCE_MESSAGES.rate },
      ],
      [
        { name: 'full COVER', cover: 'price', amount: '3', is_active: true },
        { name: INSURANCE_MESSAGES.nameTaken },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await call('POST', '/portal/insurance-plans', owner, payload);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', errors });
    }
    for (const payload of [
      { name: ' ', cover: 'rate', amount: '1', is_active: true },
      { name: 'X', cover: 'percent', amount: '1', is_active: true },
      { name: 'X', cover: 'price', amount: '1.234', is_active: true },
      { name: 'X', cover: 'price', amount: '-1', is_active: true },
      { name: 'X', cover: 'price', amount: '1' },
    ]) {
      const res = await call('POST', '/portal/insurance-plans', owner, payload);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(expect.any(Object));
      expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    }
    expect((await call('GET', '/portal/insurance-plans', owner)).body).toEqual(
      before,
    );
  });

  it('another store’s plan answers 404 to its id, for every verb', async () => {
    const [plan] = (await call('GET', '/portal/insurance-plans', owner)).body;
    const edit = await call(
      'PUT',
      `/portal/insurance-plans/${plan.id}`,
      globex,
      {
        name: 'Taken over',
        cover: 'price',
        amount: '1',
        is_active: true,
      },
    );
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe(INSURANCE_MESSAGES.notFound);
    const remove = await call(
      'DELETE',
      `/portal/insurance-plans/${plan.id}`,
      globex,
    );
    expect(remove.status).toBe(404);
    expect(
      (await call('GET', '/portal/insurance-plans', owner)).body,
    ).toContainEqual(plan);
  });

  it('deletes an unused plan; one an order carries is refused with 409 and kept', async () => {
    const plans = (await call('GET', '/portal/insurance-plans', owner)).body;
    const full = plans.find((p: { name: string }) => p.name === 'Full cover');
    const basic = plans.find((p: { name: string }) => p.name === 'Basic cover');
    await api.db.query(
      'UPDATE sales_orders SET insurance_id = $1 WHERE id = (SELECT min(id) FROM sales_orders WHERE store_id = 1)',
      [full.id],
    );
    const refused = await call(
      'DELETE',
      `/portal/insurance-plans/${full.id}`,
      owner,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(INSURANCE_MESSAGES.inUse);
    const removed = await call(
      'DELETE',
      `/portal/insurance-plans/${basic.id}`,
      owner,
    );
    expect(removed.status).toBe(200);
    const after = (await call('GET', '/portal/insurance-plans', owner)).body;
    expect(after).toEqual([{ ...full, order_count: 1 }]);
  });
});
