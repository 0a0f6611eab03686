import { createEstimate } from './accountsFixtures';
import { draft, lineOf, tokenOf } from './estimateQuoteFixtures';
import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';

// Work past the do-not-exceed amount the customer approved asks them again (ADR 0026): a charge
// that would take an estimate-born order past it is refused (nothing changes) and the store sends
// a revision of the converted estimate; the customer's approval of it adds the difference to the
// same order as an extra charge, paid through its own link, and raises the order's ceiling.

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
});
afterAll(() => kit.close());

const MESSAGE = (estimateNo: string) =>
  `This takes the order past the do-not-exceed amount of $100.00 the customer approved. Send them a revision of estimate ${estimateNo} with the extra work: their approval adds it to the order.`;

/** Jane's estimate quoted at 80.00 with a ceiling of 100.00, approved by link: its order. */
async function approvedOrder() {
  const { id, estimate_no: estimateNo } = await createEstimate(kit.api);
  const line = await lineOf(kit, id);
  const saved = await kit.call(
    'PUT',
    `/estimates/${id}/quote`,
    'owner',
    draft(1, [{ id: line, quantity: 1, unit_price: '80' }], {
      not_to_exceed: '100',
    }),
  );
  expect(saved.status).toBe(200);
  await kit.call('POST', `/estimates/${id}/status`, 'owner', {
    to: 'quoted',
    version: saved.body.version,
  });
  const token = await tokenOf(kit, id);
  const approved = await kit.call(
    'POST',
    `/estimates/by-token/${token}/answer`,
    undefined,
    { decision: 'approve', version: 1 },
  );
  expect(approved.body.status).toBe('converted');
  const [row] = await kit.api.db.query<{ sales_order_id: number }>(
    'SELECT sales_order_id FROM estimates WHERE id = $1',
    [id],
  );
  return { id, estimateNo, line, token, orderId: row!.sales_order_id };
}

const chargesOf = (orderId: number) =>
  kit.api.db.query<{ amount: string; reason: string; status: string }>(
    'SELECT amount::text AS amount, reason, status FROM charges WHERE sales_order_id = $1 ORDER BY id',
    [orderId],
  );

it('refuses a charge past the approved ceiling on the work order and on the order; one within it passes', async () => {
  const { estimateNo, orderId } = await approvedOrder();
  const workOrder = await sendToFixit(kit, orderId);
  const over = await kit.call(
    'POST',
    `/work-orders/${workOrder.id}/charges`,
    'fixit',
    { amount: '30', reason: 'New clasp spring' },
  );
  expect(over.status).toBe(400);
  expect(over.body.errors).toEqual({ amount: MESSAGE(estimateNo) });
  const byStore = await kit.call(
    'POST',
    `/sales-orders/${orderId}/charges`,
    'owner',
    { kind: 'additional', amount: '20.01', reason: 'Gift box' },
  );
  expect(byStore.status).toBe(400);
  expect(byStore.body.errors).toEqual({ amount: MESSAGE(estimateNo) });
  expect(await chargesOf(orderId)).toEqual([]);
  const within = await kit.call(
    'POST',
    `/work-orders/${workOrder.id}/charges`,
    'fixit',
    { amount: '20', reason: 'Polish' },
  );
  expect(within.status).toBe(201);
});

it('a revision of the converted estimate asks again; its approval charges the difference on the same order', async () => {
  const { id, estimateNo, line, token, orderId } = await approvedOrder();
  await kit.api.db.query(
    "UPDATE sales_orders SET payment_status = 'paid' WHERE id = $1",
    [orderId],
  );
  const estimate = await kit.call('GET', `/estimates/${id}`, 'owner');
  const saved = await kit.call(
    'PUT',
    `/estimates/${id}/quote`,
    'owner',
    draft(
      estimate.body.version,
      [
        { id: line, quantity: 1, unit_price: '80' },
        {
          name: 'New clasp spring',
          kind: 'part',
          quantity: 1,
          unit_price: '30',
        },
      ],
      { not_to_exceed: '150' },
    ),
  );
  expect(saved.status).toBe(200);
  const sent = await kit.call('POST', `/estimates/${id}/status`, 'owner', {
    to: 'quoted',
    version: saved.body.version,
  });
  expect(sent.status).toBe(200);
  const waiting = await kit.call(
    'GET',
    `/estimates/by-token/${token}/quote`,
    undefined,
  );
  expect(waiting.body).toMatchObject({
    status: 'quoted',
    quote: { version_no: 2, total: '110.00', not_to_exceed: '150.00' },
  });
  // while it waits, the ceiling is still the approved one
  const early = await kit.call(
    'POST',
    `/sales-orders/${orderId}/charges`,
    'owner',
    { kind: 'extra', amount: '30', reason: 'New clasp spring' },
  );
  expect(early.body.errors).toEqual({ amount: MESSAGE(estimateNo) });

  const approved = await kit.call(
    'POST',
    `/estimates/by-token/${token}/answer`,
    undefined,
    { decision: 'approve', version: 2, note: 'Fine, go ahead' },
  );
  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({
    status: 'converted',
    answer: { version: 2, note: 'Fine, go ahead' },
    order: { payment_status: 'unpaid', amount_due: '30.00' },
  });
  expect(approved.body.order.payment_path).toMatch(
    /^\/extra-charge-payment\/[A-Za-z0-9_-]{32,64}$/,
  );
  const [row] = await kit.api.db.query<{ sales_order_id: number }>(
    'SELECT sales_order_id FROM estimates WHERE id = $1',
    [id],
  );
  expect(row!.sales_order_id).toBe(orderId);
  expect(await chargesOf(orderId)).toEqual([
    {
      amount: '30.00',
      reason: `Revised estimate ${estimateNo}, approved by the customer`,
      status: 'unpaid',
    },
  ]);
  expect(await kit.count('sales_orders', 'id > $1', [orderId])).toBe(0);
  // the new ceiling (150) holds the order's 110 and 40 more
  const next = await kit.call(
    'POST',
    `/sales-orders/${orderId}/charges`,
    'owner',
    { kind: 'additional', amount: '40.01', reason: 'Engraving' },
  );
  expect(next.status).toBe(400);
});

it('of two charges at once that fit the ceiling only together, one passes', async () => {
  const { orderId } = await approvedOrder();
  const charge = () =>
    kit.call('POST', `/sales-orders/${orderId}/charges`, 'owner', {
      kind: 'extra',
      amount: '15',
      reason: 'Polish',
    });
  const answers = await Promise.all([charge(), charge()]);
  expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
  expect(await chargesOf(orderId)).toHaveLength(1);
});

it('a cancelled order takes no revision', async () => {
  const { id, orderId } = await approvedOrder();
  await kit.api.db.query(
    "UPDATE sales_orders SET status = 'cancelled' WHERE id = $1",
    [orderId],
  );
  const estimate = await kit.call('GET', `/estimates/${id}`, 'owner');
  const sent = await kit.call('POST', `/estimates/${id}/status`, 'owner', {
    to: 'quoted',
    version: estimate.body.version,
  });
  expect(sent.status).toBe(409);
  expect(sent.body.message).toBe(
    'The order of this estimate is cancelled: it cannot take more work.',
  );
  const after = await kit.call('GET', `/estimates/${id}`, 'owner');
  expect(after.body).toMatchObject({ status: 'converted', quote_version: 1 });
});
