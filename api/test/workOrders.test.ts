import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';

// The store sends lines of a sales order to a linked vendor as a work order; the vendor
// (Fixit, linked to Acme and Globex) reads it (workOrderFlow.test.ts: moves, edits, charges). Order 1 (1000001) is at Acme Downtown, order 3
// (1000003) at Acme Uptown, out of the staff member's reach.

let kit: RepairKit;
let wo: { id: number; lineId: number };
beforeAll(async () => {
  kit = await createRepairKit();
});
afterAll(() => kit.close());

const lineOf = async (orderId: number) =>
  (
    await kit.api.db.query<{ id: number }>(
      'SELECT id FROM sales_order_lines WHERE sales_order_id = $1 ORDER BY id LIMIT 1',
      [orderId],
    )
  )[0]!.id;

describe('POST /sales-orders/{id}/work-orders', () => {
  it("sends a line to Fixit: numbered after the order, can-edit with instructions, Fixit's bell rings", async () => {
    const body = await sendToFixit(kit, 1);
    wo = { id: body.id, lineId: await lineOf(1) };
    expect(body).toMatchObject({
      work_order_no: '1000001-1',
      status: 'assigned',
      vendor: { id: 1, name: 'Fixit Workshop' },
      store: { id: 1, name: 'Acme Jewelers' },
      sales_order: { id: 1, order_no: '1000001' },
      location: { id: 1, name: 'Acme Downtown' },
      due_date: '2026-02-01',
      item_count: 1,
      version: 1,
      instructions: 'Size to 7, polish.',
      can_edit: true,
      customer_label: 'Jane D.',
      lines: [{ id: wo.lineId, service: { name: 'Ring Sizing' } }],
      scan_path: '/scan-work-instructions/1/1/1000001',
    });
    for (const userId of [5, 6])
      expect((await kit.notificationsOf(userId))[0]).toMatchObject({
        short_description: 'New work order',
        description: 'Work order WO-1000001-1 was sent to you by Olivia Acme.',
        order_no: 'WO-1000001-1',
        notification_work_order_id: wo.id,
      });
    for (const userId of [2, 3, 4])
      expect(
        (await kit.notificationsOf(userId)).filter(
          (n) => n.notification_work_order_id === wo.id,
        ),
      ).toEqual([]);
    const order = await kit.call('GET', '/sales-orders/1', 'staff');
    expect(order.body).toMatchObject({
      lines_out: [wo.lineId],
      work_orders: [{ id: wo.id, status: 'assigned' }],
    });
    const events = await kit.call('GET', '/sales-orders/1/events', 'owner');
    expect(events.body.at(-1)).toMatchObject({
      kind: 'work_order',
      record: 'sales_order',
      work_order: { id: wo.id, work_order_no: '1000001-1' },
      body: 'WO-1000001-1 sent to Fixit Workshop',
    });
  });

  it('refuses a line already out, a line of another order, an unlinked vendor and bad input: nothing created', async () => {
    const before = await kit.count('work_orders');
    await kit.api.db.query(
      "INSERT INTO vendors (id, name) VALUES (2, 'Faraway Works')",
    );
    const cases: [object, Record<string, string>][] = [
      [
        { line_ids: [wo.lineId] },
        {
          line_ids: 'A line you chose is already out with an open work order.',
        },
      ],
      [
        { line_ids: [await lineOf(3)] },
        { line_ids: 'Select lines of this order.' },
      ],
      [
        { vendor_id: 2, line_ids: [wo.lineId] },
        {
          vendor_id: 'This vendor does not work with your store.',
          line_ids: 'A line you chose is already out with an open work order.',
        },
      ],
    ];
    for (const [change, errors] of cases) {
      const res = await kit.call(
        'POST',
        '/sales-orders/1/work-orders',
        'owner',
        {
          vendor_id: 1,
          instructions: '',
          due_date: null,
          ...change,
        },
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(errors);
    }
    const bad = await kit.call('POST', '/sales-orders/1/work-orders', 'owner', {
      vendor_id: 0,
      line_ids: [],
      due_date: 'tomorrow',
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'due_date',
      'instructions',
      'line_ids',
      'vendor_id',
    ]);
    expect(await kit.count('work_orders')).toBe(before);
  });

  it("another store's order and another location's are 404; vendors and customers 403", async () => {
    const input = {
      vendor_id: 1,
      line_ids: [1],
      instructions: '',
      due_date: null,
    };
    expect(
      (await kit.call('POST', '/sales-orders/1/work-orders', 'globex', input))
        .status,
    ).toBe(404);
    expect(
      (await kit.call('POST', '/sales-orders/3/work-orders', 'staff', input))
        .status,
    ).toBe(404);
    for (const who of ['fixit', 'jane', 'admin'] as const)
      expect(
        (await kit.call('POST', '/sales-orders/1/work-orders', who, input))
          .status,
      ).toBe(403);
  });
});

describe('reading a work order', () => {
  it('the store (its location) and the linked vendor read it; others get 404', async () => {
    for (const who of [
      'owner',
      'staff',
      'admin',
      'fixit',
      'fixitStaff',
    ] as const)
      expect((await kit.call('GET', `/work-orders/${wo.id}`, who)).status).toBe(
        200,
      );
    expect(
      (await kit.call('GET', `/work-orders/${wo.id}`, 'globex')).status,
    ).toBe(404);
    expect(
      (await kit.call('GET', `/work-orders/${wo.id}`, 'jane')).status,
    ).toBe(403);
    const list = await kit.call('GET', '/vendor/work-orders', 'fixitStaff');
    expect(list.body).toMatchObject({
      count: 1,
      results: [{ id: wo.id, store: { id: 1 } }],
      status_counts: { all: 1, assigned: 1, done: 0 },
    });
    // An inactive link hides the store's work from the vendor.
    await kit.api.db.query(
      'UPDATE store_vendors SET is_active = false WHERE store_id = 1',
    );
    expect(
      (await kit.call('GET', `/work-orders/${wo.id}`, 'fixit')).status,
    ).toBe(404);
    expect(
      (await kit.call('GET', '/vendor/work-orders', 'fixit')).body.count,
    ).toBe(0);
    expect(
      (await kit.call('GET', '/vendor/scan/1/1/1000001', 'fixit')).status,
    ).toBe(404);
    await kit.api.db.query(
      'UPDATE store_vendors SET is_active = true WHERE store_id = 1',
    );
  });

  it('the envelope scan finds the newest open work order of the order, for that vendor only', async () => {
    expect(await kit.call('GET', '/vendor/scan/1/1/1000001', 'fixit')).toEqual({
      status: 200,
      body: { work_order_id: wo.id },
    });
    expect(
      (await kit.call('GET', '/vendor/scan/1/2/1000001', 'fixit')).status,
    ).toBe(404);
    expect(
      (await kit.call('GET', '/vendor/scan/1/1/1000002', 'fixit')).status,
    ).toBe(404);
    expect(
      (await kit.call('GET', '/vendor/scan/1/1/1000001', 'owner')).status,
    ).toBe(403);
    expect((await kit.call('GET', '/vendor/scan/1/1/12', 'fixit')).status).toBe(
      400,
    );
  });

  it('the store lists its work orders by location: staff see Downtown only', async () => {
    const uptown = await sendToFixit(kit, 3);
    const owner = await kit.call(
      'GET',
      '/work-orders?ordering=work_order_no',
      'owner',
    );
    expect(owner.body.results.map((w: { id: number }) => w.id)).toEqual([
      wo.id,
      uptown.id,
    ]);
    const staff = await kit.call('GET', '/work-orders', 'staff');
    expect(staff.body).toMatchObject({ count: 1, results: [{ id: wo.id }] });
    expect(
      (await kit.call('GET', `/work-orders/${uptown.id}`, 'staff')).status,
    ).toBe(404);
    const search = await kit.call(
      'GET',
      '/work-orders?search=1000003',
      'owner',
    );
    expect(search.body.results).toEqual([
      expect.objectContaining({ id: uptown.id }),
    ]);
  });
});
