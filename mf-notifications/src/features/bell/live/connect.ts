import type { ChannelAuthorizationHandler, Options } from 'pusher-js';
import type { RecordChanged } from 'shared/contracts/repair';
import { announceRecordChanged } from 'shared/live';
import { authorizeChannel, type Notification, type PushConfig } from '../api';

/** The event the api publishes on the user's private channel (contracts "Push endpoints"). */
export const NOTIFICATION_EVENT = 'notification.created';
/** A record the user may be looking at changed (shared/contracts/repair): the page revalidates it. */
export const RECORD_CHANGED_EVENT = 'record-changed';

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

/** pusher-js options for a config; ws_host null means the page's own host and port. */
export function pusherOptions(
  config: PushConfig,
  page: Pick<Location, 'hostname' | 'port' | 'protocol'> = window.location,
): Options {
  const sameOrigin = config.ws_host === null;
  const isTls = sameOrigin ? page.protocol === 'https:' : config.force_tls;
  const port =
    config.ws_port ??
    (sameOrigin && page.port ? Number(page.port) : isTls ? 443 : 80);
  return {
    cluster: config.cluster || 'mt1',
    wsHost: config.ws_host ?? page.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: isTls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
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
  channel.bind(RECORD_CHANGED_EVENT, (data: RecordChanged) =>
    announceRecordChanged(data),
  );
  channel.bind('pusher:subscription_succeeded', () => handlers.onSubscribed());
  return () => {
    channel.unbind_all();
    pusher.disconnect();
  };
}
