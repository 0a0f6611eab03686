import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';

// Extra charges on a work order, asked by the vendor or by the store. Each names the work
// order, rings the other side's bell, lands on the work order's timeline and mails the customer
// the payment link. Order 1 (1000001, Jane's) is at Acme Downtown.

let kit: RepairKit;
let wo: { id: number };
beforeAll(async () => {
  kit = await createRepairKit();
  wo = { id: (await sendToFixit(kit, 1)).id };
});
afterAll(() => kit.close());

describe('POST /work-orders/{id}/charges', () => {
  it('the vendor asks an extra charge: the store and the customer read "requested by the vendor"', async () => {
    const bad = await kit.call(
      'POST',
      `/work-orders/${wo.id}/charges`,
      'fixit',
      { amount: '1.234', reason: ' ' },
    );
    expect(bad.body.errors).toEqual({
      amount: 'Please enter a valid amount with at most 2 decimals',
      reason: 'This field may not be blank.',
    });
    // the super admin reads, never charges
    expect(
      (
        await kit.call('POST', `/work-orders/${wo.id}/charges`, 'admin', {
          amount: '5',
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    const res = await kit.call(
      'POST',
      `/work-orders/${wo.id}/charges`,
      'fixit',
      { amount: '15.5', reason: 'Extra prong' },
    );
    expect(res.body).toMatchObject({
      kind: 'extra',
      requested_by: 'vendor',
      amount: '15.50',
      work_order: { item_number: 'WO-1000001-1', item_name: 'Ring Sizing' },
    });
    expect((await kit.notificationsOf(2))[0].short_description).toBe(
      'Extra charge requested by the vendor',
    );
    // the payment link is the customer's: the vendor's answer does not carry it
    expect(res.body).not.toHaveProperty('token');
    const [mail] = await kit.mailsTo('jane@example.test');
    const token = /\/extra-charge-payment\/(\S+)/.exec(mail!.text)![1];
    const target = await kit.call('GET', `/payments/targets/${token}`);
    expect(target.body).toMatchObject({
      requested_by: 'vendor',
      work_order: { item_name: 'Ring Sizing' },
    });
    expect(
      (await kit.call('GET', `/work-orders/${wo.id}`, 'fixit')).body.charges,
    ).toEqual([
      expect.objectContaining({
        amount: '15.50',
        reason: 'Extra prong',
        status: 'unpaid',
        requested_by: 'vendor',
      }),
    ]);
  });

  it('the store asks an extra charge on the work order: the vendor reads "requested by the store"', async () => {
    const res = await kit.call(
      'POST',
      `/work-orders/${wo.id}/charges`,
      'owner',
      { amount: '7', reason: 'Rhodium plating' },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'extra',
      requested_by: 'store_owner',
      amount: '7.00',
      work_order: { item_number: 'WO-1000001-1' },
    });
    // Fixit's owner's bell, not the store's own
    expect((await kit.notificationsOf(5))[0]).toMatchObject({
      short_description: 'Extra charge requested by the store',
      order_no: 'WO-1000001-1',
      notification_work_order_id: wo.id,
    });
    const [mail] = await kit.mailsTo('jane@example.test');
    expect(mail!.text).toContain(`/extra-charge-payment/${res.body.token}`);
    const seen = await kit.call('GET', `/work-orders/${wo.id}`, 'fixit');
    expect(seen.body.charges).toEqual([
      expect.objectContaining({ requested_by: 'vendor' }),
      expect.objectContaining({
        amount: '7.00',
        reason: 'Rhodium plating',
        requested_by: 'store_owner',
      }),
    ]);
    const events = await kit.call(
      'GET',
      `/work-orders/${wo.id}/events`,
      'fixit',
    );
    expect(events.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'charge',
          body: 'Extra charge of $7.00 requested by the store: Rhodium plating',
        }),
      ]),
    );
  });
});
