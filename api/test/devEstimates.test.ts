import { createEstimate } from './accountsFixtures';
import { TEST_DEV_KEY } from './helpers';
import { createRepairKit, stateOf, type RepairKit } from './repairFixtures';

// POST /dev/estimates/:id/lapse, how a browser test gets an expired quote without waiting a day:
// development only; the estimate's valid-until day becomes yesterday and the real expiry sweep
// moves a sent quote to 'expired' (with its timeline event and the customer's mail).

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
});
afterAll(() => kit.close());

const lapse = (id: number, headers: Record<string, string> = {}) =>
  kit.api.app.inject({
    method: 'POST',
    url: `/api/v1/dev/estimates/${id}/lapse`,
    payload: {},
    headers,
  });

const yesterday = async () =>
  (
    await kit.api.db.query<{ day: string }>(
      "SELECT to_char(current_date - 1, 'YYYY-MM-DD') AS day",
    )
  )[0]!.day;

it('expires a sent quote through the sweep, which the customer then cannot approve', async () => {
  const { id, estimate_no: number } = await createEstimate(kit.api, {
    customerId: 1,
  });
  const sent = await kit.call('POST', `/estimates/${id}/status`, 'owner', {
    to: 'quoted',
    version: 1,
  });
  expect(sent.status).toBe(200);

  const res = await lapse(id, { 'x-dev-key': TEST_DEV_KEY });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    id,
    status: 'expired',
    valid_until: await yesterday(),
  });
  expect(await stateOf(kit, 'estimates', id)).toMatchObject({
    status: 'expired',
  });
  // the version she reads says the same day
  const [version] = await kit.api.db.query<{ day: string }>(
    `SELECT to_char(v.valid_until, 'YYYY-MM-DD') AS day
     FROM estimate_versions v JOIN estimates e ON e.id = v.estimate_id
     WHERE e.id = $1 AND v.version_no = e.quote_version`,
    [id],
  );
  expect(version).toEqual({ day: await yesterday() });
  const events = await kit.count(
    'record_events',
    "estimate_id = $1 AND kind = 'status' AND to_status = 'expired'",
    [id],
  );
  expect(events).toBe(1);
  const mails = await kit.mailsTo('jane@example.test');
  expect(mails.some((mail) => mail.subject.includes(number))).toBe(true);
  const answer = await kit.call(
    'POST',
    `/customers/me/estimates/${id}/answer`,
    'jane',
    { decision: 'approve', version: 1 },
  );
  expect(answer.status).toBe(409);
});

it('answers 404 for an unknown estimate, and to a browser', async () => {
  const unknown = await lapse(999_999);
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  const { id } = await createEstimate(kit.api, { customerId: 1 });
  const fromPage = await lapse(id, { origin: 'http://acme.localhost:3000' });
  expect(fromPage.statusCode).toBe(404);
  // nothing changed: the draft keeps its (empty) valid-until day
  const [row] = await kit.api.db.query<{ valid_until: string | null }>(
    'SELECT valid_until FROM estimates WHERE id = $1',
    [id],
  );
  expect(row!.valid_until).toBeNull();
});

it('refuses an id that is not one', async () => {
  const res = await kit.api.app.inject({
    method: 'POST',
    url: '/api/v1/dev/estimates/abc/lapse',
    payload: {},
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: expect.any(String),
    errors: expect.any(Object),
  });
});
