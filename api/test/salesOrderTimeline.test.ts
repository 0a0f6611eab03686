import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';
import { PNG, upload, uploadForm } from './uploadFixtures';

// A sales order's timeline: notes and before/after images (the caller's own uploads),
// and what of it the customer's tracking page shows (status words, shared notes and photos).

let kit: RepairKit;
beforeAll(async () => {
  kit = await createRepairKit();
  // Order 1 (in progress) becomes ready, as in salesOrderFlow.test.ts.
  const moved = await kit.call('POST', '/sales-orders/1/status', 'owner', {
    to: 'ready',
    version: 1,
  });
  if (moved.status !== 200) throw new Error(JSON.stringify(moved.body));
});
afterAll(() => kit.close());

describe('notes and images', () => {
  it('a note joins the timeline; a shared one shows on the tracking page, an internal one does not', async () => {
    const shared = await kit.call('POST', '/sales-orders/1/notes', 'owner', {
      body: 'Your ring is sized and polished.',
      is_shared: true,
    });
    expect(shared).toMatchObject({
      status: 201,
      body: { kind: 'note', is_shared: true, actor_name: 'Olivia Acme' },
    });
    await kit.call('POST', '/sales-orders/1/notes', 'owner', {
      body: 'Internal: check the prong again.',
    });
    const tracking = await kit.call(
      'GET',
      '/order-tracking?order_no=1000001&store_id=1',
      'jane',
    );
    const labels = tracking.body.steps.map((s: { label: string }) => s.label);
    expect(labels).toEqual([
      'Order placed',
      'Paid',
      'Ready for pickup',
      'Your ring is sized and polished.',
    ]);
    expect(tracking.body.status_label).toBe('Ready for pickup');
    const blank = await kit.call('POST', '/sales-orders/1/notes', 'owner', {
      body: '   ',
    });
    expect(blank.body.errors).toEqual({ body: 'This field may not be blank.' });
    expect(
      (await kit.call('POST', '/sales-orders/1/notes', 'globex', { body: 'x' }))
        .status,
    ).toBe(404);
  });

  it("attaches the caller's own upload of this store; another user's upload is refused", async () => {
    const mine = await upload(
      kit.api,
      uploadForm({ body: PNG, type: 'image/png' }, { store_id: '1' }),
      kit.tokens.owner,
    );
    const name = mine.body.url.split('/').pop();
    const others = await upload(
      kit.api,
      uploadForm({ body: PNG, type: 'image/png' }, { store_id: '1' }),
      kit.tokens.staff,
    );
    const before = await kit.count('record_events');
    const refused = await kit.call('POST', '/sales-orders/1/images', 'owner', {
      name: others.body.url.split('/').pop(),
      stage: 'before',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.name).toMatch(/upload the image again/);
    const badName = await kit.call('POST', '/sales-orders/1/images', 'owner', {
      name: '../etc/passwd',
      stage: 'during',
    });
    expect(Object.keys(badName.body.errors).sort()).toEqual(['name', 'stage']);
    expect(await kit.count('record_events')).toBe(before);
    const res = await kit.call('POST', '/sales-orders/1/images', 'owner', {
      name,
      stage: 'after',
      is_shared: true,
    });
    expect(res).toMatchObject({
      status: 201,
      body: {
        kind: 'image',
        image: { url: `/api/v1/uploads/${name}`, stage: 'after' },
      },
    });
    const tracking = await kit.call(
      'GET',
      '/order-tracking?order_no=1000001&store_id=1',
      'jane',
    );
    expect(tracking.body.steps.at(-1)).toMatchObject({
      kind: 'image',
      image_url: `/api/v1/uploads/${name}`,
    });
  });
});

describe('moving an order to another location', () => {
  it('takes its work orders along: Downtown staff no longer reach either, and its timeline says so', async () => {
    const wo = await sendToFixit(kit, 1);
    const { version } = (await kit.call('GET', '/sales-orders/1', 'owner'))
      .body;
    const res = await kit.call('PATCH', '/sales-orders/1', 'owner', {
      version,
      location_id: 2,
    });
    expect(res.body).toMatchObject({
      version: version + 1,
      location: { id: 2, name: 'Acme Uptown' },
      work_orders: [{ id: wo.id, location: { id: 2, name: 'Acme Uptown' } }],
    });
    expect((await kit.call('GET', '/sales-orders/1', 'staff')).status).toBe(
      404,
    );
    expect(
      (await kit.call('GET', `/work-orders/${wo.id}`, 'staff')).status,
    ).toBe(404);
    const events = await kit.call('GET', '/sales-orders/1/events', 'owner');
    expect(events.body.at(-1)).toMatchObject({
      kind: 'edit',
      body: 'Changed: location',
      actor_name: 'Olivia Acme',
    });
  });
});
