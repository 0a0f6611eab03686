import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';

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
