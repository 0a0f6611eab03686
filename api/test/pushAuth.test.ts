import { createHmac } from 'node:crypto';
import { signAccessToken } from '../src/auth/tokens';
import { resolveConfig } from '../src/config';
import {
  type TestApi,
  TEST_CONFIG,
  TEST_PUSH_SECRET as DEV_PUSH_SECRET,
  createTestApi,
} from './helpers';

// POST /push/auth and GET /push/config (contract "Push endpoints"), over inject.

let api: TestApi;
let owner: string; // user 2, Acme
let globexOwner: string; // user 4, Globex
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
  globexOwner = (await api.login('owner@globex.test')).access;
});
afterAll(() => api.close());

const auth = (
  body: Record<string, string>,
  token = owner, // '' = no token
  form = true,
) =>
  api.request({
    method: 'POST',
    url: '/api/v1/push/auth',
    token,
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(body).toString(),
        }
      : { payload: body }),
  });

describe('POST /push/auth', () => {
  it('signs the caller’s own channel: key:hex(hmac_sha256(secret, socket_id:channel))', async () => {
    const res = await auth({
      socket_id: '123.456',
      channel_name: 'private-user-2',
    });
    expect(res.status).toBe(200);
    const signature = createHmac('sha256', DEV_PUSH_SECRET)
      .update('123.456:private-user-2')
      .digest('hex');
    expect(res.body).toEqual({ auth: `platform-key:${signature}` });
    // The same from a JSON body.
    const json = await auth(
      { socket_id: '123.456', channel_name: 'private-user-2' },
      owner,
      false,
    );
    expect(json.body).toEqual(res.body);
  });

  it.each([
    ['1.1:private-x', 'private-user-2', 'socket_id'],
    ['abc', 'private-user-2', 'socket_id'],
    ['1.', 'private-user-2', 'socket_id'],
    ['1.1', 'private-user-2:x', 'channel_name'],
    ['1.1', 'private user 2', 'channel_name'],
    ['1.1', '', 'channel_name'],
  ])('socket %p, channel %p → 400 on %s', async (socketId, channel, field) => {
    const res = await auth({ socket_id: socketId, channel_name: channel });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.errors)).toEqual([field]);
    expect(res.body).not.toHaveProperty('auth');
  });

  it('a missing field → 400 with its field error', async () => {
    const res = await auth({ socket_id: '1.1' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      channel_name: 'This field is required.',
    });
  });

  it.each([
    ['another user of the same store', 'private-user-3'],
    ['a user of another tenant (Globex)', 'private-user-4'],
    ['a channel that is no user’s', 'private-orders'],
    ['a presence channel', 'presence-user-2'],
  ])('%s → 403', async (_label, channel) => {
    const res = await auth({ socket_id: '1.1', channel_name: channel });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(res.body).not.toHaveProperty('auth');
  });

  it('the Globex owner gets their own channel, not Acme’s', async () => {
    const own = await auth(
      { socket_id: '1.1', channel_name: 'private-user-4' },
      globexOwner,
    );
    expect(own.status).toBe(200);
    const acme = await auth(
      { socket_id: '1.1', channel_name: 'private-user-2' },
      globexOwner,
    );
    expect(acme.status).toBe(403);
  });

  it('no token → 401; an expired token → 401', async () => {
    const none = await auth(
      { socket_id: '1.1', channel_name: 'private-user-2' },
      '',
    );
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('not_authenticated');

    const { sid } = JSON.parse(
      Buffer.from(owner.split('.')[1]!, 'base64url').toString(),
    ) as { sid: string };
    const expired = signAccessToken(
      { id: 2, role_id: 4, store_id: 1, vendor_id: null, customer_id: null },
      sid,
      resolveConfig(TEST_CONFIG),
      Date.now() - 3600_000,
    );
    const res = await auth(
      { socket_id: '1.1', channel_name: 'private-user-2' },
      expired,
    );
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });
});

describe('GET /push/config', () => {
  it('answers the key and the caller’s channel; the embedded server is on the page’s own host', async () => {
    const res = await api.request({
      method: 'GET',
      url: '/api/v1/push/config',
      token: owner,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      key: 'platform-key',
      ws_host: null,
      ws_port: null,
      force_tls: false,
      cluster: 'mt1',
      channel: 'private-user-2',
    });
    const anonymous = await api.request({
      method: 'GET',
      url: '/api/v1/push/config',
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers where browsers reach an external server (soketi, Pusher Channels)', async () => {
    const external = await createTestApi({
      push: {
        appId: 'a1',
        key: 'k1',
        secret: 's1',
        host: 'soketi',
        port: 6001,
        publicHost: 'push.example.test',
        publicPort: 443,
        useTLS: true,
        cluster: 'eu',
      },
    });
    try {
      const token = (await external.login('owner@globex.test')).access;
      const res = await external.request({
        method: 'GET',
        url: '/api/v1/push/config',
        token,
      });
      expect(res.body).toEqual({
        key: 'k1',
        ws_host: 'push.example.test',
        ws_port: 443,
        force_tls: true,
        cluster: 'eu',
        channel: 'private-user-4',
      });
    } finally {
      await external.close();
    }
  });
});

describe('dev routes', () => {
  it('are 404 when turned off (NODE_ENV=production)', async () => {
    const production = await createTestApi({ dev: { routes: false } });
    try {
      const outage = await production.request({
        method: 'POST',
        url: '/api/v1/dev/push/outage',
        payload: { ms: 1000 },
      });
      expect(outage.status).toBe(404);
      const created = await production.request({
        method: 'POST',
        url: '/api/v1/dev/notifications',
        payload: {
          user_id: 2,
          short_description: 'x',
          description: 'y',
          is_watching: true,
        },
      });
      expect(created.status).toBe(404);
      const rows = await production.db.query(
        "SELECT 1 FROM notifications WHERE short_description = 'x'",
      );
      expect(rows).toHaveLength(0);
    } finally {
      await production.close();
    }
  });
});
