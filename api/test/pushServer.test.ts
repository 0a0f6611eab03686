import Pusher from 'pusher';
import {
  type Json,
  type TestApi,
  TEST_PUSH_SECRET as DEV_PUSH_SECRET,
  createTestApi,
} from './helpers';
import { openSocket, type TestSocket } from './pushClient';

// The embedded Pusher Channels server (protocol 7) on a listening api, with a real websocket client
// and the official `pusher` server library.

let api: TestApi;
let base: string; // http://127.0.0.1:<port>
let wsUrl: string;
let owner: string; // user 2
let staff: string; // user 3
beforeAll(async () => {
  api = await createTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
  wsUrl = `ws://127.0.0.1:${port}/app/platform-key?protocol=7&client=js&version=8.6.0`;
  owner = (await api.login('owner@acme.test')).access;
  staff = (await api.login('staff@acme.test')).access;
});
afterAll(() => api.close());

const library = (secret = DEV_PUSH_SECRET) =>
  new Pusher({
    appId: 'platform',
    key: 'platform-key',
    secret,
    host: '127.0.0.1',
    port: new URL(base).port,
  });

async function subscribePrivate(
  socket: TestSocket,
  channel: string,
  token: string,
) {
  const res = await api.request({
    method: 'POST',
    url: '/api/v1/push/auth',
    token,
    payload: { socket_id: socket.socketId, channel_name: channel },
  });
  expect(res.status).toBe(200);
  socket.send('pusher:subscribe', { channel, auth: res.body.auth });
  expect(await socket.next()).toMatchObject({
    event: 'pusher_internal:subscription_succeeded',
    channel,
  });
}

