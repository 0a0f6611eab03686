import type { Options } from 'pusher-js';
import type { TrackingLive } from './api';

/** What the api publishes on the order's public channel after each change (ADR 0010). */
export const RECORD_CHANGED_EVENT = 'record-changed';

/** pusher-js options for the tracking channel; ws_host null means the page's own host and port. */
export function trackingPusherOptions(
  live: TrackingLive,
  page: Pick<Location, 'hostname' | 'port' | 'protocol'> = window.location,
): Options {
  const sameOrigin = live.ws_host === null;
  const isTls = sameOrigin ? page.protocol === 'https:' : live.force_tls;
  const port =
    live.ws_port ??
    (sameOrigin && page.port ? Number(page.port) : isTls ? 443 : 80);
  return {
    cluster: live.cluster || 'mt1',
    wsHost: live.ws_host ?? page.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: isTls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
  };
}

/**
 * Listens on the order's public channel (no login: its random token is the secret) and calls
 * `onChange` on every change and every (re)subscription, when the page may have missed one.
 * pusher-js loads on demand, only on this page. Resolves with a function that disconnects.
 */
export async function connectTracking(
  live: TrackingLive,
  onChange: () => void,
): Promise<() => void> {
  const { default: Pusher } = await import('pusher-js');
  const pusher = new Pusher(live.key, trackingPusherOptions(live));
  const channel = pusher.subscribe(live.channel);
  channel.bind(RECORD_CHANGED_EVENT, onChange);
  channel.bind('pusher:subscription_succeeded', onChange);
  return () => {
    channel.unbind_all();
    pusher.disconnect();
  };
}
