import { createEstimate } from './accountsFixtures';
import { type Json, type TestApi, createTestApi } from './helpers';
import { openSocket, type TestSocket } from './pushClient';
import { callerOf, sendVendorEstimate } from './vendorFixtures';

// Estimates live (ADR 0026): the customer's estimate page listens on the public channel its answer
// names (no login: the link's token is the secret) and hears the store send a revision, through the
// embedded push server and a real websocket.

let api: TestApi;
let wsUrl: string;
let owner = '';
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as { port: number };
  wsUrl = `ws://127.0.0.1:${port}/app/platform-key?protocol=7&client=js&version=8.6.0`;
  owner = (await api.login('owner@acme.test')).access;
});
afterAll(() => api.close());

const call = (method: string, url: string, token?: string, payload?: Json) =>
  api.request({
    method: method as 'POST',
    url: `/api/v1${url}`,
    token,
    payload,
  });

async function subscribe(channel: string): Promise<TestSocket> {
  const socket = await openSocket(wsUrl);
  socket.send('pusher:subscribe', { channel });
  expect((await socket.next()).event).toBe(
    'pusher_internal:subscription_succeeded',
  );
  return socket;
}

it('the estimate’s page hears the store send it, on the channel its answer names', async () => {
  const { id } = await createEstimate(api);
  const [row] = await api.db.query<{ token: string }>(
    'SELECT token FROM estimates WHERE id = $1',
    [id],
  );
  const page = await call('GET', `/estimates/by-token/${row!.token}/quote`);
  expect(page.body.live).toMatchObject({ key: 'platform-key' });
  const customer = await subscribe(page.body.live.channel);
  const sent = await call('POST', `/estimates/${id}/status`, owner, {
    to: 'quoted',
    version: 1,
  });
  expect(sent.status).toBe(200);
  expect(await customer.next()).toMatchObject({
    event: 'record-changed',
    data: { record: 'estimate', id, status: 'quoted', version: 2 },
  });
  customer.ws.close();
});

it('a vendor’s customer hears the workshop revise the estimate; another estimate’s page hears nothing', async () => {
  const vendorCall = callerOf(() => api);
  const vendor = (await api.login('owner@fixit.test', 'vendor')).access;
  const mine = await sendVendorEstimate(vendorCall, api, vendor);
  const other = await sendVendorEstimate(vendorCall, api, vendor);
  const page = await call('GET', `/vendor-estimates/by-token/${mine.token}`);
  const otherPage = await call(
    'GET',
    `/vendor-estimates/by-token/${other.token}`,
  );
  expect(page.body.live).toMatchObject({ key: 'platform-key' });
  expect(page.body.live.channel).not.toBe(otherPage.body.live.channel);
  // the channel is named after the link, yet does not give the link away
  expect(page.body.live.channel).not.toContain(mine.token);
  const customer = await subscribe(page.body.live.channel);
  const bystander = await subscribe(otherPage.body.live.channel);
  const now = await vendorCall('GET', mine.url, vendor);
  const revised = await vendorCall('POST', `${mine.url}/status`, vendor, {
    to: 'quoted',
    version: now.body.version,
  });
  expect(revised.status).toBe(200);
  expect(await customer.next()).toMatchObject({
    event: 'record-changed',
    data: { record: 'vendor_estimate', id: mine.id, status: 'quoted' },
  });
  await bystander.expectNothingPending();
  customer.ws.close();
  bystander.ws.close();
});
