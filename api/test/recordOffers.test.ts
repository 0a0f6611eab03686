import {
  canChargeOrder,
  canChargeWorkOrder,
  canSendForWork,
} from 'shared/workflow';
import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';

// The api refuses exactly what the pages do not offer: both ask shared/workflow's rules. Acme's
// order 1 is set to each status in turn; every refusal is 400 and changes nothing.

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
}, 60_000);
afterAll(() => kit.close());

const setOrder = (status: string) =>
  kit.api.db.query('UPDATE sales_orders SET status = $1 WHERE id = 1', [
    status,
  ]);
const line = async () =>
  (
    await kit.api.db.query<{ id: number }>(
      'SELECT id FROM sales_order_lines WHERE sales_order_id = 1 ORDER BY id LIMIT 1',
    )
  )[0]!.id;
const charge = { amount: '10', reason: 'Extra polish' };

it('a completed or cancelled order is not sent out for work, as the page does not offer it', async () => {
  for (const status of ['completed', 'cancelled']) {
    expect(canSendForWork(status)).toBe(false);
    await setOrder(status);
    const before = await kit.count('work_orders');
    const res = await kit.call('POST', '/sales-orders/1/work-orders', 'owner', {
      vendor_id: 1,
      line_ids: [await line()],
      due_date: '2026-02-01',
      instructions: 'Size to 7.',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.non_field_errors).toBe(
      'A completed or cancelled order cannot be sent out for work.',
    );
    expect(await kit.count('work_orders')).toBe(before);
  }
  await setOrder('in_progress');
  expect(canSendForWork('in_progress')).toBe(true);
});

it('charges follow the same rules: none on a cancelled order, none on a closed work order', async () => {
  await setOrder('in_progress');
  const wo = await sendToFixit(kit, 1);
  await kit.api.db.query(
    "UPDATE work_orders SET status = 'returned' WHERE id = $1",
    [wo.id],
  );
  expect(canChargeWorkOrder('returned', 'in_progress')).toBe(false);
  const closed = await kit.call(
    'POST',
    `/work-orders/${wo.id}/charges`,
    'owner',
    charge,
  );
  expect(closed.status).toBe(400);
  expect(closed.body.errors.non_field_errors).toBe(
    'A closed work order cannot be charged.',
  );

  await setOrder('cancelled');
  expect(canChargeOrder('cancelled')).toBe(false);
  const before = await kit.count('charges');
  const onOrder = await kit.call('POST', '/sales-orders/1/charges', 'owner', {
    ...charge,
    kind: 'additional',
  });
  expect(onOrder.status).toBe(400);
  expect(onOrder.body.errors.non_field_errors).toBe(
    'A cancelled order cannot be charged.',
  );
  expect(await kit.count('charges')).toBe(before);
  await setOrder('in_progress');
});
