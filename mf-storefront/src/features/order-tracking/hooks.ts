import { useCallback, useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiError } from 'shared/api';
import { useTenant } from 'shared/tenant';
import { getTrackedOrder, orderTrackingKeys, type TrackedOrder } from './api';

/** Spec sections 8 and 9: the track-order failure banner shows for 10 seconds. */
export const FAILURE_BANNER_MS = 10_000;

/** The tracked order of the URL's number in the current store. */
export function useTrackedOrder(orderNumber: string) {
  const { storeId } = useTenant();
  const { data, error, isLoading, mutate } = useSWR<TrackedOrder, ApiError>(
    orderNumber ? orderTrackingKeys.detail(storeId, orderNumber) : null,
  );
  return { order: data, error, isLoading, retry: () => void mutate() };
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

/** Looks an order up and primes the tracking page's cache with it, so that page shows at once. */
export function useTrackOrder() {
  const { storeId } = useTenant();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (orderNumber: string): Promise<TrackedOrder> => {
      const order = await getTrackedOrder(storeId, orderNumber);
      await mutate(
        orderTrackingKeys.detail(storeId, order.order_number),
        order,
        { revalidate: false },
      );
      return order;
    },
    [mutate, storeId],
  );
}
