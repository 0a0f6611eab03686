// Push delivery latency: milliseconds from POST /api/v1/dev/notifications (the api creates the
// notification and publishes it through the `pusher` library) to its receipt on a subscribed
// socket. Uses pusher-js (Node build) when it is installed, else a raw Pusher protocol client on
// `ws`. Needs the api's dev routes (not NODE_ENV=production).
import { performance } from 'node:perf_hooks';

/** Node 20 does not resolve `*.localhost`; browsers map it to loopback. */
const reachableHost = (host) =>
  host === 'localhost' || host.endsWith('.localhost') ? '127.0.0.1' : host;

async function apiCall(apiOrigin, token, method, path, body) {
  const res = await fetch(`${apiOrigin}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function connectPusherJs(
  Pusher,
  { config, host, port, authorize, onEvent },
) {
  const pusher = new Pusher(config.key, {
    cluster: config.cluster,
    wsHost: host,
    wsPort: port,
    wssPort: port,
    forceTLS: config.force_tls,
    enabledTransports: ['ws'],
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) =>
        authorize(socketId, channelName).then(
          (auth) => callback(null, { auth }),
          (error) => callback(error, null),
        ),
    },
  });
  const channel = pusher.subscribe(config.channel);
  await new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', resolve);
    channel.bind('pusher:subscription_error', reject);
  });
  channel.bind('notification.created', onEvent);
  return () => pusher.disconnect();
}

async function connectRawWs({ config, host, port, authorize, onEvent }) {
  const { WebSocket } = await import('ws');
  const scheme = config.force_tls ? 'wss' : 'ws';
  const ws = new WebSocket(
    `${scheme}://${host}:${port}/app/${config.key}?protocol=7&client=bench&version=1`,
  );
  await new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('message', async (raw) => {
      const message = JSON.parse(raw.toString());
      const data =
        typeof message.data === 'string'
          ? JSON.parse(message.data)
          : message.data;
      if (message.event === 'pusher:connection_established') {
        const auth = await authorize(data.socket_id, config.channel);
        ws.send(
          JSON.stringify({
            event: 'pusher:subscribe',
            data: { channel: config.channel, auth },
          }),
        );
      } else if (message.event === 'pusher_internal:subscription_succeeded') {
        resolve();
      } else if (message.event === 'pusher:error') {
        reject(new Error(`pusher:error ${JSON.stringify(data)}`));
      } else if (message.event === 'pusher:ping') {
        ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      } else if (message.event === 'notification.created') {
        onEvent(data);
      }
    });
  });
  return () => ws.close();
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * @param {{ apiOrigin: string, token: string, userId: number, count?: number,
 *   client?: 'auto' | 'pusher-js' | 'ws' }} options
 *   apiOrigin: the api (or the shell, which proxies /api and /app); token: the user's access token;
 *   client: 'auto' = pusher-js when installed, else the raw `ws` client
 * @returns {Promise<{ median: number, p95: number, count: number }>} milliseconds
 */
export async function benchPushDelivery({
  apiOrigin,
  token,
  userId,
  count = 60,
  client = 'auto',
}) {
  const config = await apiCall(apiOrigin, token, 'GET', '/push/config');
  const origin = new URL(apiOrigin);
  const host = reachableHost(config.ws_host ?? origin.hostname);
  const port =
    config.ws_port ??
    Number(origin.port || (origin.protocol === 'https:' ? 443 : 80));
  const authorize = async (socketId, channelName) =>
    (
      await apiCall(apiOrigin, token, 'POST', '/push/auth', {
        socket_id: socketId,
        channel_name: channelName,
      })
    ).auth;

  const waiting = new Map(); // short_description → resolve(receipt time)
  const onEvent = (notification) => {
    waiting.get(notification.short_description)?.(performance.now());
  };
  const Pusher =
    client === 'ws'
      ? null
      : await import('pusher-js').then(
          (m) => m.default ?? m,
          (error) => {
            if (client === 'pusher-js') throw error;
            return null;
          },
        );
  const options = { config, host, port, authorize, onEvent };
  const disconnect = Pusher
    ? await connectPusherJs(Pusher, options)
    : await connectRawWs(options);

  const run = Date.now().toString(36);
  const samples = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const label = `bench ${run} ${i}`;
      const received = new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${label}: not delivered in 5 s`)),
          5000,
        );
        waiting.set(label, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
      const start = performance.now();
      await apiCall(apiOrigin, token, 'POST', '/dev/notifications', {
        user_id: userId,
        short_description: label,
        description: 'Push delivery benchmark',
        is_watching: true,
      });
      samples.push((await received) - start);
      waiting.delete(label);
    }
  } finally {
    disconnect();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    median: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    count: samples.length,
  };
}
