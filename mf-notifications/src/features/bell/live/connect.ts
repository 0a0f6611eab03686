import type { ChannelAuthorizationHandler, Options } from 'pusher-js';
import type { RecordChanged } from 'shared/contracts/repair';
import {
  announceRecordChanged,
  RECORD_CHANGED_PUSH_EVENT,
  socketOptions,
} from 'shared/live';
import { authorizeChannel, type Notification, type PushConfig } from '../api';

/** The event the api publishes on the user's private channel (contracts "Push endpoints"). */
export const NOTIFICATION_EVENT = 'notification.created';

export interface LiveHandlers {
  onNotification(notification: Notification): void;
  /** Every successful (re)subscription: the moment to fetch what the socket missed. */
  onSubscribed(): void;
}

/** Signs each subscription through the shared api client: the current token, refreshed on 401. */
const authorize: ChannelAuthorizationHandler = (
  { socketId, channelName },
  callback,
) => {
  authorizeChannel(socketId, channelName).then(
    (answer) => callback(null, answer),
    (e: unknown) =>
      callback(e instanceof Error ? e : new Error(String(e)), null),
  );
};

/** pusher-js options for the bell: the shared socket options and the channel's authorization. */
export function pusherOptions(
  config: PushConfig,
  page?: Pick<Location, 'hostname' | 'port' | 'protocol'>,
): Options {
  return {
    ...socketOptions(config, page),
    channelAuthorization: { customHandler: authorize },
  };
}

/**
 * Connects to the push server and listens on the user's channel. pusher-js is loaded on demand, so
 * the bell's first render does not wait for it. Resolves with a function that disconnects.
 */
export async function connectLive(
  config: PushConfig,
  handlers: LiveHandlers,
): Promise<() => void> {
  const { default: Pusher } = await import('pusher-js');
  const pusher = new Pusher(config.key, pusherOptions(config));
  const channel = pusher.subscribe(config.channel);
  channel.bind(NOTIFICATION_EVENT, (data: Notification) =>
    handlers.onNotification(data),
  );
  // The bell holds the page's only socket; it passes record changes on to the pages (shared/live).
  channel.bind(RECORD_CHANGED_PUSH_EVENT, (data: RecordChanged) =>
    announceRecordChanged(data),
  );
  channel.bind('pusher:subscription_succeeded', () => handlers.onSubscribed());
  return () => {
    channel.unbind_all();
    pusher.disconnect();
  };
}
