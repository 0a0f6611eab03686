import { listOutbox } from '../src/mail';
import { createTestApi, type TestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// The vendor's own customers and its estimates for them (ADR 0012): send, approve,
// convert into an order; another vendor's ids answer 404; stale or illegal moves 409.

let api: TestApi;
let owner: string;
let staff: string;
let rival: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  staff = (await api.login('staff@fixit.test', 'vendor')).access;
  rival = await addRivalVendor(api, 9901, 'owner@rival.test');
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);

describe('estimates', () => {
  it('lists the vendor’s estimates with counts; 404 across vendors', async () => {
    const res = await call('GET', '/vendor/estimates', owner);
    expect(res.status).toBe(200);
    expect(res.body.status_counts).toMatchObject({
      all: 3,
      requested: 1,
      quoted: 1,
      accepted: 1,
    });
    expect((await call('GET', '/vendor/estimates/9001', rival)).status).toBe(
      404,
    );
    expect(
      (
        await call('POST', '/vendor/estimates/9003/convert', rival, {
          version: 2,
        })
      ).status,
    ).toBe(404);
  });

  it('sends, approves and converts into an order with the same customer and lines', async () => {
    const created = await call('POST', '/vendor/estimates', owner, {
      customer_id: 9002,
      lines: [{ description: 'Stone setting', quantity: 1, unit_price: '80' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'requested', version: 1 });
    const { id } = created.body;
    const early = await call('POST', `/vendor/estimates/${id}/convert`, owner, {
      version: 1,
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('ILLEGAL_MOVE');
    const sent = await call('POST', `/vendor/estimates/${id}/status`, owner, {
      to: 'quoted',
      version: 1,
    });
    expect(sent.body).toMatchObject({ status: 'quoted', version: 2 });
    const to = sent.body.customer.email;
    const subjects = async () =>
      (await listOutbox(api.db, { to })).map((mail) => mail.subject);
    expect(await subjects()).toContain(
      `Your estimate ${sent.body.estimate_no} is ready for you to review`,
    );
    const viaStatus = await call(
      'POST',
      `/vendor/estimates/${id}/status`,
      owner,
      { to: 'converted', version: 2 },
    );
    expect(viaStatus.status).toBe(400);
    await call('POST', `/vendor/estimates/${id}/status`, staff, {
      to: 'accepted',
      version: 2,
    });
    const stale = await call('POST', `/vendor/estimates/${id}/convert`, owner, {
      version: 2,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');

    const converted = await call(
      'POST',
      `/vendor/estimates/${id}/convert`,
      owner,
      { version: 3 },
    );
    expect(converted.status).toBe(201);
    const order = await call(
      'GET',
      `/vendor/sales-orders/${converted.body.sales_order_id}`,
      owner,
    );
    expect(order.body).toMatchObject({
      status: 'new',
      source: 'estimate',
      total: '80.00',
      customer: { id: 9002 },
      lines: [{ description: 'Stone setting', quantity: 1 }],
    });
    const estimate = await call('GET', `/vendor/estimates/${id}`, owner);
    expect(estimate.body).toMatchObject({
      status: 'converted',
      sales_order_id: converted.body.sales_order_id,
    });
    // one mail for the conversion, not also an order-received one
    expect((await subjects()).slice(0, 2)).toEqual([
      `Your estimate ${sent.body.estimate_no} is now an order`,
      `Your estimate ${sent.body.estimate_no} is ready for you to review`,
    ]);
  });
});

describe('customers', () => {
  it('lists and adds the vendor’s own customers only', async () => {
    const list = await call('GET', '/vendor/customers?search=shah', owner);
    expect(list.body.results).toEqual([
      expect.objectContaining({ id: 9003, first_name: 'Priya' }),
    ]);
    expect(
      (await call('GET', '/vendor/customers', rival)).body.results,
    ).toEqual([]);
    const added = await call('POST', '/vendor/customers', rival, {
      first_name: 'Nora',
      email: 'nora.finch@example.test',
    });
    expect(added.status).toBe(201);
    const bad = await call('POST', '/vendor/customers', owner, {
      first_name: 'N',
      email: 'x',
      phone: 'abc',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'email',
      'first_name',
      'phone',
    ]);
  });
});
