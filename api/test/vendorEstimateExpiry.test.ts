import type { AppContext } from '../src/context';
import { resolveConfig } from '../src/config';
import { expireVendorEstimates } from '../src/areas/estimates/vendorEstimateExpiry';
import { listOutbox } from '../src/mail';
import { createPushRuntime } from '../src/push/runtime';
import { createTestApi, TEST_CONFIG, type TestApi } from './helpers';
import { callerOf, sendVendorEstimate } from './vendorFixtures';

// A vendor's sent estimate left unanswered past its valid-until day is moved to 'expired' by the
// sweep, by the platform, as the store's are: the timeline says so, the vendor's other users hear
// of it, the customer is mailed and can no longer approve it; the vendor revises and sends again.

let api: TestApi;
let owner: string;
let ctx: AppContext;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  const config = resolveConfig(TEST_CONFIG);
  // What the job queue or the process's timer hands the sweep (push not mounted here).
  ctx = {
    db: api.db,
    config,
    push: createPushRuntime(config.push, config.allowedOrigins).runtime,
  };
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);

async function lapsedEstimate() {
  const sent = await sendVendorEstimate(call, api, owner);
  await api.db.query(
    'UPDATE vendor_estimates SET valid_until = current_date - 1 WHERE id = $1',
    [sent.id],
  );
  return sent;
}

it('the sweep expires it once, with a timeline event, the team’s bell and a mail to the customer', async () => {
  const { id, url, mail } = await lapsedEstimate();
  expect(await expireVendorEstimates(ctx)).toBe(1);
  expect(await expireVendorEstimates(ctx)).toBe(0);
  const read = await call('GET', url, owner);
  expect(read.body.status).toBe('expired');
  const [event] = await api.db.query<{
    from_status: string;
    actor_name: string;
  }>(
    `SELECT from_status, actor_name FROM vendor_record_events
     WHERE estimate_id = $1 AND kind = 'status' AND to_status = 'expired'`,
    [id],
  );
  expect(event).toEqual({ from_status: 'quoted', actor_name: '' });
  const bells = await api.db.query<{ short_description: string }>(
    'SELECT short_description FROM notifications WHERE notification_vendor_estimate_id = $1',
    [id],
  );
  expect(bells.map((b) => b.short_description)).toContain('Estimate expired');
  const mails = await listOutbox(api.db, { to: mail.to });
  expect(mails.some((m) => /has expired/.test(m.subject))).toBe(true);
});

it('the customer cannot approve it; the vendor revises it, which sends a version she can approve', async () => {
  const { url, token } = await lapsedEstimate();
  await expireVendorEstimates(ctx);
  const refused = await api.request({
    method: 'POST',
    url: `/api/v1/vendor-estimates/by-token/${token}/answer`,
    payload: { decision: 'approve', version: 1 },
  });
  expect(refused.status).toBe(409);
  const expired = (await call('GET', url, owner)).body;
  const revised = await call('PUT', `${url}/quote`, owner, {
    version: expired.version,
    lines: expired.lines.map((l: { id: number; quantity: number }) => ({
      id: l.id,
      quantity: l.quantity,
      unit_price: '30',
    })),
    message: 'A new price, valid for a week.',
    valid_until: new Date(Date.now() + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10),
    not_to_exceed: null,
  });
  expect(revised.status).toBe(200);
  const sent = await call('POST', `${url}/status`, owner, {
    to: 'quoted',
    version: revised.body.version,
  });
  expect(sent.status).toBe(200);
  expect(sent.body).toMatchObject({ status: 'quoted', quote_version: 2 });
  const approved = await api.request({
    method: 'POST',
    url: `/api/v1/vendor-estimates/by-token/${token}/answer`,
    payload: { decision: 'approve', version: 2 },
  });
  expect(approved.status).toBe(200);
});
