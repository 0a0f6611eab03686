import { useEffect, useLayoutEffect, useRef } from 'react';
import useSWR from 'swr';
import { getPushConfig, pushKeys, type PushConfig } from '../api';
import { connectLive, type LiveHandlers } from './connect';

/**
 * Keeps the user's private push channel open while the bell is mounted. Handlers may change on
 * every render without reconnecting; a failing config call or socket leaves the bell as it is.
 */
export function useLiveNotifications(
  userId: number | null,
  handlers: LiveHandlers,
) {
  const handlersRef = useRef(handlers);
  useLayoutEffect(() => {
    handlersRef.current = handlers;
  });
  const { data: config } = useSWR<PushConfig, Error>(
    userId === null ? null : pushKeys.config(userId),
    getPushConfig,
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  const configKey = config ? JSON.stringify(config) : null;

  useEffect(() => {
    if (!configKey) return undefined;
    let stop: (() => void) | null = null;
    let isCancelled = false;
    connectLive(JSON.parse(configKey) as PushConfig, {
      onNotification: (n) => handlersRef.current.onNotification(n),
      onSubscribed: () => handlersRef.current.onSubscribed(),
    }).then(
      (disconnect) => {
        if (isCancelled) disconnect();
        else stop = disconnect;
      },
      () => undefined, // pusher-js failed to load: the bell works without live updates
    );
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [configKey]);
}
