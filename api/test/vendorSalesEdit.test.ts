import { createTestApi, type TestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// ADR 0012: the vendor edits the lines and notes of its own order or estimate while the
// price is still open. Demo: order 9002 (SO-1002, in progress, $45.00), order 9003 (ready),
// estimate 9002 (EST-1002, sent, $35.00), estimate 9003 (approved).

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
const LINES = [
  { description: 'Watch battery', quantity: 1, unit_price: '15.00' },
  { description: 'Gasket', quantity: 2, unit_price: '7.50' },
];

describe('PATCH /vendor/sales-orders/:id', () => {
  it('replaces the lines and notes, recomputes the total, bumps the version and says so on the timeline', async () => {
    const res = await call('PATCH', '/vendor/sales-orders/9002', staff, {
      version: 2,
      lines: LINES,
      notes: 'Customer asked for a new gasket too.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: 3,
      total: '30.00',
      notes: 'Customer asked for a new gasket too.',
      lines: [
        { description: 'Watch battery', quantity: 1, amount: '15.00' },
        { description: 'Gasket', quantity: 2, amount: '15.00' },
      ],
    });
    expect(res.body.events.at(-1)).toMatchObject({
      kind: 'edit',
      body: 'Edited: 2 lines, total $30.00 (was $45.00)',
      actor_name: 'Tara Tech',
    });
  });

  it('a stale version answers 409 with the current state and changes nothing', async () => {
    const stale = await call('PATCH', '/vendor/sales-orders/9002', owner, {
      version: 2,
      lines: [{ description: 'Other', quantity: 1, unit_price: '1.00' }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'CONFLICT',
      current: { status: 'in_progress', version: 3 },
    });
    const now = await call('GET', '/vendor/sales-orders/9002', owner);
    expect(now.body).toMatchObject({ total: '30.00', version: 3 });
  });

  it('an order past its open price, bad lines and another vendor’s id change nothing', async () => {
    const ready = await call('PATCH', '/vendor/sales-orders/9003', owner, {
      version: 2,
      lines: LINES,
    });
    expect(ready.status).toBe(409);
    expect(ready.body).toMatchObject({
      code: 'NOT_EDITABLE',
      message:
        'A sales order that is ready for pickup can no longer be edited.',
    });
    const bad = await call('PATCH', '/vendor/sales-orders/9002', owner, {
      version: 3,
      lines: [{ description: '', quantity: 0, unit_price: '1.234' }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining([
        'lines.0.description',
        'lines.0.quantity',
        'lines.0.unit_price',
      ]),
    );
    const none = await call('PATCH', '/vendor/sales-orders/9002', owner, {
      version: 3,
      lines: [],
    });
    expect(none.status).toBe(400);
    expect(
      (
        await call('PATCH', '/vendor/sales-orders/9002', rival, {
          version: 3,
          lines: LINES,
        })
      ).status,
    ).toBe(404);
    const now = await call('GET', '/vendor/sales-orders/9002', owner);
    expect(now.body).toMatchObject({ total: '30.00', version: 3 });
  });
});

describe('PATCH /vendor/estimates/:id', () => {
  it('is gone: an estimate’s lines change only through its quote, which keeps their kinds', async () => {
    const res = await call('PATCH', '/vendor/estimates/9002', owner, {
      version: 2,
      lines: [
        { description: 'Engraving, 12 letters', quantity: 1, unit_price: '42' },
      ],
    });
    expect(res.status).toBe(404);
    const now = await call('GET', '/vendor/estimates/9002', owner);
    expect(now.body).toMatchObject({ version: 2 });
    expect(now.body.lines).not.toContainEqual(
      expect.objectContaining({ description: 'Engraving, 12 letters' }),
    );
  });
});
