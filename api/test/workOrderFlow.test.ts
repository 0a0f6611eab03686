import {
  createRepairKit,
  sendToFixit,
  stateOf,
  type RepairKit,
} from './repairFixtures';

// The vendor works a work order along its machine (ADR 0009), the store and the vendor
// edit their own parts of it (extra charges: workOrderCharges.test.ts). Order 1 (1000001) is at Acme
// Downtown, order 3 (1000003) at Acme Uptown.

let kit: RepairKit;
let wo: { id: number };
beforeAll(async () => {
  kit = await createRepairKit();
  wo = { id: (await sendToFixit(kit, 1)).id };
  await sendToFixit(kit, 3);
});
afterAll(() => kit.close());

describe('moving and editing a work order', () => {
  it('the vendor accepts; the store hears of it; the store may not accept for the vendor', async () => {
    const refused = await kit.call(
      'POST',
      `/work-orders/${wo.id}/status`,
      'owner',
      {
        to: 'accepted',
        version: 1,
      },
    );
    expect(refused).toEqual({
      status: 409,
      body: {
        code: 'ILLEGAL_MOVE',
        message: 'You may not move this work order from Assigned to Accepted.',
        errors: {},
        current: { status: 'assigned', version: 1 },
      },
    });
    const res = await kit.call(
      'POST',
      `/work-orders/${wo.id}/status`,
      'fixitStaff',
      {
        to: 'accepted',
        version: 1,
      },
    );
    expect(res.body).toMatchObject({ status: 'accepted', version: 2 });
    for (const userId of [2, 3])
      expect((await kit.notificationsOf(userId))[0]).toMatchObject({
        short_description: 'Work order accepted',
        description:
          'Work order WO-1000001-1 moved from Assigned to Accepted by Tara Tech.',
        order_no: 'WO-1000001-1',
        notification_work_order_id: wo.id,
      });
    expect((await kit.notificationsOf(5))[0].short_description).toBe(
      'New work order',
    );
    const stale = await kit.call(
      'POST',
      `/work-orders/${wo.id}/status`,
      'fixit',
      {
        to: 'in_progress',
        version: 1,
      },
    );
    expect(stale.body).toMatchObject({
      code: 'CONFLICT',
      current: { status: 'accepted', version: 2 },
    });
  });

  it('a rejection needs a reason, keeps it, and frees the lines', async () => {
    const [uptown] = await kit.api.db.query<{ id: number }>(
      "SELECT id FROM work_orders WHERE work_order_no = '1000003-1'",
    );
    const url = `/work-orders/${uptown!.id}/status`;
    const blank = await kit.call('POST', url, 'fixit', {
      to: 'rejected',
      version: 1,
    });
    expect(blank.body.errors).toEqual({ reason: 'Please tell why.' });
    expect(await stateOf(kit, 'work_orders', uptown!.id)).toEqual({
      status: 'assigned',
      version: 1,
    });
    const res = await kit.call('POST', url, 'fixit', {
      to: 'rejected',
      version: 1,
      reason: 'We do not size platinum.',
    });
    expect(res.body).toMatchObject({
      status: 'rejected',
      rejection_reason: 'We do not size platinum.',
    });
    expect(
      (await kit.call('GET', '/sales-orders/3', 'owner')).body.lines_out,
    ).toEqual([]);
  });

  it('the store sets instructions and due date, the vendor only its work information', async () => {
    const vendor = await kit.call('PATCH', `/work-orders/${wo.id}`, 'fixit', {
      version: 2,
      work_information: 'Shank thin at the back.',
    });
    expect(vendor.body).toMatchObject({
      version: 3,
      work_information: 'Shank thin at the back.',
    });
    const notTheirs = await kit.call(
      'PATCH',
      `/work-orders/${wo.id}`,
      'fixit',
      {
        version: 3,
        instructions: 'Do less.',
        due_date: null,
      },
    );
    expect(notTheirs.body.errors).toEqual({
      instructions: 'Only the store sets this.',
      due_date: 'Only the store sets this.',
    });
    const store = await kit.call('PATCH', `/work-orders/${wo.id}`, 'staff', {
      version: 3,
      instructions: 'Size to 7½.',
      due_date: '2026-02-03',
    });
    expect(store.body).toMatchObject({
      version: 4,
      instructions: 'Size to 7½.',
      due_date: '2026-02-03',
      can_edit: true,
    });
    const storeInfo = await kit.call(
      'PATCH',
      `/work-orders/${wo.id}`,
      'owner',
      {
        version: 4,
        work_information: 'x',
      },
    );
    expect(storeInfo.body.errors).toEqual({
      work_information: 'Only the vendor tells this.',
    });
    expect(
      (
        await kit.call('PATCH', `/work-orders/${wo.id}`, 'owner', {
          version: 3,
        })
      ).body.code,
    ).toBe('CONFLICT');
    expect(
      (
        await kit.call('PATCH', `/work-orders/${wo.id}`, 'globex', {
          version: 4,
        })
      ).status,
    ).toBe(404);
  });

  it('through the shop floor to done, then the store takes it back; the timeline has every step', async () => {
    let version = (await stateOf(kit, 'work_orders', wo.id)).version;
    for (const [to, who] of [
      ['in_progress', 'fixit'],
      ['on_hold', 'fixit'],
      ['in_progress', 'owner'],
      ['done', 'fixitStaff'],
      ['returned', 'staff'],
    ] as const) {
      const res = await kit.call('POST', `/work-orders/${wo.id}/status`, who, {
        to,
        version,
      });
      expect(res.body).toMatchObject({ status: to });
      version = res.body.version;
    }
    const events = await kit.call(
      'GET',
      `/work-orders/${wo.id}/events`,
      'fixit',
    );
    expect(
      events.body
        .filter((e: { kind: string }) => e.kind === 'status')
        .map((e: { to_status: string }) => e.to_status),
    ).toEqual([
      'accepted',
      'in_progress',
      'on_hold',
      'in_progress',
      'done',
      'returned',
    ]);
    // The envelope of a job already back at the store says so, with when.
    const [back] = await kit.api.db.query<{ at: Date }>(
      `SELECT created_on AS at FROM record_events
        WHERE work_order_id = $1 AND to_status = 'returned'`,
      [wo.id],
    );
    expect(await kit.call('GET', '/vendor/scan/1/1/1000001', 'fixit')).toEqual({
      status: 200,
      body: {
        work_order_id: wo.id,
        returned_on: new Date(back!.at).toISOString(),
      },
    });
    expect(
      (await kit.call('GET', '/vendor/scan/1/2/1000001', 'fixit')).status,
    ).toBe(404);
    const moved = await kit.call(
      'POST',
      `/work-orders/${wo.id}/status`,
      'fixit',
      { to: 'done', version },
    );
    expect(moved.body).toMatchObject({
      code: 'ILLEGAL_MOVE',
      message:
        'This work order is returned to store and cannot change any more.',
    });
  });
});
