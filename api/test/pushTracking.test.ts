import Pusher from 'pusher';
import { type TestApi, TEST_PUSH_SECRET, createTestApi } from './helpers';
import { openSocket } from './pushClient';
import { trackingChannel } from '../src/areas/notifications/live';

// The customer's tracking page listens on its order's public channel (ADR 0010), named by a hash
// of the order's random tracking token: the embedded push server lets a client without a login
// subscribe to it, and only whoever proved the order learns its name.

let api: TestApi;
let base: string;
let wsUrl: string;
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
  wsUrl = `ws://127.0.0.1:${port}/app/platform-key?protocol=7&client=js&version=8.6.0`;
});
afterAll(() => api.close());

const library = () =>
  new Pusher({
    appId: 'platform',
    key: 'platform-key',
    secret: TEST_PUSH_SECRET,
    host: '127.0.0.1',
    port: new URL(base).port,
  });

it('an order’s public tracking channel needs no login and gets the order’s changes', async () => {
  const [order] = await api.db.query<{ tracking_token: string }>(
    "SELECT tracking_token FROM sales_orders WHERE order_no = '1000001'",
  );
  const channel = trackingChannel(order!.tracking_token);
  const customer = await openSocket(wsUrl);
  const other = await openSocket(wsUrl);
  customer.send('pusher:subscribe', { channel });
  expect(await customer.next()).toMatchObject({
    event: 'pusher_internal:subscription_succeeded',
    channel,
  });

  const change = {
    record: 'sales_order',
    id: 1,
    sales_order_id: null,
    status: 'ready_for_pickup',
    version: 2,
  };
  await library().trigger(channel, 'record-changed', change);
  expect(await customer.next()).toMatchObject({
    event: 'record-changed',
    channel,
    data: change,
  });
  await other.expectNothingPending();
  customer.ws.close();
  other.ws.close();
});
