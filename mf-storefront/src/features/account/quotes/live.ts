import { useEffect } from 'react';
import { RECORD_CHANGED_PUSH_EVENT, socketOptions } from 'shared/live';
import type { CustomerEstimate } from './api';

/**
 * Keeps an estimate's page current without a reload (ADR 0026): every `record-changed` on the
 * estimate's public channel (no login: its link's token is the secret), and every
 * (re)subscription, revalidates it. pusher-js loads on demand, only on this page; a failed
 * connection only leaves the focus fallback.
 */
export function useLiveEstimate(
  live: CustomerEstimate['live'] | undefined,
  revalidate: () => Promise<unknown>,
) {
  // By value: each revalidation answers a new object with the same settings.
  const settings = live ? JSON.stringify(live) : null;
  useEffect(() => {
    if (!settings) return;
    const connection = JSON.parse(settings) as NonNullable<
      CustomerEstimate['live']
    >;
    let disconnect: (() => void) | null = null;
    let closed = false;
    const onChange = () => void revalidate();
    import('pusher-js').then(
      ({ default: Pusher }) => {
        if (closed) return;
        const pusher = new Pusher(connection.key, socketOptions(connection));
        const channel = pusher.subscribe(connection.channel);
        channel.bind(RECORD_CHANGED_PUSH_EVENT, onChange);
        channel.bind('pusher:subscription_succeeded', onChange);
        disconnect = () => {
          channel.unbind_all();
          pusher.disconnect();
        };
      },
      () => undefined,
    );
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [settings, revalidate]);
}
