import { type Json, type TestApi, createTestApi } from './helpers';
import { openSocket, type TestSocket } from './pushClient';
import { trackingChannel } from '../src/areas/notifications/live';

// Live: after a move commits, the bell's notification and `record-changed` reach the
// private channels of the users the record concerns, and the customer's tracking page hears it on
// the order's public tracking channel, through the embedded push server and a real websocket.

let api: TestApi;
let wsUrl: string;
const tokens = { owner: '', staff: '', fixit: '' };
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as { port: number };
  wsUrl = `ws://127.0.0.1:${port}/app/platform-key?protocol=7&client=js&version=8.6.0`;
  tokens.owner = (await api.login('owner@acme.test')).access;
  tokens.staff = (await api.login('staff@acme.test')).access;
  tokens.fixit = (await api.login('owner@fixit.test', 'vendor')).access;
});
afterAll(() => api.close());

const call = (method: string, url: string, token: string, payload?: Json) =>
  api.request({
    method: method as 'POST',
    url: `/api/v1${url}`,
    token,
    payload,
  });

async function subscribe(channel: string, token?: string): Promise<TestSocket> {
  const socket = await openSocket(wsUrl);
  let auth: string | undefined;
  if (token) {
    const res = await call('POST', '/push/auth', token, {
      socket_id: socket.socketId,
      channel_name: channel,
    });
    auth = res.body.auth;
  }
  socket.send('pusher:subscribe', { channel, ...(auth ? { auth } : {}) });
  expect((await socket.next()).event).toBe(
    'pusher_internal:subscription_succeeded',
  );
  return socket;
}

it("a sales order's move reaches the other store user's bell and page, and the tracking page", async () => {
  const [order] = await api.db.query<{ tracking_token: string }>(
    'SELECT tracking_token FROM sales_orders WHERE id = 1',
  );
  const staff = await subscribe('private-user-3', tokens.staff);
  const tracking = await subscribe(trackingChannel(order!.tracking_token));
  const vendor = await subscribe('private-user-5', tokens.fixit);
  const res = await call('POST', '/sales-orders/1/status', tokens.owner, {
    to: 'ready',
    version: 1,
  });
  expect(res.status).toBe(200);
  const change = {
    record: 'sales_order',
    id: 1,
    sales_order_id: 1,
    status: 'ready',
    version: 2,
  };
  expect(await staff.next()).toMatchObject({
    event: 'notification.created',
    data: {
      short_description: 'Sales order ready for pickup',
      notification_sales_order_id: 1,
    },
  });
  expect(await staff.next()).toMatchObject({
    event: 'record-changed',
    data: change,
  });
  expect(await tracking.next()).toMatchObject({
    event: 'record-changed',
    channel: trackingChannel(order!.tracking_token),
    data: change,
  });
  // The vendor has no part in this order.
  await vendor.expectNothingPending();
  for (const socket of [staff, tracking, vendor]) socket.ws.close();
});

it("a work order's move reaches the vendor's users and the store's", async () => {
  const vendor = await subscribe('private-user-5', tokens.fixit);
  const created = await call(
    'POST',
    '/sales-orders/1/work-orders',
    tokens.owner,
    {
      vendor_id: 1,
      line_ids: [1],
      instructions: '',
      due_date: null,
    },
  );
  expect(created.status).toBe(201);
  expect(await vendor.next()).toMatchObject({
    event: 'notification.created',
    data: {
      short_description: 'New work order',
      notification_work_order_id: created.body.id,
    },
  });
  expect(await vendor.next()).toMatchObject({
    event: 'record-changed',
    data: { record: 'work_order', id: created.body.id, status: 'assigned' },
  });
  const owner = await subscribe('private-user-2', tokens.owner);
  await call('POST', `/work-orders/${created.body.id}/status`, tokens.fixit, {
    to: 'accepted',
    version: 1,
  });
  expect(await owner.next()).toMatchObject({
    event: 'notification.created',
    data: { short_description: 'Work order accepted' },
  });
  expect(await owner.next()).toMatchObject({
    event: 'record-changed',
    data: {
      record: 'work_order',
      sales_order_id: 1,
      status: 'accepted',
      version: 2,
    },
  });
  // The mover's own page hears the change, not the bell.
  expect(await vendor.next()).toMatchObject({ event: 'record-changed' });
  await vendor.expectNothingPending();
  for (const socket of [vendor, owner]) socket.ws.close();
});

it("the vendor's own new order and a note on it reach the vendor's other users' bells and pages, and no store user", async () => {
  const staffToken = (await api.login('staff@fixit.test', 'vendor')).access;
  const vendorStaff = await subscribe('private-user-6', staffToken);
  const storeOwner = await subscribe('private-user-2', tokens.owner);
  const created = await call('POST', '/vendor/sales-orders', tokens.fixit, {
    customer_id: 9001,
    lines: [{ description: 'Watch strap', quantity: 1, unit_price: '25.00' }],
  });
  expect(created.status).toBe(201);
  expect(await vendorStaff.next()).toMatchObject({
    event: 'notification.created',
    data: { short_description: 'New sales order' },
  });
  expect(await vendorStaff.next()).toMatchObject({
    event: 'record-changed',
    data: {
      record: 'vendor_sales_order',
      id: created.body.id,
      status: created.body.status,
      version: created.body.version,
    },
  });
  const note = await call(
    'POST',
    `/vendor/sales-orders/${created.body.id}/notes`,
    tokens.fixit,
    { body: 'Customer asked for a brown strap.' },
  );
  expect(note.status).toBe(201);
  expect(await vendorStaff.next()).toMatchObject({
    event: 'notification.created',
    data: { short_description: 'Note on a sales order' },
  });
  expect(await vendorStaff.next()).toMatchObject({
    event: 'record-changed',
    data: { record: 'vendor_sales_order', id: created.body.id },
  });
  // The vendor's other users hear of it through the bell; a store hears nothing.
  await vendorStaff.expectNothingPending();
  await storeOwner.expectNothingPending();
  for (const socket of [vendorStaff, storeOwner]) socket.ws.close();
});
