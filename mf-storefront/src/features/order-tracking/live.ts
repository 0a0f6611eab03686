import { RECORD_CHANGED_PUSH_EVENT, socketOptions } from 'shared/live';
import type { TrackingLive } from './api';

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
  const pusher = new Pusher(live.key, socketOptions(live));
  const channel = pusher.subscribe(live.channel);
  channel.bind(RECORD_CHANGED_PUSH_EVENT, onChange);
  channel.bind('pusher:subscription_succeeded', onChange);
  return () => {
    channel.unbind_all();
    pusher.disconnect();
  };
}
