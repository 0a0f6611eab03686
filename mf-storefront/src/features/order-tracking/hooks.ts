import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiError } from 'shared/api';
import { useSession } from 'shared/session';
import { useTenant } from 'shared/tenant';
import { getTrackedOrder, orderTrackingKeys, type TrackedOrder } from './api';
import { connectTracking } from './live';
import {
  rememberTrackingEmail,
  subscribeTrackingEmails,
  trackingEmailFor,
} from './trackingEmail';

/** The track-order failure banner shows for 10 seconds. */
export const FAILURE_BANNER_MS = 10_000;
/** The fallback when the push connection is down: the order is asked again every minute. */
export const TRACKING_REFRESH_MS = 60_000;

/**
 * The tracked order of the URL's number in the current store, by what proves the visitor may see
 * it (ADR 0008): the tracking link's token, the email this tab found it with, or the customer's own
 * login. Without any of them nothing is asked (`needsEmail`): the page asks for the email instead.
 */
export function useTrackedOrder(orderNumber: string, token: string | null) {
  const { storeId } = useTenant();
  const session = useSession();
  const isCustomer = Boolean(session.access && session.customer);
  const email = useSyncExternalStore(
    subscribeTrackingEmails,
    () => trackingEmailFor(storeId, orderNumber),
    () => null,
  );
  const canAsk = Boolean(token || email || isCustomer);
  const { data, error, isLoading, mutate } = useSWR<TrackedOrder, ApiError>(
    orderNumber && canAsk
      ? orderTrackingKeys.detail(storeId, orderNumber, { token, email })
      : null,
    { revalidateOnFocus: true, refreshInterval: TRACKING_REFRESH_MS },
  );
  useLiveTracking(data?.live, mutate);
  return {
    order: data,
    error,
    isLoading,
    needsEmail: !canAsk,
    retry: () => void mutate(),
  };
}

/**
 * Keeps the order current without a reload: every `record-changed` on its public
 * channel revalidates it. A failed connection only leaves the focus and 60 s fallbacks.
 */
function useLiveTracking(
  live: TrackedOrder['live'],
  revalidate: () => Promise<unknown>,
) {
  // By value: each revalidation answers a new object with the same settings.
  const settings = live ? JSON.stringify(live) : null;
  useEffect(() => {
    if (!settings) return;
    let disconnect: (() => void) | null = null;
    let closed = false;
    connectTracking(JSON.parse(settings), () => void revalidate()).then(
      (stop) => {
        if (closed) stop();
        else disconnect = stop;
      },
      () => undefined,
    );
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [settings, revalidate]);
}

/** A message that clears itself after `ms` (a new message restarts the clock). */
export function useTimedMessage(ms: number = FAILURE_BANNER_MS) {
  // An object per show, so the same text shown twice restarts the clock.
  const [shown, setShown] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (shown === null) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback((text: string) => setShown({ text }), []);
  const clear = useCallback(() => setShown(null), []);
  return { message: shown?.text ?? null, show, clear };
}

/**
 * Looks an order up by its number and email, keeps the email for this tab (so the tracking page
 * survives a reload) and primes that page's cache, so it shows at once.
 */
export function useTrackOrder() {
  const { storeId } = useTenant();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (orderNumber: string, email: string): Promise<TrackedOrder> => {
      const order = await getTrackedOrder(storeId, orderNumber, { email });
      await mutate(
        orderTrackingKeys.detail(storeId, order.order_number, { email }),
        order,
        { revalidate: false },
      );
      // After priming: the tracking page reading this email finds the order in the cache.
      rememberTrackingEmail(storeId, order.order_number, email);
      return order;
    },
    [mutate, storeId],
  );
}
