import { listOutbox } from '../src/mail';
import { createTestApi, type TestApi } from './helpers';
import { addRivalVendor, callerOf } from './vendorFixtures';

// A vendor's own estimates quote like the store's (ADR 0026): the draft with a price per line,
// parts and labour, message, valid-until and do-not-exceed; each send kept as a version; one of two
// simultaneous sends wins; the order takes the prices of the sent version; other callers 403/404.

let api: TestApi;
let owner: string;
let staff: string;
let rival: string;
let storeOwner: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  staff = (await api.login('staff@fixit.test', 'vendor')).access;
  rival = await addRivalVendor(api, 9901, 'owner@rival.test');
  storeOwner = (await api.login('owner@acme.test')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);

async function newEstimate() {
  const created = await call('POST', '/vendor/estimates', owner, {
    customer_id: 9002,
    lines: [{ description: 'Ring resize', quantity: 1, unit_price: '0' }],
  });
  expect(created.status).toBe(201);
  return created.body as {
    id: number;
    version: number;
    estimate_no: string;
    customer: { email: string };
    lines: Array<{ id: number }>;
  };
}

const quote = (
  version: number,
  lineId: number,
  prices: [string, string],
  extra: object = {},
) => ({
  version,
  lines: [
    { id: lineId, quantity: 1, unit_price: prices[0] },
    {
      name: 'Platinum shank',
      kind: 'part',
      quantity: 2,
      unit_price: prices[1],
    },
  ],
  message: 'The shank is worn thin; we would replace it.',
  valid_until: null,
  not_to_exceed: null,
  ...extra,
});

