// Small clients of the running cluster for its tests and its benchmark: JSON requests, a portal
// login, and a Pusher-protocol socket subscribed to the user's private channel.
import { WebSocket } from 'ws';

export const DEMO_PASSWORD = 'Passw0rd!';

/** One JSON request; answers the status, the parsed body and the headers. */
export async function call(base, method, url, { body, token, headers } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json, headers: response.headers };
}

export async function portalLogin(
  base,
  email,
  password = DEMO_PASSWORD,
  headers = {},
) {
  const response = await call(base, 'POST', '/api/v1/auth/portal/login', {
    body: { email, password },
    headers,
  });
  if (response.status !== 200)
    throw new Error(
      `login ${email}: ${response.status} ${JSON.stringify(response.body)}`,
    );
  return response.body.access;
}

/**
 * A socket on `base`'s push server (ws://…/app/{key}), subscribed to the user's private channel
 * (authorised by `authBase`'s /push/auth). `nextEvent()` resolves with the next event on it.
 */
export async function subscribeBell(base, token, authBase = base) {
  const config = await call(authBase, 'GET', '/api/v1/push/config', { token });
  const { key, channel } = config.body;
  const ws = new WebSocket(
    `${base.replace(/^http/, 'ws')}/app/${key}?protocol=7&client=js&version=8.6.0`,
  );
  const events = [];
  const waiters = [];
  let established;
  const ready = new Promise((resolve) => (established = resolve));
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString());
    if (frame.event === 'pusher:connection_established')
      return established(JSON.parse(frame.data).socket_id);
    if (frame.event.startsWith('pusher')) return;
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else events.push(frame);
  });
  const socketId = await ready;
  const auth = await call(authBase, 'POST', '/api/v1/push/auth', {
    token,
    body: { socket_id: socketId, channel_name: channel },
  });
  const subscribed = new Promise((resolve) =>
    ws.on('message', (raw) => {
      if (String(raw).includes('subscription_succeeded')) resolve();
    }),
  );
  ws.send(
    JSON.stringify({
      event: 'pusher:subscribe',
      data: { channel, auth: auth.body.auth },
    }),
  );
  await subscribed;
  return {
    userId: Number(channel.replace(/\D/g, '')),
    nextEvent(ms = 5000) {
      const queued = events.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event')), ms);
        waiters.push((frame) => {
          clearTimeout(timer);
          resolve(frame);
        });
      });
    },
    close: () => ws.close(),
  };
}
