import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PushFanOut } from './fanOut';
import {
  CHANNEL_NAME,
  hmacHex,
  safeEqual,
  SOCKET_ID,
  type PushSettings,
} from './settings';

// The embedded server's HTTP API: the POST /apps/{app_id}/events and /batch_events calls the
// official `pusher` server library makes, signed as the Pusher HTTP API reference describes
// (auth_key, auth_timestamp, auth_version, body_md5, auth_signature). Registered at the root of the
// api (the library always posts to /apps/…), not under /api/v1.

const MAX_TIMESTAMP_SKEW_SECONDS = 600;
const MAX_DATA_BYTES = 10 * 1024;

interface EventBody {
  name?: unknown;
  data?: unknown;
  channel?: unknown;
  channels?: unknown;
  socket_id?: unknown;
}

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply
    .status(status)
    .send({ code: 'PUSH_REQUEST_REFUSED', message, errors: {} });

/** The reason a signed request is not authentic, or null when it is. */
function signatureProblem(
  request: FastifyRequest,
  rawBody: string,
  settings: PushSettings,
): string | null {
  const query = request.query as Record<string, string | string[]>;
  const single = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : undefined;
  };
  if (single('auth_key') !== settings.key) return 'Unknown auth_key';
  const timestamp = Number(single('auth_timestamp'));
  if (
    !Number.isInteger(timestamp) ||
    Math.abs(Date.now() / 1000 - timestamp) > MAX_TIMESTAMP_SKEW_SECONDS
  )
    return 'Timestamp expired';
  if (single('auth_version') !== '1.0') return 'Unsupported auth_version';
  const md5 = createHash('md5').update(rawBody, 'utf8').digest('hex');
  if (rawBody !== '' && !safeEqual(single('body_md5') ?? '', md5))
    return 'Invalid body_md5';
  const signed = Object.keys(query)
    .filter((name) => name !== 'auth_signature')
    .map((name) => [name.toLowerCase(), String(query[name])] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const path = request.url.split('?')[0] ?? '';
  const expected = hmacHex(
    settings.secret,
    `${request.method}\n${path}\n${signed}`,
  );
  return safeEqual(single('auth_signature') ?? '', expected)
    ? null
    : 'Invalid signature';
}

/** An event's channels, name and data, or the message of a 400. */
function readEvent(
  body: EventBody,
):
  | { channels: string[]; name: string; data: string; socketId?: string }
  | string {
  const channels = Array.isArray(body.channels)
    ? body.channels
    : typeof body.channel === 'string'
      ? [body.channel]
      : null;
  if (!channels || channels.length === 0 || channels.length > 100)
    return 'channels must list 1 to 100 channels';
  if (!channels.every((c) => typeof c === 'string' && CHANNEL_NAME.test(c)))
    return 'Invalid channel name';
  if (typeof body.name !== 'string' || !body.name || body.name.length > 200)
    return 'name must be a string of at most 200 characters';
  if (typeof body.data !== 'string') return 'data must be a string';
  if (Buffer.byteLength(body.data) > MAX_DATA_BYTES)
    return 'data is larger than 10 KB';
  if (
    body.socket_id !== undefined &&
    (typeof body.socket_id !== 'string' || !SOCKET_ID.test(body.socket_id))
  )
    return 'Invalid socket_id';
  return {
    channels: channels as string[],
    name: body.name,
    data: body.data,
    socketId: body.socket_id as string | undefined,
  };
}

export async function pushHttpApi(
  app: FastifyInstance,
  fanOut: PushFanOut,
  settings: PushSettings,
): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the body's md5: keep the exact text the client sent.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, String(body)),
    );

    const handle =
      (batch: boolean) =>
      async (
        request: FastifyRequest<{ Params: { appId: string } }>,
        reply: FastifyReply,
      ) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        if (request.params.appId !== settings.appId)
          return refuse(reply, 404, 'Unknown app_id');
        const problem = signatureProblem(request, rawBody, settings);
        if (problem) return refuse(reply, 401, problem);
        let body: EventBody & { batch?: unknown };
        try {
          body = JSON.parse(rawBody) as EventBody;
        } catch {
          return refuse(reply, 400, 'The body is not valid JSON');
        }
        const items = batch ? body.batch : [body];
        if (!Array.isArray(items) || items.length > 10)
          return refuse(reply, 400, 'batch must list at most 10 events');
        const events = items.map((item) => readEvent(item as EventBody));
        const bad = events.find((event) => typeof event === 'string');
        if (typeof bad === 'string') return refuse(reply, 400, bad);
        for (const event of events)
          if (typeof event !== 'string') await fanOut.deliver(event);
        return batch ? { batch: events.map(() => ({})) } : {};
      };

    scope.post('/apps/:appId/events', handle(false));
    scope.post('/apps/:appId/batch_events', handle(true));
  });
}
