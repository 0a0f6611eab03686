import { openSocket, type TestSocket } from './pushClient';
import { createRepairKit, sendToFixit, type RepairKit } from './repairFixtures';

// Live: the store's open list of its vendors' invoices (/portal/vendors/invoices) hears
// of an invoice its vendor makes or moves, without a reload. Fixit bills Acme for a done work order
// and marks the invoice paid; Acme's owner (user 2) hears both; Acme's staff member (user 3, no
// vendor management) and Globex's owner (user 4, another store) hear nothing.

let kit: RepairKit;
let wsUrl: string;
let workOrderId: number;

beforeAll(async () => {
  kit = await createRepairKit();
  await kit.api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = kit.api.app.server.address() as { port: number };
  wsUrl = `ws://127.0.0.1:${port}/app/platform-key?protocol=7&client=js&version=8.6.0`;
  const list = await kit.call('GET', '/vendor/price-lists/1', 'fixit');
  await kit.call('PUT', '/vendor/price-lists/1', 'fixit', {
    version: list.body.version,
    items: [{ service_id: 1, price: '30' }],
  });
  const wo = await sendToFixit(kit, 1);
  workOrderId = wo.id;
  let version = wo.version;
  for (const to of ['accepted', 'in_progress', 'done'])
    version = (
      await kit.call('POST', `/work-orders/${wo.id}/status`, 'fixit', {
        to,
        version,
      })
    ).body.version;
}, 90_000);
afterAll(() => kit.close());

async function subscribe(
  userId: number,
  who: 'owner' | 'staff' | 'globex',
): Promise<TestSocket> {
  const channel = `private-user-${userId}`;
  const socket = await openSocket(wsUrl);
  const res = await kit.call('POST', '/push/auth', who, {
    socket_id: socket.socketId,
    channel_name: channel,
  });
  socket.send('pusher:subscribe', { channel, auth: res.body.auth });
  expect((await socket.next()).event).toBe(
    'pusher_internal:subscription_succeeded',
  );
  return socket;
}

/** The owner's next push: the invoice changed, now at `status` and `version`. */
async function expectInvoicePush(
  socket: TestSocket,
  invoice: { id: number; status: string; version: number },
) {
  expect(await socket.next()).toMatchObject({
    event: 'record-changed',
    channel: 'private-user-2',
    data: { record: 'vendor_invoice', ...invoice },
  });
}

it('a new invoice and its payment reach the store owner’s open pages, and no one else’s', async () => {
  const owner = await subscribe(2, 'owner');
  const staff = await subscribe(3, 'staff');
  const globex = await subscribe(4, 'globex');

  const created = await kit.call('POST', '/vendor/invoices', 'fixit', {
    store_id: 1,
    due_on: '2099-12-31',
    note: '',
    items: [{ work_order_id: workOrderId, amount: '30' }],
  });
  expect(created.status).toBe(201);
  await expectInvoicePush(owner, {
    id: created.body.id,
    status: 'open',
    version: created.body.version,
  });

  const paid = await kit.call(
    'POST',
    `/vendor/invoices/${created.body.id}/status`,
    'fixit',
    { status: 'paid', version: created.body.version },
  );
  expect(paid.status).toBe(200);
  await expectInvoicePush(owner, {
    id: created.body.id,
    status: 'paid',
    version: paid.body.version,
  });

  // a refused move (stale version) changes nothing and pushes nothing
  const stale = await kit.call(
    'POST',
    `/vendor/invoices/${created.body.id}/status`,
    'fixit',
    { status: 'void', version: created.body.version },
  );
  expect(stale.status).toBe(409);
  await owner.expectNothingPending();
  await staff.expectNothingPending();
  await globex.expectNothingPending();
  for (const socket of [owner, staff, globex]) socket.ws.close();
});
