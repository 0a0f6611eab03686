import { VENDOR_INVOICE_MESSAGES } from 'shared/contracts/vendorInvoices';
import {
  createRepairKit,
  sendToFixit,
  stateOf,
  type RepairKit,
} from './repairFixtures';

// The vendor bills a job whenever its work is done, whatever the store did with the piece
// afterwards: the store's "Received back" (work order `returned`) and the order's pickup do not take
// the job off the vendor's billable list; billing it twice is refused.

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
}, 90_000);
afterAll(() => kit.close());

async function move(id: number, to: string, who: 'fixit' | 'owner') {
  const { version } = await stateOf(kit, 'work_orders', id);
  const res = await kit.call('POST', `/work-orders/${id}/status`, who, {
    to,
    version,
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
}

const billable = async () =>
  (await kit.call('GET', '/vendor/invoices/billable?store_id=1', 'fixit'))
    .body as { work_order_id: number; done_on: string }[];
const bill = (id: number) =>
  kit.call('POST', '/vendor/invoices', 'fixit', {
    store_id: 1,
    due_on: '2099-12-31',
    note: '',
    items: [{ work_order_id: id, amount: '25' }],
  });

it('bills a job the store received back and whose order was picked up, once', async () => {
  const wo = (await sendToFixit(kit, 1)).id as number;
  for (const to of ['accepted', 'in_progress', 'done'])
    await move(wo, to, 'fixit');
  const [doneEvent] = await kit.api.db.query<{ at: Date }>(
    `SELECT created_on AS at FROM record_events
     WHERE work_order_id = $1 AND to_status = 'done'`,
    [wo],
  );
  await move(wo, 'returned', 'owner');
  expect((await stateOf(kit, 'work_orders', wo)).status).toBe('returned');
  // The store hands the piece to the customer: the order completes.
  for (const to of ['in_progress', 'ready', 'completed']) {
    const { version, status } = await stateOf(kit, 'sales_orders', 1);
    if (status === to) continue;
    const res = await kit.call('POST', '/sales-orders/1/status', 'owner', {
      to,
      version,
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  }
  expect((await stateOf(kit, 'sales_orders', 1)).status).toBe('completed');

  const rows = await billable();
  expect(rows.map((r) => r.work_order_id)).toEqual([wo]);
  // The date the vendor finished, not the store's later receive-back.
  expect(rows[0]!.done_on).toBe(new Date(doneEvent!.at).toISOString());

  const first = await bill(wo);
  expect(first.status).toBe(201);
  expect(first.body.total).toBe('25.00');
  expect(await billable()).toEqual([]);
  const again = await bill(wo);
  expect([again.status, again.body.errors]).toEqual([
    400,
    { 'items.0.work_order_id': VENDOR_INVOICE_MESSAGES.invoiced },
  ]);
  expect(await kit.count('vendor_invoices')).toBe(1);
});

it('a job the vendor rejected is never billable', async () => {
  const wo = (await sendToFixit(kit, 3)).id as number;
  const { version } = await stateOf(kit, 'work_orders', wo);
  const rejected = await kit.call(
    'POST',
    `/work-orders/${wo}/status`,
    'fixit',
    {
      to: 'rejected',
      version,
      reason: 'Cannot do this one.',
    },
  );
  expect(rejected.status).toBe(200);
  const res = await bill(wo);
  expect([res.status, res.body.errors]).toEqual([
    400,
    { 'items.0.work_order_id': VENDOR_INVOICE_MESSAGES.workOrder },
  ]);
});
