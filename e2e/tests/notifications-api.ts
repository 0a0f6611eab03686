// Node-side calls for the live notification tests (straight to 127.0.0.1: Node does not resolve
// *.localhost): the owner's identity and counts, guest orders that notify the store, and the api's
// development routes (push outage, notifications on demand).
import { randomUUID } from 'node:crypto';
import { PASSWORD } from '../support/env';
import { call as apiCall, getPortalService, getPortalServices } from './api';

const call = <T>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> => apiCall<T>(method, path, token, body);

export interface PortalUser {
  token: string;
  userId: number;
}

/** Logs a store-portal (or, with kind 'vendor', a vendor-portal) user in through the api. */
export async function portalLogin(
  email: string,
  kind: 'portal' | 'vendor' = 'portal',
): Promise<PortalUser> {
  const res = await call<{ access: string; user: { id: number } }>(
    'POST',
    `/auth/${kind}/login`,
    { body: { email, password: PASSWORD } },
  );
  return { token: res.access, userId: res.user.id };
}

export interface NotificationRead {
  id: number;
  is_read: boolean;
  order_no: string | null;
  notification_sales_order_id: number | null;
}

/** The caller's unread total and the newest General notifications. */
export const readGeneral = (token: string) =>
  call<{ results: NotificationRead[]; unread: { total: number } }>(
    'GET',
    '/notifications/user?page=1&page_size=5&type=general',
    { token },
  );

/** Acme's first active service without required options (a cart line needs no answers). */
export async function plainService(storeId: number) {
  const { results } = await getPortalServices(storeId);
  for (const listed of results) {
    const service = await getPortalService(storeId, listed.id);
    const options = service.options as { is_required?: boolean }[];
    if (options.every((o) => !o.is_required)) return service;
  }
  throw new Error(`store ${storeId} has no service without required options`);
}

/**
 * What the storefront checkout sends for a guest: POST /add-to-carts, then POST /orders. The api
 * notifies the store's users who may create sales orders.
 */
export async function placeGuestOrder(storeId: number, serviceId: number) {
  const added = await call<{ data: { cart_id: string } }>(
    'POST',
    '/add-to-carts',
    {
      body: {
        store_id: storeId,
        service_id: serviceId,
        quantity: 1,
        answers: {},
      },
    },
  );
  const { order } = await call<{ order: { id: number; order_no: string } }>(
    'POST',
    '/orders',
    {
      body: {
        store_id: storeId,
        cart_id: added.data.cart_id,
        idempotency_key: randomUUID(),
        is_guest: true,
        contact: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.test',
          phone: '555 123 4567',
        },
        shipping_address: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          address_line1: '12 Analytical Row',
          city: 'Arlington',
          state: 'VA',
          zip: '22201',
          country: 'US',
          phone: '555 123 4567',
        },
        carrier_id: 1,
      },
    },
  );
  return order;
}

/** A guest's estimate request for one service (POST /add-to-carts, then POST /estimates). */
export async function requestGuestEstimate(storeId: number, serviceId: number) {
  const added = await call<{ data: { cart_id: string } }>(
    'POST',
    '/add-to-carts',
    {
      body: {
        store_id: storeId,
        service_id: serviceId,
        quantity: 1,
        answers: {},
      },
    },
  );
  const { estimate } = await call<{
    estimate: { id: number; estimate_no: string };
  }>('POST', '/estimates', {
    body: {
      store_id: storeId,
      cart_id: added.data.cart_id,
      idempotency_key: randomUUID(),
      contact: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.test',
        phone: '555 123 4567',
      },
      notes: 'Please call before starting.',
    },
  });
  return estimate;
}

/** Drops every push socket and refuses new ones for `ms` (the api's development route). */
export const pushOutage = (ms: number) =>
  call<{ closed: number; until: string }>('POST', '/dev/push/outage', {
    body: { ms },
  });

/** Creates a notification for one user and pushes it (the api's development route). */
export const createNotification = (body: {
  user_id: number;
  is_watching: boolean;
  short_description: string;
  description: string;
  order_no?: string;
}) =>
  call<NotificationRead & { is_watching: boolean }>(
    'POST',
    '/dev/notifications',
    { body },
  );
