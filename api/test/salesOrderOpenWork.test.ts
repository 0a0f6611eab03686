import {
  createRepairKit,
  sendToFixit,
  stateOf,
  type RepairKit,
} from './repairFixtures';

// A sales order cannot be ended (ready, shipped, completed, cancelled) while one of its
// work orders is still open at the vendor (ADR 0009); once the work order is over, it can.

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
});
afterAll(() => kit.close());

it('ready for pickup is refused with the open work order named while the vendor has the piece, then allowed', async () => {
  const workOrder = await sendToFixit(kit);
  const refused = await kit.call('POST', '/sales-orders/1/status', 'owner', {
    to: 'ready',
    version: 1,
  });
  expect(refused).toEqual({
    status: 409,
    body: {
      code: 'ILLEGAL_MOVE',
      message: `The piece is still with the vendor: WO-${workOrder.work_order_no} (Assigned). A work order must be returned to the store or rejected first.`,
      errors: {},
      current: { status: 'in_progress', version: 1 },
    },
  });
  const rejected = await kit.call(
    'POST',
    `/work-orders/${workOrder.id}/status`,
    'fixit',
    { to: 'rejected', version: 1, reason: 'We do not resize platinum.' },
  );
  expect(rejected.status).toBe(200);
  const moved = await kit.call('POST', '/sales-orders/1/status', 'owner', {
    to: 'ready',
    version: 1,
  });
  expect(moved.status).toBe(200);
  expect(moved.body).toMatchObject({ status: 'ready', version: 2 });
});

it('cancelling an order whose piece is at the vendor is refused with the reason and changes nothing; once the piece is back it is cancelled', async () => {
  const [order] = await kit.api.db.query<{ id: number; order_no: string }>(
    `SELECT id, order_no FROM sales_orders
      WHERE store_id = 1 AND status IN ('new', 'in_progress') AND id <> 1 ORDER BY id LIMIT 1`,
  );
  const workOrder = await sendToFixit(kit, order!.id);
  const wo = Number(workOrder.id);
  const before = await stateOf(kit, 'sales_orders', order!.id);
  const vendorBells = await kit.count('notifications', 'user_id IN (5, 6)');
  const cancel = () =>
    kit.call('POST', `/sales-orders/${order!.id}/status`, 'owner', {
      to: 'cancelled',
      version: before.version,
    });
  const move = async (to: string, who: 'fixit' | 'owner') => {
    const { version } = await stateOf(kit, 'work_orders', wo);
    const res = await kit.call('POST', `/work-orders/${wo}/status`, who, {
      to,
      version,
    });
    expect(res.status).toBe(200);
  };

  await move('accepted', 'fixit');
  await move('in_progress', 'fixit');
  const refused = await cancel();
  expect(refused).toEqual({
    status: 409,
    body: {
      code: 'ILLEGAL_MOVE',
      message: `The piece is still with the vendor: WO-${workOrder.work_order_no} (In progress). A work order must be returned to the store or rejected first.`,
      errors: {},
      current: before,
    },
  });
  expect(await stateOf(kit, 'sales_orders', order!.id)).toEqual(before);
  expect(await stateOf(kit, 'work_orders', wo)).toMatchObject({
    status: 'in_progress',
  });
  // nothing told to the vendor by the refused cancel (the moves above rang the store, not the vendor)
  expect(await kit.count('notifications', 'user_id IN (5, 6)')).toBe(
    vendorBells,
  );

  // the vendor finishes, the store confirms the piece is back: now the order is cancelled
  await move('done', 'fixit');
  expect((await cancel()).status).toBe(409);
  await move('returned', 'owner');
  const cancelled = await cancel();
  expect(cancelled.status).toBe(200);
  expect(cancelled.body).toMatchObject({ status: 'cancelled' });
  // the vendor's done work is still billable on the cancelled order
  const billable = await kit.call(
    'GET',
    '/vendor/invoices/billable?store_id=1',
    'fixit',
  );
  expect(
    billable.body.map((w: { work_order_id: number }) => w.work_order_id),
  ).toContain(wo);
});
