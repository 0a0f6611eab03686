import type { AppContext } from '../src/context';
import { resolveConfig } from '../src/config';
import { expireEstimates } from '../src/areas/estimates/estimateExpiry';
import { createPushRuntime } from '../src/push/runtime';
import { createEstimate } from './accountsFixtures';
import { draft, lineOf } from './estimateQuoteFixtures';
import { TEST_CONFIG } from './helpers';
import { createRepairKit, stateOf, type RepairKit } from './repairFixtures';

// A sent estimate left unanswered past its valid-until day is moved to 'expired' by the expiry
// sweep, as any other move of the estimate machine: the timeline says so and the store's bell
// rings. The customer can no longer approve it; the store revises it and sends it again.

let kit: RepairKit;
let ctx: AppContext;
beforeAll(async () => {
  kit = await createRepairKit();
  const config = resolveConfig(TEST_CONFIG);
  // What the job queue or the process's timer hands the sweep (push not mounted here).
  ctx = {
    db: kit.api.db,
    config,
    push: createPushRuntime(config.push, config.allowedOrigins).runtime,
  };
});
afterAll(() => kit.close());

/** An Acme estimate of Jane's, sent with a valid-until day that passed yesterday. */
async function lapsedEstimate(): Promise<number> {
  const { id } = await createEstimate(kit.api, { customerId: 1 });
  const sent = await kit.call('POST', `/estimates/${id}/status`, 'owner', {
    to: 'quoted',
    version: 1,
  });
  expect(sent.status).toBe(200);
  await kit.api.db.query(
    'UPDATE estimates SET valid_until = current_date - 1 WHERE id = $1',
    [id],
  );
  return id;
}
const yesterday = async () =>
  (
    await kit.api.db.query<{ day: string }>(
      "SELECT to_char(current_date - 1, 'YYYY-MM-DD') AS day",
    )
  )[0]!.day;

it('the sweep expires it once, with a timeline event and the store’s bell; the list filters on it', async () => {
  const id = await lapsedEstimate();
  expect(await expireEstimates(ctx)).toBe(1);
  expect(await expireEstimates(ctx)).toBe(0);
  expect(await stateOf(kit, 'estimates', id)).toEqual({
    status: 'expired',
    version: 3,
  });
  const events = await kit.api.db.query<{ from_status: string }>(
    `SELECT from_status, actor FROM record_events
     WHERE estimate_id = $1 AND kind = 'status' AND to_status = 'expired'`,
    [id],
  );
  expect(events).toEqual([{ from_status: 'quoted', actor: 'system' }]);
  const [bell] = await kit.notificationsOf(2);
  expect(bell).toMatchObject({
    short_description: 'Estimate expired',
    notification_estimate_order_id: id,
  });
  const list = await kit.call('GET', '/estimates?status=expired', 'owner');
  expect(list.status).toBe(200);
  expect(list.body.results.map((e: { id: number }) => e.id)).toContain(id);
  expect(list.body.status_counts.expired).toBeGreaterThan(0);
});

it('the customer cannot approve an expired estimate; the store revises it, which sends a new version she can approve', async () => {
  const id = await lapsedEstimate();
  await expireEstimates(ctx);
  const refused = await kit.call(
    'POST',
    `/customers/me/estimates/${id}/answer`,
    'jane',
    { decision: 'approve', version: 1 } as never,
  );
  expect(refused).toMatchObject({
    status: 409,
    body: {
      code: 'ESTIMATE_EXPIRED',
      message: `This estimate was valid until ${await yesterday()}. Ask the store for a new one.`,
    },
  });
  expect((await stateOf(kit, 'estimates', id)).status).toBe('expired');

  const nextWeek = (
    await kit.api.db.query<{ day: string }>(
      "SELECT to_char(current_date + 7, 'YYYY-MM-DD') AS day",
    )
  )[0]!.day;
  const saved = await kit.call(
    'PUT',
    `/estimates/${id}/quote`,
    'owner',
    draft(
      3,
      [{ id: await lineOf(kit, id), quantity: 1, unit_price: '50.00' }],
      { valid_until: nextWeek },
    ) as never,
  );
  expect(saved.status).toBe(200);
  const resent = await kit.call('POST', `/estimates/${id}/status`, 'owner', {
    to: 'quoted',
    version: 4,
  });
  expect(resent.status).toBe(200);
  const [quote] = await kit.api.db.query<{
    status: string;
    quote_version: number;
  }>('SELECT status, quote_version FROM estimates WHERE id = $1', [id]);
  expect(quote).toEqual({ status: 'quoted', quote_version: 2 });
  const approved = await kit.call(
    'POST',
    `/customers/me/estimates/${id}/answer`,
    'jane',
    { decision: 'approve', version: 2 } as never,
  );
  expect(approved.status).toBe(200);
});
