import { createTestApi, type TestApi } from './helpers';
import { callerOf, sendVendorEstimate } from './vendorFixtures';

// A vendor's customer answers the estimate through the link in its mail (ADR 0026, dated
// section): the page reads the latest sent version only; the answer names the version read; an
// old version, an expired or answered estimate is refused with its own words and changes nothing;
// an approval makes the vendor's order from the approved version's prices on the server.

let api: TestApi;
let owner: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const publicCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
  api.request({
    method,
    url: `/api/v1${url}`,
    ...(payload ? { payload } : {}),
  });

const sentEstimate = (extra: object = {}) =>
  sendVendorEstimate(call, api, owner, extra);

it('mails the link to the vendor host; the page reads the sent version, never a later draft', async () => {
  const { url, token, mail } = await sentEstimate();
  expect(mail.text).toContain(
    `Read it and approve or decline it here: http://vendor.localhost`,
  );
  expect(mail.text).toContain(`/estimate/${token}`);
  const now = await call('GET', url, owner);
  await call('PUT', `${url}/quote`, owner, {
    version: now.body.version,
    lines: [{ id: now.body.lines[0].id, quantity: 1, unit_price: '999' }],
    message: 'draft only',
    valid_until: null,
    not_to_exceed: null,
  });
  const read = await publicCall('GET', `/vendor-estimates/by-token/${token}`);
  expect(read.status).toBe(200);
  expect(read.body).toMatchObject({
    vendor_name: 'Fixit Workshop',
    status: 'quoted',
    status_label: 'Sent',
    answer: null,
    order: null,
    quote: {
      version_no: 1,
      total: '90.00',
      message: 'The shank is worn thin.',
    },
  });
  expect(JSON.stringify(read.body)).not.toContain('draft only');
});

it('an approval records who, when, the version and the note, and orders at the sent prices', async () => {
  const { url, token } = await sentEstimate();
  const answer = await publicCall(
    'POST',
    `/vendor-estimates/by-token/${token}/answer`,
    { decision: 'approve', version: 1, note: 'Go ahead, thank you' },
  );
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    status: 'converted',
    answer: { version: 1, note: 'Go ahead, thank you' },
    order: { order_no: expect.stringMatching(/^SO-/) },
  });
  expect(answer.body.answer.answered_by).toMatch(/\(estimate link\)$/);
  const vendorSide = await call('GET', url, owner);
  expect(vendorSide.body).toMatchObject({
    status: 'converted',
    answer: { version: 1, note: 'Go ahead, thank you' },
  });
  const order = await call(
    'GET',
    `/vendor/sales-orders/${vendorSide.body.sales_order_id}`,
    owner,
  );
  expect(order.body).toMatchObject({ total: '90.00', source: 'estimate' });
  expect(
    order.body.lines.map((l: { description: string; unit_price: string }) => [
      l.description,
      l.unit_price,
    ]),
  ).toEqual([
    ['Ring resize', '40.00'],
    ['Platinum shank', '25.00'],
  ]);
  // answered: a second answer is refused with the status, and nothing changes
  const again = await publicCall(
    'POST',
    `/vendor-estimates/by-token/${token}/answer`,
    { decision: 'decline', version: 1 },
  );
  expect(again.status).toBe(409);
  expect(again.body.message).toBe(
    'This estimate is converted to an order: it cannot be answered any more.',
  );
});

it('refuses an old version after a revision, then takes a decline of the latest', async () => {
  const { url, token } = await sentEstimate();
  const now = await call('GET', url, owner);
  await call('POST', `${url}/status`, owner, {
    to: 'quoted',
    version: now.body.version,
  });
  const old = await publicCall(
    'POST',
    `/vendor-estimates/by-token/${token}/answer`,
    { decision: 'approve', version: 1 },
  );
  expect(old.status).toBe(409);
  expect(old.body.code).toBe('ESTIMATE_REVISED');
  expect(old.body.message).toBe(
    'The workshop revised this estimate after the version you answered. Read the latest version, then answer it.',
  );
  expect((await call('GET', url, owner)).body.status).toBe('quoted');
  const declined = await publicCall(
    'POST',
    `/vendor-estimates/by-token/${token}/answer`,
    { decision: 'decline', version: 2, note: 'Too dear' },
  );
  expect(declined.status).toBe(200);
  expect(declined.body).toMatchObject({ status: 'declined', order: null });
  const timeline = (await call('GET', url, owner)).body.events;
  expect(timeline.at(-1)).toMatchObject({
    to_status: 'declined',
    body: 'Too dear',
  });
});

it('refuses an estimate past its valid-until day with the day; bad input and a wrong token', async () => {
  const { id, url, token } = await sentEstimate();
  await api.db.query(
    'UPDATE vendor_estimates SET valid_until = current_date - 1 WHERE id = $1',
    [id],
  );
  const [row] = await api.db.query<{ day: string }>(
    'SELECT valid_until::text AS day FROM vendor_estimates WHERE id = $1',
    [id],
  );
  const late = await publicCall(
    'POST',
    `/vendor-estimates/by-token/${token}/answer`,
    { decision: 'approve', version: 1 },
  );
  expect(late.status).toBe(409);
  expect(late.body).toMatchObject({
    code: 'ESTIMATE_EXPIRED',
    valid_until: row!.day,
  });
  expect(late.body.message).toBe(
    `This estimate was valid until ${row!.day}. Ask the workshop for a new one.`,
  );
  const bad = await publicCall(
    'POST',
    `/vendor-estimates/by-token/${token}/answer`,
    { decision: 'maybe', version: 1 },
  );
  expect(bad.status).toBe(400);
  expect(bad.body.code).toBeDefined();
  expect((await call('GET', url, owner)).body.status).toBe('quoted');
  const wrong = await publicCall(
    'GET',
    `/vendor-estimates/by-token/${'b'.repeat(43)}`,
  );
  expect(wrong.status).toBe(404);
});
