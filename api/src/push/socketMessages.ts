import type { RawData } from 'ws';
import {
  frame,
  PUSH_CODES,
  sendError,
  type PushConnection,
  type PushHub,
} from './hub';
import {
  CHANNEL_NAME,
  channelAuth,
  safeEqual,
  type PushSettings,
} from './settings';

// What a client connected to the embedded Pusher Channels server sends (./socketServer.ts accepts
// the connection): pings, subscriptions (a private channel needs its signature) and unsubscribes.
// Client events are refused (the app does not enable them); presence channels are not supported.

export const CLIENT_EVENTS_DISABLED =
  'To send client events, you must enable this feature in the Settings page of your dashboard.';

function parseMessage(raw: RawData): Record<string, unknown> | null {
  try {
    const message: unknown = JSON.parse(raw.toString());
    if (
      typeof message !== 'object' ||
      message === null ||
      typeof (message as { event?: unknown }).event !== 'string'
    )
      return null;
    const data = (message as { data?: unknown }).data;
    // Some clients send `data` JSON-encoded, as the server does.
    if (typeof data === 'string' && data.startsWith('{'))
      return { ...message, data: JSON.parse(data) as unknown };
    return message as Record<string, unknown>;
  } catch {
    return null;
  }
}

function refuseSubscription(
  connection: PushConnection,
  channel: string,
  message: string,
): void {
  sendError(connection.ws, PUSH_CODES.unauthorized, message);
  connection.ws.send(
    frame({
      event: 'pusher:subscription_error',
      channel,
      data: { type: 'AuthError', error: message, status: 401 },
    }),
  );
}

function subscribe(
  connection: PushConnection,
  data: Record<string, unknown>,
  settings: PushSettings,
  hub: PushHub,
): void {
  const channel = data.channel;
  if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel))
    return sendError(connection.ws, null, 'Invalid channel name');
  if (channel.startsWith('presence-'))
    return refuseSubscription(
      connection,
      channel,
      'Presence channels are not supported by this server',
    );
  if (channel.startsWith('private-')) {
    const auth = typeof data.auth === 'string' ? data.auth : '';
    const expected = channelAuth(settings, connection.socketId, channel);
    if (!auth)
      return refuseSubscription(
        connection,
        channel,
        `Connection is unauthorized: no auth for ${channel}`,
      );
    if (!safeEqual(auth, expected))
      return refuseSubscription(
        connection,
        channel,
        `Connection is unauthorized: invalid signature for ${channel}`,
      );
  }
  hub.subscribe(connection, channel);
  connection.ws.send(
    frame({ event: 'pusher_internal:subscription_succeeded', channel }),
  );
}

/** Answers one message of a connected client (pings, subscriptions; client events refused). */
export function handleMessage(
  connection: PushConnection,
  raw: RawData,
  settings: PushSettings,
  hub: PushHub,
): void {
  hub.touch(connection);
  const message = parseMessage(raw);
  if (!message) return sendError(connection.ws, null, 'Invalid message');
  const event = message.event as string;
  const data =
    typeof message.data === 'object' && message.data !== null
      ? (message.data as Record<string, unknown>)
      : {};
  if (event === 'pusher:ping')
    connection.ws.send(frame({ event: 'pusher:pong', data: {} }));
  else if (event === 'pusher:subscribe')
    subscribe(connection, data, settings, hub);
  else if (event === 'pusher:unsubscribe') {
    if (typeof data.channel === 'string')
      hub.unsubscribe(connection, data.channel);
  } else if (event.startsWith('client-'))
    sendError(connection.ws, null, CLIENT_EVENTS_DISABLED);
  // pusher:pong and unknown events: activity only.
}
