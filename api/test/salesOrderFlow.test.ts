import { createRepairKit, stateOf, type RepairKit } from './repairFixtures';

// The store moves a sales order along its machine (ADR 0009), edits it with the version
// it saw (salesOrderTimeline.test.ts: its notes and images). Order 1 (1000001, Jane's) is in progress at Acme
// Downtown; order 3 (1000003, a guest's) is new at Acme Uptown, out of the staff member's reach.

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
});
afterAll(() => kit.close());

describe('POST /sales-orders/{id}/status', () => {
  it('moves the order, writes its timeline, rings the other store users and mails the customer', async () => {
    const res = await kit.call('POST', '/sales-orders/1/status', 'owner', {
      to: 'ready',
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, status: 'ready', version: 2 });
    const events = await kit.call('GET', '/sales-orders/1/events', 'staff');
    expect(events.body.at(-1)).toMatchObject({
      kind: 'status',
      record: 'sales_order',
      from_status: 'in_progress',
      to_status: 'ready',
      actor: 'store',
      actor_name: 'Olivia Acme',
    });
    // Sam (staff of Downtown) hears of it; Olivia made the move; Globex and Fixit hear nothing.
    const [samNote] = await kit.notificationsOf(3);
    expect(samNote).toMatchObject({
      short_description: 'Sales order ready for pickup',
      description:
        'Sales order 1000001 moved from In progress to Ready for pickup by Olivia Acme.',
      notification_sales_order_id: 1,
    });
    for (const userId of [2, 4, 5, 6])
      expect(
        (await kit.notificationsOf(userId)).filter(
          (n) =>
            n.notification_sales_order_id === 1 &&
            n.short_description.includes('ready'),
        ),
      ).toEqual([]);
    const [mail] = await kit.mailsTo('jane@example.test');
    expect(mail!.subject).toBe('Your order 1000001 is ready for pickup');
    expect(mail!.text).toContain('/order-tracking/1000001?token=');
  });

  it('a stale version is 409 CONFLICT with the current state, and nothing changes', async () => {
    const before = await kit.count('record_events');
    const res = await kit.call('POST', '/sales-orders/1/status', 'staff', {
      to: 'completed',
      version: 1,
    });
    expect(res).toEqual({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: expect.stringContaining('Someone else changed this record'),
        errors: {},
        current: { status: 'ready', version: 2 },
      },
    });
    expect(await stateOf(kit, 'sales_orders', 1)).toEqual({
      status: 'ready',
      version: 2,
    });
    expect(await kit.count('record_events')).toBe(before);
  });

  it('an illegal move is 409 ILLEGAL_MOVE in words, and nothing changes', async () => {
    const res = await kit.call('POST', '/sales-orders/1/status', 'owner', {
      to: 'shipped',
      version: 2,
    });
    expect(res).toEqual({
      status: 409,
      body: {
        code: 'ILLEGAL_MOVE',
        message: 'A sales order cannot go from Ready for pickup to Shipped.',
        errors: {},
        current: { status: 'ready', version: 2 },
      },
    });
    expect(await stateOf(kit, 'sales_orders', 1)).toEqual({
      status: 'ready',
      version: 2,
    });
  });

  it('bad input is 400 with field errors', async () => {
    const empty = await kit.call('POST', '/sales-orders/1/status', 'owner', {
      to: '',
      version: 0,
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['to', 'version']);
    const unknown = await kit.call('POST', '/sales-orders/1/status', 'owner', {
      to: 'flying',
      version: 2,
    });
    expect(unknown.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { to: 'Select a valid choice.' },
    });
    expect(await stateOf(kit, 'sales_orders', 1)).toEqual({
      status: 'ready',
      version: 2,
    });
  });

  it("another store's order and another location's are 404; vendors, customers and the super admin may not move", async () => {
    const move = { to: 'in_progress', version: 1 };
    const globex = await kit.call(
      'POST',
      '/sales-orders/1/status',
      'globex',
      move,
    );
    expect(globex.status).toBe(404);
    expect(globex.body.message).toBe('Sales order not found.');
    expect(
      (await kit.call('POST', '/sales-orders/3/status', 'staff', move)).status,
    ).toBe(404);
    for (const who of ['fixit', 'jane', 'admin'] as const)
      expect(
        (await kit.call('POST', '/sales-orders/3/status', who, move)).status,
      ).toBe(403);
    expect(await stateOf(kit, 'sales_orders', 3)).toEqual({
      status: 'new',
      version: 1,
    });
  });

  it('two people moving the same order at once: one wins, the other gets 409', async () => {
    const [a, b] = await Promise.all([
      kit.call('POST', '/sales-orders/3/status', 'owner', {
        to: 'in_progress',
        version: 1,
      }),
      kit.call('POST', '/sales-orders/3/status', 'owner', {
        to: 'cancelled',
        version: 1,
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.current.version).toBe(2);
    expect(
      await kit.count(
        'record_events',
        "sales_order_id = 3 AND kind = 'status'",
      ),
    ).toBe(1);
  });
});

describe('GET /sales-orders/{id} and PATCH', () => {
  it('the order carries its version, location, notes and work orders', async () => {
    const res = await kit.call('GET', '/sales-orders/1', 'staff');
    expect(res.body).toMatchObject({
      version: 2,
      location: { id: 1, name: 'Acme Downtown' },
      internal_notes: '',
      work_orders: [],
      lines_out: [],
      charges: [
        {
          work_order: { item_number: 'WO-1000001-1', item_name: 'Ring Sizing' },
        },
        { requested_by: 'vendor' },
      ],
    });
  });

  it('edits the contact and notes with the version it saw; stale is 409; bad input 400', async () => {
    const edit = {
      version: 2,
      contact: {
        first_name: 'Janet',
        last_name: 'Doe',
        email: 'janet@example.test',
        phone: '+1 217 555 0100',
      },
      internal_notes: 'Fragile stone.',
    };
    const res = await kit.call('PATCH', '/sales-orders/1', 'staff', edit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: 3,
      internal_notes: 'Fragile stone.',
      contact: { first_name: 'Janet', email: 'janet@example.test' },
    });
    expect(
      (await kit.call('PATCH', '/sales-orders/1', 'owner', edit)).body,
    ).toMatchObject({
      code: 'CONFLICT',
      current: { status: 'ready', version: 3 },
    });
    const bad = await kit.call('PATCH', '/sales-orders/1', 'owner', {
      version: 3,
      contact: { ...edit.contact, email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      'contact.email': 'Enter a valid email address.',
    });
    // Globex's location, and (for the staff member) a location not theirs, are refused.
    for (const [who, location] of [
      ['owner', 3],
      ['staff', 2],
    ] as const) {
      const moved = await kit.call('PATCH', '/sales-orders/1', who, {
        version: 3,
        location_id: location,
      });
      expect(moved.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        errors: { location_id: 'Select a valid choice.' },
      });
    }
    expect(await stateOf(kit, 'sales_orders', 1)).toEqual({
      status: 'ready',
      version: 3,
    });
    expect(
      (await kit.call('PATCH', '/sales-orders/1', 'globex', edit)).status,
    ).toBe(404);
  });
});
