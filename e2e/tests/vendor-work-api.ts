// Node-side setup of the vendor work journey (straight to 127.0.0.1: Node does not resolve
// *.localhost): a guest order on Acme, a work order for Fixit, and reads of what the api keeps.
import { randomUUID } from 'node:crypto';
import { ACME_OWNER, PASSWORD, VENDOR_OWNER } from '../support/env';
import {
  call,
  getPortalService,
  getPortalServices,
  getStoreSettings,
} from './api';

const login = async (kind: 'portal' | 'vendor', email: string) =>
  (
    await call<{ access: string }>('POST', `/auth/${kind}/login`, undefined, {
      email,
      password: PASSWORD,
    })
  ).access;

/** Acme's first service without required options (a cart line needs no answers). */
async function plainService(storeId: number) {
  const { results } = await getPortalServices(storeId);
  for (const listed of results) {
    const service = await getPortalService(storeId, listed.id);
    if (service.options.every((o) => !o.is_required)) return service;
  }
  throw new Error(`store ${storeId} has no service without required options`);
}

/** What the storefront checkout sends for a guest: POST /add-to-carts, then POST /orders. */
async function placeGuestOrder(storeId: number, serviceId: number) {
  const added = await call<{ data: { cart_id: string } }>(
    'POST',
    '/add-to-carts',
    undefined,
    { store_id: storeId, service_id: serviceId, quantity: 1, answers: {} },
  );
  const address = {
    first_name: 'Vera',
    last_name: 'Vendorwork',
    address_line1: '12 Bench Row',
    city: 'Arlington',
    state: 'VA',
    zip: '22201',
    country: 'US',
    phone: '555 123 4567',
  };
  const { order } = await call<{ order: { id: number; order_no: string } }>(
    'POST',
    '/orders',
    undefined,
    {
      store_id: storeId,
      cart_id: added.data.cart_id,
      idempotency_key: randomUUID(),
      is_guest: true,
      contact: {
        first_name: 'Vera',
        last_name: 'Vendorwork',
        email: 'vera@example.test',
        phone: '555 123 4567',
      },
      shipping_address: address,
      carrier_id: 1,
    },
  );
  return order;
}

export interface VendorJob {
  storeToken: string;
  orderNo: string;
  workOrderId: number;
  workOrderNo: string;
  /** /scan-work-instructions/{store_id}/{vendor_id}/{order_no} */
  scanPath: string;
}

/**
 * A guest orders on Acme, then the Acme owner sends the order's lines to Fixit as a work order
 * (POST /sales-orders/:id/work-orders), as the store portal does.
 */
export async function sendWorkToFixit(): Promise<VendorJob> {
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const service = await plainService(storeId);
  const order = await placeGuestOrder(storeId, service.id);
  const storeToken = await login('portal', ACME_OWNER);
  const salesOrder = await call<{ lines: { id: number }[] }>(
    'GET',
    `/sales-orders/${order.id}`,
    storeToken,
  );
  const vendors = await call<{ id: number; name: string }[]>(
    'GET',
    '/store-vendors',
    storeToken,
  );
  const vendorToken = await login('vendor', VENDOR_OWNER);
  const fixit = await call<{ id: number }>('GET', '/vendors/me', vendorToken);
  if (!vendors.some((v) => v.id === fixit.id))
    throw new Error('Fixit is not linked to Acme');
  const workOrder = await call<{
    id: number;
    work_order_no: string;
    scan_path: string;
  }>('POST', `/sales-orders/${order.id}/work-orders`, storeToken, {
    vendor_id: fixit.id,
    line_ids: salesOrder.lines.map((line) => line.id),
    instructions: 'Polish and check the clasp.',
    due_date: null,
  });
  return {
    storeToken,
    orderNo: order.order_no,
    workOrderId: workOrder.id,
    workOrderNo: workOrder.work_order_no,
    scanPath: workOrder.scan_path,
  };
}

/** The work order as the store reads it. */
export const storeWorkOrder = (token: string, id: number) =>
  call<{
    status: string;
    work_information: string;
    images: { stage: string; url: string }[];
  }>('GET', `/work-orders/${id}`, token);

/** A 1×1 PNG (well under the 1 MB rule). */
export const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
