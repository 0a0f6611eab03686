import {
  createRepairKit,
  sendToFixit,
  stateOf,
  type RepairKit,
} from './repairFixtures';

// Issue 10: a sales order cannot be handed to the customer (ready, shipped, completed) while one of
// its work orders is still open at the vendor; once the work order is over, it can.

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

it('cancelling an order whose piece is at the vendor keeps the work order open and tells the vendor to return the piece', async () => {
  const [order] = await kit.api.db.query<{ id: number; order_no: string }>(
    `SELECT id, order_no FROM sales_orders
      WHERE store_id = 1 AND status IN ('new', 'in_progress') AND id <> 1 ORDER BY id LIMIT 1`,
  );
  const workOrder = await sendToFixit(kit, order!.id);
  const { version } = await stateOf(kit, 'sales_orders', order!.id);
  const cancelled = await kit.call(
    'POST',
    `/sales-orders/${order!.id}/status`,
    'owner',
    { to: 'cancelled', version },
  );
  expect(cancelled.status).toBe(200);
  expect(cancelled.body).toMatchObject({ status: 'cancelled' });
  // the piece is still at the vendor: the work order stays as it was
  expect(await stateOf(kit, 'work_orders', Number(workOrder.id))).toEqual({
    status: 'assigned',
    version: 1,
  });
  const note = `The store cancelled order #${order!.order_no}. Please stop the work on WO-${workOrder.work_order_no} and return the piece to the store.`;
  const events = await kit.call(
    'GET',
    `/work-orders/${workOrder.id}/events`,
    'fixit',
  );
  expect(events.body).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'note', body: note, actor: 'store' }),
    ]),
  );
  // both of Fixit's users: Felix (5) and Tara (6)
  for (const userId of [5, 6])
    expect((await kit.notificationsOf(userId))[0]).toMatchObject({
      short_description: 'Order cancelled',
      description: note,
      order_no: `WO-${workOrder.work_order_no}`,
      notification_work_order_id: workOrder.id,
    });
  // the vendor can still end the job: rejecting it (not started) is allowed
  const rejected = await kit.call(
    'POST',
    `/work-orders/${workOrder.id}/status`,
    'fixit',
    { to: 'rejected', version: 1, reason: 'Order cancelled by the store.' },
  );
  expect(rejected.status).toBe(200);
});
