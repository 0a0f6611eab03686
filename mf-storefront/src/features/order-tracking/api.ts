import { api } from 'shared/api';
import type { OrderTracking, TrackingQuery } from 'shared/contracts/orders';

/** The push connection of the order's public channel (`GET order-tracking`'s `live`). */
export type { PushConfig as TrackingLive } from 'shared/contracts/notifications';

/** What `GET order-tracking` answers (`total` and `customer` only for the order's own customer). */
export type TrackedOrder = OrderTracking;

/**
 * What shows a stranger may see an order (ADR 0008): the order's email, or the tracking link's
 * token. The order's own logged-in customer needs neither.
 */
export interface TrackingProof {
  email?: string | null;
  token?: string | null;
}

const PATH = 'order-tracking';

const trackingQuery = (
  storeId: number | null,
  orderNo: string,
  { email, token }: TrackingProof = {},
): TrackingQuery => ({
  order_no: orderNo,
  store_id: storeId ?? undefined,
  is_validated: 'True',
  ...(token ? { tracking_token: token } : email ? { email } : {}),
});

export const orderTrackingKeys = {
  all: () => [PATH] as const,
  detail: (storeId: number | null, orderNo: string, proof?: TrackingProof) =>
    [PATH, trackingQuery(storeId, orderNo, proof)] as const,
};

/** Looks an order up by its number in the current store, with the email or tracking token. */
export function getTrackedOrder(
  storeId: number | null,
  orderNo: string,
  proof?: TrackingProof,
): Promise<TrackedOrder> {
  return api.get<TrackedOrder>(PATH, {
    query: trackingQuery(storeId, orderNo, proof),
  });
}
