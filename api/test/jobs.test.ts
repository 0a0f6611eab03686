import { resolveConfig } from '../src/config';
import type { Db } from '../src/db/types';
import { expireEstimates } from '../src/areas/estimates/estimateExpiry';
import { renewDuePlans } from '../src/areas/billing/planRenewals';
import { listOutbox } from '../src/mail';
import { createPushRuntime } from '../src/push/runtime';
import { createTestDb, TEST_CONFIG } from './helpers';

// The background jobs' work, on the embedded database (the queue that runs them across replicas
// is pg-boss on PostgreSQL: tools/cluster/cluster.test.mjs runs them there with two replicas).

let db: Db;
const ctx = () => {
  const config = resolveConfig(TEST_CONFIG);
  // A push runtime not mounted: the estimate expiry's live change reaches no socket here.
  const push = createPushRuntime(config.push, config.allowedOrigins).runtime;
  return { db, config, push };
};

beforeEach(async () => {
  db = await createTestDb();
});
afterEach(async () => {
  await db.close();
});

/** Acme on the Growth plan (79.00) with one extra location, its bill date yesterday. */
async function acmeDueYesterday(last4 = '4242') {
  await db.query(
    `INSERT INTO store_onboarding (store_id, step, plan_id, extra_locations, renews_on,
       plan_card_brand, plan_card_last4, completed_on)
     VALUES (1, 'complete', 2, 1, current_date - 1, 'visa', $1, now())`,
    [last4],
  );
}

const acme = async () => {
  const [row] = await db.query<{ renews_on: string; next: string }>(
    `SELECT renews_on::text, ((current_date - 1) + interval '1 month')::date::text AS next
     FROM store_onboarding WHERE store_id = 1`,
  );
  const invoices = await db.query<{ status: string; amount: string }>(
    `SELECT status, amount::text FROM store_invoices
     WHERE store_id = 1 AND period_start = current_date - 1`,
  );
  return { ...row!, invoices };
};

test('a store whose bill date has come is charged once, billed, mailed, and billed next a month on', async () => {
  await acmeDueYesterday();
  // Two runs at once (two replicas' sweeps): one renewal.
  const runs = await Promise.all([renewDuePlans(ctx()), renewDuePlans(ctx())]);
  expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(1);
  const after = await acme();
  expect(after.invoices).toEqual([{ status: 'paid', amount: '94.00' }]);
  expect(after.renews_on).toBe(after.next);
  const mails = await listOutbox(db, { to: 'owner@acme.test' });
  expect(mails.map((m) => m.subject)).toEqual(['Your Growth plan was renewed']);
  const [mail] = mails;
  expect(mail!.text).toContain('We charged $94.00 to the card on file.');
  // the month billed and the way to the invoices, in the text and the HTML
  expect(mail!.text).toMatch(
    /renewed on (\d{4}-\d{2}-\d{2}) for \1 to \d{4}-\d{2}-\d{2}\./,
  );
  expect(mail!.text).toContain(`to ${after.next}.`);
  expect(mail!.text).toContain('http://app.localhost/portal/billing');
  expect(mail!.html).toContain(
    '<a href="http://app.localhost/portal/billing">Open the billing page</a>',
  );
  expect(mail!.html).toContain('Acme');
  // Nothing is due any more.
  expect(await renewDuePlans(ctx())).toEqual({ paid: 0, failed: 0 });
});

test('a refused card leaves the month failed and unpaid, mails the owner why, and is not charged again', async () => {
  await acmeDueYesterday('0002');
  expect(await renewDuePlans(ctx())).toEqual({ paid: 0, failed: 1 });
  const after = await acme();
  expect(after.invoices).toEqual([{ status: 'failed', amount: '94.00' }]);
  expect(after.renews_on).toBe(after.next);
  const [mail] = await listOutbox(db, { to: 'owner@acme.test' });
  expect(mail!.subject).toBe(
    'We could not renew your Growth plan: payment failed',
  );
  expect(mail!.text).toContain('failed: Your card was declined.');
  expect(mail!.text).toContain(
    'Please replace the card on the billing page, where the invoice can be paid:',
  );
  expect(mail!.html).toContain('href="http://app.localhost/portal/billing"');
  expect(await renewDuePlans(ctx())).toEqual({ paid: 0, failed: 0 });
});

test("a vendor's plan change due on the bill date is the invoice charged, not a second one", async () => {
  await db.query(
    `UPDATE vendors SET plan_id = 2, plan_renews_on = current_date WHERE id = 1`,
  );
  await db.query(
    `INSERT INTO vendor_plan_invoices (vendor_id, plan_id, kind, description, amount, status,
       period_start, period_end)
     VALUES (1, 2, 'plan_change', 'Workshop plan', 49.00, 'due', current_date, current_date + 30)`,
  );
  expect(await renewDuePlans(ctx())).toEqual({ paid: 1, failed: 0 });
  const invoices = await db.query<{ kind: string; status: string }>(
    `SELECT kind, status FROM vendor_plan_invoices WHERE vendor_id = 1 AND period_start = current_date`,
  );
  expect(invoices).toEqual([{ kind: 'plan_change', status: 'paid' }]);
  const [mail] = await listOutbox(db, { to: 'owner@fixit.test' });
  expect(mail!.subject).toBe('Your Workshop plan was renewed');
  expect(mail!.text).toContain('We charged $49.00 to the card on file.');
  expect(mail!.html).toContain(
    'href="http://vendor.localhost/portal/setting/billing"',
  );
});

test('a sent quote past its valid-until day is marked and its customer mailed, once', async () => {
  const [estimate] = await db.query<{ estimate_no: string }>(
    `INSERT INTO estimates (store_id, customer_id, contact_first_name, contact_last_name,
       contact_email, notes, subtotal, status, quote_version, valid_until)
     VALUES (1, 1, 'Jane', 'Doe', 'jane@example.test', 'Please quote', '45.00', 'quoted', 1,
       current_date - 1)
     RETURNING estimate_no`,
  );
  const runs = await Promise.all([
    expireEstimates(ctx()),
    expireEstimates(ctx()),
  ]);
  expect(runs[0]! + runs[1]!).toBe(1);
  const mails = (await listOutbox(db)).filter((m) =>
    m.subject.includes(estimate!.estimate_no),
  );
  expect(mails.map((m) => m.subject)).toEqual([
    `Your quote for estimate ${estimate!.estimate_no} has expired`,
  ]);
  expect(await expireEstimates(ctx())).toBe(0);
});
