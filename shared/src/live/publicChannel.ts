import { useEffect } from 'react';
import { RECORD_CHANGED_PUSH_EVENT, socketOptions } from './socketOptions';
import type { PushSocketConfig } from './socketOptions';

/** A public channel's connection, as a record's page answer names it (no login: its token is the secret). */
export interface PublicChannel extends PushSocketConfig {
  key: string;
  channel: string;
}

/** The part of pusher-js this hook uses; each remote passes its own `() => import('pusher-js')`. */
interface PusherChannel {
  bind(event: string, callback: () => void): unknown;
  unbind_all(): unknown;
}
export type LoadPusher = () => Promise<{
  default: new (
    key: string,
    options: ReturnType<typeof socketOptions>,
  ) => { subscribe(channel: string): PusherChannel; disconnect(): void };
}>;

/**
 * Keeps a public page (an estimate's link) current without a reload: every `record-changed` on
 * its channel, and every (re)subscription, when the page may have missed one, calls `revalidate`.
 * pusher-js loads on demand, through the remote's own `loadPusher`, so shared does not bundle it;
 * a failed connection leaves the page as it is (it still revalidates on focus).
 */
export function usePublicChannel(
  live: PublicChannel | null | undefined,
  revalidate: () => unknown,
  loadPusher: LoadPusher,
): void {
  // By value: each revalidation answers a new object with the same settings.
  const settings = live ? JSON.stringify(live) : null;
  useEffect(() => {
    if (!settings) return;
    const connection = JSON.parse(settings) as PublicChannel;
    let disconnect: (() => void) | null = null;
    let closed = false;
    const onChange = () => void revalidate();
    loadPusher().then(
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
  }, [settings, revalidate, loadPusher]);
}
