import { createEstimate } from './accountsFixtures';
import { createRepairKit, stateOf, type RepairKit } from './repairFixtures';

// The store's estimates table and the estimate machine (ADR 0009): send, approve or
// decline, and convert an approved estimate into a sales order in one transaction.

let kit: RepairKit;
let jane: { id: number; estimate_no: string };
let other: { id: number; estimate_no: string };
beforeAll(async () => {
  kit = await createRepairKit();
  jane = await createEstimate(kit.api, { createdOn: '2026-01-10T10:00:00Z' });
  other = await createEstimate(kit.api, {
    customerId: null,
    createdOn: '2026-01-11T10:00:00Z',
  });
});
afterAll(() => kit.close());

const move = (id: number, to: string, version: number, who = 'owner') =>
  kit.call('POST', `/estimates/${id}/status`, who as 'owner', { to, version });

describe('GET /estimates', () => {
  it('lists the store’s estimates newest first with the tabs’ counts; filters and bad input', async () => {
    const res = await kit.call('GET', '/estimates', 'owner');
    expect(res.body).toMatchObject({
      count: 2,
      status_counts: { all: 2, requested: 2, quoted: 0, converted: 0 },
      results: [
        { id: other.id, status: 'requested' },
        {
          id: jane.id,
          estimate_no: jane.estimate_no,
          customer_name: 'Jane Doe',
          subtotal: '45.00',
          item_count: 1,
          location: { id: 1, name: 'Acme Downtown' },
          sales_order_id: null,
          version: 1,
        },
      ],
    });
    const dated = await kit.call(
      'GET',
      '/estimates?date_to=2026-01-10',
      'owner',
    );
    expect(dated.body.results.map((e: { id: number }) => e.id)).toEqual([
      jane.id,
    ]);
    expect((await kit.call('GET', '/estimates', 'globex')).body.count).toBe(0);
    const bad = await kit.call(
      'GET',
      '/estimates?status=won&ordering=x',
      'owner',
    );
    expect(Object.keys(bad.body.errors).sort()).toEqual(['ordering', 'status']);
    expect((await kit.call('GET', '/estimates', 'fixit')).status).toBe(403);
  });
});

describe('POST /estimates/{id}/status and /convert', () => {
  it('the store sends the estimate: the customer is mailed, the timeline shows the move', async () => {
    const res = await move(jane.id, 'quoted', 1);
    expect(res.body).toMatchObject({
      id: jane.id,
      status: 'quoted',
      version: 2,
    });
    const [mail] = await kit.mailsTo('jane@example.test');
    expect(mail!.subject).toBe(
      `Your estimate ${jane.estimate_no} is ready for you to review`,
    );
    // the store reads it on the estimate's timeline, with who and when
    const timeline = await kit.call(
      'GET',
      `/estimates/${jane.id}/events`,
      'owner',
    );
    expect(timeline.status).toBe(200);
    expect(timeline.body).toEqual([
      expect.objectContaining({
        kind: 'status',
        record: 'estimate',
        from_status: 'requested',
        to_status: 'quoted',
        actor: 'store',
        actor_name: 'Olivia Acme',
      }),
    ]);
    // another store's owner: as if it did not exist
    expect(
      (await kit.call('GET', `/estimates/${jane.id}/events`, 'globex')).status,
    ).toBe(404);
  });

  it('stale, illegal, bad and out-of-reach moves change nothing', async () => {
    expect((await move(jane.id, 'accepted', 1)).body).toMatchObject({
      code: 'CONFLICT',
      current: { status: 'quoted', version: 2 },
    });
    expect((await move(jane.id, 'requested', 2)).body).toMatchObject({
      code: 'ILLEGAL_MOVE',
      message: 'An estimate cannot go from Sent to Requested.',
    });
    expect((await move(jane.id, 'converted', 2)).body.errors).toEqual({
      to: 'Use “Convert to order” to turn an approved estimate into an order.',
    });
    expect((await move(jane.id, 'accepted', 2, 'globex')).status).toBe(404);
    // Acme's staff may view and create estimates, not edit them.
    expect((await move(jane.id, 'accepted', 2, 'staff')).status).toBe(403);
    expect(await stateOf(kit, 'estimates', jane.id)).toEqual({
      status: 'quoted',
      version: 2,
    });
  });

  it('converts an approved estimate into a new sales order with its lines; only once', async () => {
    expect(
      (
        await kit.call('POST', `/estimates/${jane.id}/convert`, 'owner', {
          version: 2,
        })
      ).body,
    ).toMatchObject({
      code: 'ILLEGAL_MOVE',
      current: { status: 'quoted' },
    });
    await move(jane.id, 'accepted', 2);
    const before = await kit.count('sales_orders');
    const res = await kit.call(
      'POST',
      `/estimates/${jane.id}/convert`,
      'owner',
      { version: 3 },
    );
    expect(res.status).toBe(201);
    expect(await kit.count('sales_orders')).toBe(before + 1);
    const order = await kit.call(
      'GET',
      `/sales-orders/${res.body.sales_order_id}`,
      'owner',
    );
    expect(order.body).toMatchObject({
      status: 'new',
      total: '45.00',
      contact: { first_name: 'Jane', email: 'jane@example.test' },
      lines: [
        { service: { name: 'Ring Sizing' }, quantity: 1, line_total: '45.00' },
      ],
      location: { id: 1 },
    });
    const events = await kit.call(
      'GET',
      `/sales-orders/${res.body.sales_order_id}/events`,
      'owner',
    );
    expect(events.body).toEqual([
      expect.objectContaining({
        kind: 'created',
        body: `Converted from estimate ${jane.estimate_no}`,
      }),
    ]);
    const estimate = await kit.call('GET', `/estimates/${jane.id}`, 'owner');
    expect(estimate.body).toMatchObject({
      status: 'converted',
      version: 4,
      sales_order_id: res.body.sales_order_id,
    });
    const again = await kit.call(
      'POST',
      `/estimates/${jane.id}/convert`,
      'owner',
      { version: 4 },
    );
    expect(again.body.code).toBe('ILLEGAL_MOVE');
    expect(await kit.count('sales_orders')).toBe(before + 1);
  });

  it('a declined estimate is final', async () => {
    expect((await move(other.id, 'declined', 1)).body.status).toBe('declined');
    expect((await move(other.id, 'quoted', 2)).body.message).toBe(
      'This estimate is declined and cannot change any more.',
    );
  });
});