describe('the vendor writes the quote', () => {
  it('saves a draft, sends it, revises it and keeps every sent version', async () => {
    const estimate = await newEstimate();
    const line = estimate.lines[0]!.id;
    const to = estimate.customer.email;
    const mails = async () => (await listOutbox(api.db, { to })).length;
    const before = await mails();
    const saved = await call(
      'PUT',
      `/vendor/estimates/${estimate.id}/quote`,
      staff,
      quote(1, line, ['40', '25.50'], { not_to_exceed: '200' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'requested',
      version: 2,
      total: '91.00',
      message: 'The shank is worn thin; we would replace it.',
      not_to_exceed: '200.00',
      quote_version: 0,
      versions: [],
    });
    expect(Object.values(saved.body.line_kinds).sort()).toEqual([
      'part',
      'service',
    ]);
    expect(await mails()).toBe(before); // a draft mails nobody

    const sent = await call(
      'POST',
      `/vendor/estimates/${estimate.id}/status`,
      owner,
      { to: 'quoted', version: 2 },
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'quoted', quote_version: 1 });
    expect(await mails()).toBe(before + 1);

    const partId = Number(
      Object.entries(sent.body.line_kinds).find(([, k]) => k === 'part')![0],
    );
    const revisedDraft = await call(
      'PUT',
      `/vendor/estimates/${estimate.id}/quote`,
      owner,
      {
        ...quote(sent.body.version, line, ['45', '0']),
        lines: [
          { id: line, quantity: 1, unit_price: '45' },
          { id: partId, quantity: 2, unit_price: '30' },
          { name: 'Polish', kind: 'labour', quantity: 1, unit_price: '10' },
        ],
      },
    );
    expect(revisedDraft.body.total).toBe('115.00');
    const revised = await call(
      'POST',
      `/vendor/estimates/${estimate.id}/status`,
      owner,
      { to: 'quoted', version: revisedDraft.body.version },
    );
    expect(revised.status).toBe(200);
    expect(
      revised.body.versions.map((v: { version_no: number; total: string }) => [
        v.version_no,
        v.total,
      ]),
    ).toEqual([
      [2, '115.00'],
      [1, '91.00'],
    ]);
    expect(revised.body.versions[1].lines).toEqual([
      expect.objectContaining({ name: 'Ring resize', unit_price: '40.00' }),
      expect.objectContaining({
        name: 'Platinum shank',
        kind: 'part',
        quantity: 2,
        line_total: '51.00',
      }),
    ]);
  });

  it('refuses a bad price on its own line and changes nothing', async () => {
    const estimate = await newEstimate();
    const line = estimate.lines[0]!.id;
    const url = `/vendor/estimates/${estimate.id}/quote`;
    const bad = await call('PUT', url, owner, quote(1, line, ['-5', 'abc']));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'lines.0.unit_price': 'A price cannot be negative.',
      'lines.1.unit_price': 'Enter an amount like 12.50.',
    });
    const over = await call(
      'PUT',
      url,
      owner,
      quote(1, line, ['40', '30'], { not_to_exceed: '90' }),
    );
    expect(over.body.errors).toEqual({
      'lines.1.unit_price':
        'This line takes the estimate past its do-not-exceed amount of 90.00.',
    });
    const after = await call('GET', `/vendor/estimates/${estimate.id}`, owner);
    expect(after.body).toMatchObject({ version: 1, total: '0.00' });
    expect(after.body.lines).toHaveLength(1);
  });

  it('lets one of two simultaneous sends win; the other gets 409 with the current version', async () => {
    const estimate = await newEstimate();
    const url = `/vendor/estimates/${estimate.id}`;
    await call(
      'PUT',
      `${url}/quote`,
      owner,
      quote(1, estimate.lines[0]!.id, ['40', '5']),
    );
    const answers = await Promise.all([
      call('POST', `${url}/status`, owner, { to: 'quoted', version: 2 }),
      call('POST', `${url}/status`, staff, { to: 'quoted', version: 2 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body.current).toEqual({ status: 'quoted', version: 3 });
    const now = await call('GET', url, owner);
    expect(now.body.versions).toHaveLength(1);
  });

  it('makes the order at the sent price, not at a later unsent draft', async () => {
    const estimate = await newEstimate();
    const url = `/vendor/estimates/${estimate.id}`;
    const line = estimate.lines[0]!.id;
    await call('PUT', `${url}/quote`, owner, quote(1, line, ['60', '10']));
    await call('POST', `${url}/status`, owner, { to: 'quoted', version: 2 });
    await call('POST', `${url}/status`, owner, { to: 'accepted', version: 3 });
    // a draft after the approval is the vendor's next revision, not what the customer agreed to
    const draft = await call(
      'PUT',
      `${url}/quote`,
      owner,
      quote(4, line, ['999', '10']),
    );
    expect(draft.status).toBe(200);
    const converted = await call('POST', `${url}/convert`, owner, {
      version: 5,
    });
    expect(converted.status).toBe(201);
    const order = await call(
      'GET',
      `/vendor/sales-orders/${converted.body.sales_order_id}`,
      owner,
    );
    expect(order.body).toMatchObject({ total: '80.00', source: 'estimate' });
    expect(order.body.lines).toEqual([
      expect.objectContaining({
        description: 'Ring resize',
        unit_price: '60.00',
      }),
      expect.objectContaining({ description: 'Platinum shank', quantity: 2 }),
    ]);
    const closed = await call(
      'PUT',
      `${url}/quote`,
      owner,
      quote(6, line, ['1', '1']),
    );
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(
      'This estimate is closed: its quote cannot change any more.',
    );
  });

  it('refuses a send after a decline, and every caller but the estimate’s vendor', async () => {
    const estimate = await newEstimate();
    const url = `/vendor/estimates/${estimate.id}`;
    const body = quote(1, estimate.lines[0]!.id, ['1', '1']);
    expect((await call('PUT', `${url}/quote`, rival, body)).status).toBe(404);
    expect((await call('PUT', `${url}/quote`, storeOwner, body)).status).toBe(
      403,
    );
    expect(
      (await call('POST', `${url}/status`, rival, { to: 'quoted', version: 1 }))
        .status,
    ).toBe(404);
    const noLines = await call('PUT', `${url}/quote`, owner, {
      ...body,
      lines: [],
    });
    expect(noLines.status).toBe(400);
    const declined = await call('POST', `${url}/status`, owner, {
      to: 'declined',
      version: 1,
    });
    expect(declined.status).toBe(200);
    const afterDecline = await call('POST', `${url}/status`, owner, {
      to: 'quoted',
      version: 2,
    });
    expect(afterDecline.status).toBe(409);
    expect(afterDecline.body.code).toBe('ILLEGAL_MOVE');
    expect((await call('GET', url, owner)).body.versions).toEqual([]);
  });
});
