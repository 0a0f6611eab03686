import { api } from 'shared/api';

/** What `GET order-tracking` answers (`total` and `customer` only for the order's own customer). */
export interface TrackedOrder {
  order_number: string;
  status: string;
  created_on: string;
  items_count: number;
  store_id: number;
  total?: string;
  customer?: { first_name: string | null; last_name: string | null };
}

const PATH = 'order-tracking';

const trackingQuery = (storeId: number | null, orderNo: string) => ({
  order_no: orderNo,
  store_id: storeId ?? undefined,
  is_validated: 'True',
});

export const orderTrackingKeys = {
  all: () => [PATH] as const,
  detail: (storeId: number | null, orderNo: string) =>
    [PATH, trackingQuery(storeId, orderNo)] as const,
};

/** Looks an order up by its number in the current store. */
export function getTrackedOrder(
  storeId: number | null,
  orderNo: string,
): Promise<TrackedOrder> {
  return api.get<TrackedOrder>(PATH, {
    query: trackingQuery(storeId, orderNo),
  });
}
