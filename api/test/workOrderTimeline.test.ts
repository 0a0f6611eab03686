import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';
import { PNG, upload, uploadForm } from './uploadFixtures';

// The vendor's after-images and notes on a work order: uploaded for the store it works
// with, attached to its timeline, and seen on the sales order's timeline too.

let kit: RepairKit;
let woId: number;
beforeAll(async () => {
  kit = await createRepairKit();
  woId = (await sendToFixit(kit, 1)).id;
});
afterAll(() => kit.close());

const photo = (storeId: string, who: 'fixit' | 'owner') =>
  upload(
    kit.api,
    uploadForm({ body: PNG, type: 'image/png' }, { store_id: storeId }),
    kit.tokens[who],
  );

it('the vendor uploads an after-image for its store and attaches it to the work order', async () => {
  const uploaded = await photo('1', 'fixit');
  expect(uploaded.status).toBe(201);
  const name = uploaded.body.url.split('/').pop();
  const res = await kit.call('POST', `/work-orders/${woId}/images`, 'fixit', {
    name,
    stage: 'after',
  });
  expect(res).toMatchObject({
    status: 201,
    body: {
      kind: 'image',
      record: 'work_order',
      work_order: { id: woId, work_order_no: '1000001-1' },
      actor: 'vendor',
      actor_name: 'Felix Fixit',
    },
  });
  expect(
    (await kit.call('GET', `/work-orders/${woId}`, 'owner')).body.images,
  ).toEqual([
    {
      url: `/api/v1/uploads/${name}`,
      stage: 'after',
      created_on: expect.any(String),
    },
  ]);
  const orderEvents = await kit.call('GET', '/sales-orders/1/events', 'staff');
  expect(orderEvents.body.at(-1)).toMatchObject({
    kind: 'image',
    record: 'work_order',
  });
});

it("the store's upload is not the vendor's to attach; a store the vendor does not work with refuses its upload", async () => {
  const storeUpload = await photo('1', 'owner');
  const res = await kit.call('POST', `/work-orders/${woId}/images`, 'fixit', {
    name: storeUpload.body.url.split('/').pop(),
    stage: 'after',
  });
  expect(res.status).toBe(400);
  // Globex stops working with Fixit: Fixit may no longer upload for Globex.
  expect((await photo('2', 'fixit')).status).toBe(201);
  await kit.api.db.query(
    'UPDATE store_vendors SET is_active = false WHERE store_id = 2',
  );
  expect((await photo('2', 'fixit')).status).toBe(403);
});

it('notes of both sides join the work order timeline; blank is 400; another store 404', async () => {
  for (const who of ['fixit', 'owner'] as const)
    expect(
      (
        await kit.call('POST', `/work-orders/${woId}/notes`, who, {
          body: `From ${who}`,
        })
      ).status,
    ).toBe(201);
  const events = await kit.call(
    'GET',
    `/work-orders/${woId}/events`,
    'fixitStaff',
  );
  expect(
    events.body
      .filter((e: { kind: string }) => e.kind === 'note')
      .map((e: { body: string; actor: string }) => [e.body, e.actor]),
  ).toEqual([
    ['From fixit', 'vendor'],
    ['From owner', 'store'],
  ]);
  expect(
    (
      await kit.call('POST', `/work-orders/${woId}/notes`, 'fixit', {
        body: '',
      })
    ).body.errors,
  ).toEqual({ body: 'This field may not be blank.' });
  expect(
    (
      await kit.call('POST', `/work-orders/${woId}/notes`, 'globex', {
        body: 'x',
      })
    ).status,
  ).toBe(404);
});
