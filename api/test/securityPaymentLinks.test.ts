import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';

// A vendor asks an extra charge on a work order. The payment link is the customer's: the vendor
// may read the customer as "Jane D." and nothing more, neither from the charge's answer nor from
// the link's answer, and never reaches the order's or the tracking page's token.

let kit: RepairKit;
let wo: { id: number };
beforeAll(async () => {
  kit = await createRepairKit();
  wo = { id: (await sendToFixit(kit, 1)).id };
});
afterAll(() => kit.close());

const linkIn = (text: string) =>
  /\/extra-charge-payment\/(\S+)/.exec(text)![1]!;

it("a vendor's charge answer carries no payment token", async () => {
  const res = await kit.call('POST', `/work-orders/${wo.id}/charges`, 'fixit', {
    amount: '9',
    reason: 'Extra stone',
  });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ amount: '9.00', reason: 'Extra stone' });
  expect(JSON.stringify(res.body)).not.toMatch(/token/);
});

it('a payment link answers only what paying needs: amount, what for, the store and "Jane D."', async () => {
  const [mail] = await kit.mailsTo('jane@example.test');
  const token = linkIn(mail!.text);
  const res = await kit.call('GET', `/payments/targets/${token}`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    kind: 'extra',
    amount: '9.00',
    reason: 'Extra stone',
    store_id: 1,
    order_no: '1000001',
    customer_name: 'Jane D.',
  });
  const [order] = await kit.api.db.query<{
    token: string;
    tracking_token: string;
    contact_email: string;
    contact_phone: string;
  }>(
    `SELECT token, tracking_token, contact_email, contact_phone FROM sales_orders WHERE order_no = '1000001'`,
  );
  const text = JSON.stringify(res.body);
  for (const secret of [
    order!.token,
    order!.tracking_token,
    order!.contact_email,
    order!.contact_phone,
  ])
    expect(text).not.toContain(secret);
  expect(res.body.order).not.toHaveProperty('contact');
  expect(res.body.order).not.toHaveProperty('shipping_address');
  expect(res.body.order).not.toHaveProperty('charges');
  // the order's own lines and totals stay (the page shows what is paid for)
  expect(res.body.order).toMatchObject({
    order_no: '1000001',
    lines: [expect.objectContaining({ quantity: expect.any(Number) })],
    total: expect.any(String),
  });
});

it("the store's people still get the link to hand to the customer", async () => {
  const res = await kit.call('POST', `/work-orders/${wo.id}/charges`, 'owner', {
    amount: '3',
    reason: 'Polish',
  });
  expect(res.status).toBe(201);
  expect(res.body.token).toEqual(expect.any(String));
  const target = await kit.call('GET', `/payments/targets/${res.body.token}`);
  expect(target.body).toMatchObject({
    amount: '3.00',
    requested_by: 'store_owner',
  });
});
