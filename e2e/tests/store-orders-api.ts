// Node-side setup of the store's order pages (straight to 127.0.0.1: Node does not resolve
// *.localhost): a guest order on Acme as the storefront checkout places it, and the owner's reads.
import { randomUUID } from 'node:crypto';
import { ACME_OWNER } from '../support/env';
import {
  call,
  getPortalService,
  getPortalServices,
  getStoreSettings,
  loginToken,
} from './api';

/** Acme's first service without required options (a cart line needs no answers). */
async function plainService(storeId: number) {
  const { results } = await getPortalServices(storeId);
  for (const listed of results) {
    const service = await getPortalService(storeId, listed.id);
    if (service.options.every((o) => !o.is_required)) return service;
  }
  throw new Error(`store ${storeId} has no service without required options`);
}

export interface GuestOrder {
  id: number;
  orderNo: string;
  ownerToken: string;
  /** the order's own token (its payment page) */
  token: string;
}

/** A guest order placed as the storefront's checkout does (POST /add-to-carts, then POST /orders). */
export async function placeGuestOrder(
  host: string,
): Promise<Omit<GuestOrder, 'ownerToken'>> {
  const { store_id: storeId } = await getStoreSettings(host);
  const service = await plainService(storeId);
  const added = await call<{ data: { cart_id: string } }>(
    'POST',
    '/add-to-carts',
    undefined,
    { store_id: storeId, service_id: service.id, quantity: 1, answers: {} },
  );
  const contact = {
    first_name: 'Stella',
    last_name: 'Storeorders',
    email: 'stella@example.test',
    phone: '555 123 4567',
  };
  const { order } = await call<{
    order: { id: number; order_no: string; token: string };
  }>('POST', '/orders', undefined, {
    store_id: storeId,
    cart_id: added.data.cart_id,
    idempotency_key: randomUUID(),
    is_guest: true,
    contact,
    shipping_address: {
      ...contact,
      address_line1: '3 Counter Lane',
      city: 'Arlington',
      state: 'VA',
      zip: '22201',
      country: 'US',
    },
    carrier_id: 1,
  });
  return { id: order.id, orderNo: order.order_no, token: order.token };
}

/** A guest orders on Acme's storefront. */
export async function placeAcmeGuestOrder(): Promise<GuestOrder> {
  return {
    ...(await placeGuestOrder('acme.localhost')),
    ownerToken: await loginToken('portal', ACME_OWNER),
  };
}

/** The order as the owner reads it. */
export const ownerOrder = (order: GuestOrder) =>
  call<{
    status: string;
    payment_status: string;
    version: number;
    location: { id: number } | null;
  }>('GET', `/sales-orders/${order.id}`, order.ownerToken);

/** The owner moves the order to another of Acme's locations (PATCH, as the edit form does). */
export async function moveToLocation(order: GuestOrder, locationId: number) {
  const { version } = await ownerOrder(order);
  await call('PATCH', `/sales-orders/${order.id}`, order.ownerToken, {
    version,
    location_id: locationId,
  });
}

/** The vendors Acme may send work to. */
export const acmeVendors = (order: GuestOrder) =>
  call<{ id: number; name: string }[]>(
    'GET',
    '/store-vendors',
    order.ownerToken,
  );

/** Pays what a payment link's token asks with the test processor's good card. */
export const payWithGoodCard = (token: string, name: string) =>
  call('POST', '/payments', undefined, {
    token,
    idempotency_key: randomUUID(),
    card: {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
      name,
    },
  });

/** The guest pays the order with the test processor's good card. */
export const payAcmeOrder = (order: GuestOrder) =>
  payWithGoodCard(order.token, 'Stella Storeorders');
