import { type Json, type TestApi, createTestApi } from './helpers';
import { openSocket, type TestSocket } from './pushClient';
import { saveOf } from './serviceBuilderFixtures';

// Live: a saved service reaches every user of the store who may view services (Acme's
// staff member holds the service module for viewing), so an open editor hears of another's save.

let api: TestApi;
let wsUrl: string;
const tokens = { owner: '', staff: '' };
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as { port: number };
  wsUrl = `ws://127.0.0.1:${port}/app/platform-key?protocol=7&client=js&version=8.6.0`;
  tokens.owner = (await api.login('owner@acme.test')).access;
  tokens.staff = (await api.login('staff@acme.test')).access;
});
afterAll(() => api.close());

const call = (method: string, url: string, token: string, payload?: Json) =>
  api.request({
    method: method as 'POST',
    url: `/api/v1${url}`,
    token,
    ...(payload ? { payload } : {}),
  });

async function subscribe(channel: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(wsUrl);
  const res = await call('POST', '/push/auth', token, {
    socket_id: socket.socketId,
    channel_name: channel,
  });
  socket.send('pusher:subscribe', { channel, auth: res.body.auth });
  expect((await socket.next()).event).toBe(
    'pusher_internal:subscription_succeeded',
  );
  return socket;
}

it('a save reaches the staff member’s open pages with the new version', async () => {
  const staff = await subscribe('private-user-3', tokens.staff);
  const service = (await call('GET', '/stores/1/services/2', tokens.owner))
    .body;
  const { id } = service;
  const res = await call('PUT', `/stores/1/services/${id}`, tokens.owner, {
    ...saveOf(service),
    is_active: false,
  });
  expect(res.status).toBe(200);
  expect(await staff.next()).toMatchObject({
    event: 'record-changed',
    channel: 'private-user-3',
    data: {
      record: 'service',
      id,
      sales_order_id: null,
      status: 'inactive',
      version: service.version + 1,
    },
  });
  staff.ws.close();
});

it('a vendor’s saved service reaches the vendor owner’s open pages', async () => {
  const vendorOwner = (await api.login('owner@fixit.test', 'vendor')).access;
  const socket = await subscribe('private-user-5', vendorOwner);
  const service = (await call('GET', '/vendor/services/9001', vendorOwner))
    .body;
  const res = await call('PUT', '/vendor/services/9001', vendorOwner, {
    ...saveOf(service),
    price: '36',
  });
  expect(res.status).toBe(200);
  expect(await socket.next()).toMatchObject({
    event: 'record-changed',
    channel: 'private-user-5',
    data: { record: 'service', id: 9001, version: service.version + 1 },
  });
  socket.ws.close();
});