describe('connection', () => {
  it('establishes with a socket id and an activity timeout, and answers ping with pong', async () => {
    const socket = await openSocket(wsUrl);
    expect(socket.first.event).toBe('pusher:connection_established');
    expect(typeof socket.first.rawData).toBe('string'); // data is JSON-encoded
    expect(socket.first.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    socket.send('pusher:ping', {});
    expect((await socket.next()).event).toBe('pusher:pong');
    socket.ws.close();
  });

  it.each([
    ['an unknown app key', '/app/other-key?protocol=7', 4001],
    ['no protocol version', '/app/platform-key', 4008],
    ['an unsupported protocol version', '/app/platform-key?protocol=2', 4007],
    ['a version that is not a number', '/app/platform-key?protocol=7a', 4006],
    ['no app key in the path', '/app/?protocol=7', 4005],
  ])(
    '%s (%s) → pusher:error and that close code',
    async (_label, path, code) => {
      const socket = await openSocket(`ws://${new URL(base).host}${path}`);
      expect(socket.first.event).toBe('pusher:error');
      expect(socket.first.data).toMatchObject({ code });
      expect(await socket.closed).toBe(code);
    },
  );

  it('refuses a browser Origin outside the platform; accepts *.localhost on any port', async () => {
    await expect(openSocket(wsUrl, 'http://evil.example')).rejects.toThrow(
      'handshake refused: 403',
    );
    await expect(
      openSocket(wsUrl, 'http://localhost.evil.example:3500'),
    ).rejects.toThrow('handshake refused: 403');
    const socket = await openSocket(wsUrl, 'http://acme.localhost:3500');
    expect(socket.first.event).toBe('pusher:connection_established');
    socket.ws.close();
  });
});

describe('subscriptions and delivery', () => {
  it('refuses a private channel without auth, and with a wrong signature (4009)', async () => {
    const socket = await openSocket(wsUrl);
    socket.send('pusher:subscribe', { channel: 'private-user-2' });
    expect(await socket.next()).toMatchObject({
      event: 'pusher:error',
      data: { code: 4009 },
    });
    expect(await socket.next()).toMatchObject({
      event: 'pusher:subscription_error',
      channel: 'private-user-2',
      data: { status: 401 },
    });

    // A valid signature, but for another socket.
    const other = await api.request({
      method: 'POST',
      url: '/api/v1/push/auth',
      token: owner,
      payload: { socket_id: '1.2', channel_name: 'private-user-2' },
    });
    socket.send('pusher:subscribe', {
      channel: 'private-user-2',
      auth: other.body.auth,
    });
    expect(await socket.next()).toMatchObject({
      event: 'pusher:error',
      data: { code: 4009 },
    });
    await socket.next(); // its subscription_error

    await library().trigger('private-user-2', 'notification.created', {});
    await socket.expectNothingPending();
    socket.ws.close();
  });

  it('a publish through the pusher library reaches only that channel’s subscribers', async () => {
    const mine = await openSocket(wsUrl);
    const colleague = await openSocket(wsUrl);
    await subscribePrivate(mine, 'private-user-2', owner);
    await subscribePrivate(colleague, 'private-user-3', staff);

    await library().trigger('private-user-2', 'notification.created', {
      id: 99,
    });
    expect(await mine.next()).toEqual({
      event: 'notification.created',
      channel: 'private-user-2',
      data: { id: 99 },
      rawData: '{"id":99}',
    });
    await colleague.expectNothingPending();

    // The api's own path: a created notification is published with the contract's shape.
    const created = await api.request({
      method: 'POST',
      url: '/api/v1/dev/notifications',
      payload: {
        user_id: 2,
        short_description: 'Live',
        description: 'A live notification',
        order_no: '1000001',
        is_watching: true,
      },
    });
    expect(created.status).toBe(201);
    const frame = await mine.next();
    expect(frame.event).toBe('notification.created');
    const notification = frame.data as Json;
    expect(notification).toEqual(created.body);
    expect(notification).toEqual({
      id: expect.any(Number),
      is_read: false,
      is_watching: true,
      short_description: 'Live',
      description: 'A live notification',
      order_no: '1000001',
      created_on: expect.any(String),
      notification_work_order_id: null,
      notification_estimate_order_id: null,
      notification_sales_order_id: null,
      notification_vendor_sales_order_id: null,
      notification_vendor_estimate_id: null,
    });
    await colleague.expectNothingPending();

    // Unsubscribed: nothing more arrives.
    mine.send('pusher:unsubscribe', { channel: 'private-user-2' });
    await library().trigger('private-user-2', 'notification.created', {});
    await mine.expectNothingPending();
    mine.ws.close();
    colleague.ws.close();
  });

  it('refuses client events (the app does not enable them)', async () => {
    const socket = await openSocket(wsUrl);
    await subscribePrivate(socket, 'private-user-2', owner);
    socket.send('client-typing', { x: 1 }, 'private-user-2');
    expect(await socket.next()).toMatchObject({
      event: 'pusher:error',
      data: { code: null, message: expect.stringContaining('client events') },
    });
    socket.ws.close();
  });
});

describe('HTTP API', () => {
  it('refuses a wrong signature, a tampered body and an unknown app', async () => {
    await expect(
      library('not-the-secret').trigger('private-user-2', 'x', {}),
    ).rejects.toMatchObject({ status: 401 });

    const path = '/apps/platform/events';
    const body = JSON.stringify({
      name: 'x',
      channels: ['private-user-2'],
      data: '{}',
    });
    const query = library().createSignedQueryString({
      method: 'POST',
      path,
      body,
    });
    const tampered = await fetch(`${base}${path}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body.replace('"x"', '"y"'),
    });
    expect(tampered.status).toBe(401);
    const signed = await fetch(`${base}${path}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(signed.status).toBe(200);
    const otherApp = await fetch(`${base}/apps/other/events?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(otherApp.status).toBe(404);
  });
});

describe('dev outage', () => {
  it('closes every socket with 4200 and refuses connections (4100) for the given time', async () => {
    const socket = await openSocket(wsUrl);
    const res = await api.request({
      method: 'POST',
      url: '/api/v1/dev/push/outage',
      payload: { ms: 800 },
    });
    expect(res.status).toBe(200);
    expect(res.body.closed).toBeGreaterThanOrEqual(1);
    expect(await socket.closed).toBe(4200);

    const refused = await openSocket(wsUrl);
    expect(refused.first.data).toMatchObject({ code: 4100 });
    expect(await refused.closed).toBe(4100);

    await new Promise((resolve) => setTimeout(resolve, 900));
    const back = await openSocket(wsUrl);
    expect(back.first.event).toBe('pusher:connection_established');
    back.ws.close();
  });
});

it('a publish failure never fails the caller', async () => {
  const unreachable = await createTestApi({
    push: { host: '127.0.0.1', port: 9 }, // nothing listens on the discard port
  });
  try {
    const res = await unreachable.request({
      method: 'POST',
      url: '/api/v1/dev/notifications',
      payload: {
        user_id: 2,
        short_description: 'Offline',
        description: 'Published nowhere',
        is_watching: false,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.is_watching).toBe(false);
  } finally {
    await unreachable.close();
  }
});
