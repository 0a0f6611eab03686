// Node-side reads of the api (straight to 127.0.0.1: Node does not resolve *.localhost), so tests
// compare the browser against the data the api serves instead of hard-coding demo values.
import {
  API_ORIGIN,
  CONTROL_ORIGIN,
  devHeaders,
  PASSWORD,
  type RemoteKey,
} from '../support/env';

export interface StoreSettings {
  store_id: number;
  background_color: string | null;
  button_color: string | null;
  is_active: boolean;
  store: { name: string };
}
export interface Category {
  id: number;
  name: string;
}
export interface PortalService {
  id: number;
  name: string;
  category: Category | null;
}
export interface ServiceOption {
  id: number;
  label: { value: string };
  sequence: number;
}

/** One api call from Node, with an optional bearer token and JSON body; throws on a non-2xx answer. */
export async function call<T>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${API_ORIGIN}/api/v1${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(path.startsWith('/dev/') ? devHeaders() : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok)
    throw new Error(
      `${method} ${path} answered ${res.status}: ${await res.text()}`,
    );
  return (await res.json()) as T;
}

export const getStoreSettings = (host: string) =>
  call<StoreSettings>(
    'GET',
    `/store-settings?store_url=${encodeURIComponent(host)}`,
  );

export const getPortalServices = (storeId: number) =>
  call<{ results: PortalService[]; categories: Category[] }>(
    'GET',
    `/stores/${storeId}/portal-services?is_customer_side=true&is_partial=true`,
  );

export async function loginToken(
  kind: 'portal' | 'vendor',
  email: string,
): Promise<string> {
  const res = await call<{ access: string }>(
    'POST',
    `/auth/${kind}/login`,
    undefined,
    {
      email,
      password: PASSWORD,
    },
  );
  return res.access;
}

export const getLocations = (token: string, storeId: number) =>
  call<{ id: number; name: string }[]>(
    'GET',
    `/locations?store_id=${storeId}`,
    token,
  );

export const getUnreadTotal = async (token: string) =>
  (
    await call<{ unread: { total: number } }>(
      'GET',
      '/notifications/user?page=1&page_size=5&type=general',
      token,
    )
  ).unread.total;

export const getVendor = (token: string) =>
  call<{ id: number; name: string }>('GET', '/vendors/me', token);

export const getService = (token: string, storeId: number, id: number) =>
  call<{ id: number; name: string; options: ServiceOption[] }>(
    'GET',
    `/stores/${storeId}/services/${id}`,
    token,
  );

/** Stops or starts one remote's static server through the harness's control endpoint. */
export async function controlRemote(
  key: RemoteKey,
  action: 'stop' | 'start',
): Promise<void> {
  const res = await fetch(`${CONTROL_ORIGIN}/remotes/${key}/${action}`, {
    method: 'POST',
  });
  if (!res.ok)
    throw new Error(`control ${action} ${key} answered ${res.status}`);
}

export interface OptionValue {
  id: number;
  name: string;
  cost: string;
}
export interface LogicRule {
  compare_option_field: number;
  operator_type: string;
  compare_to: string;
}
export interface StorefrontOption extends ServiceOption {
  tag: string;
  values: OptionValue[];
  is_required: boolean;
  is_option_cost: boolean;
  logics: { action: 'show' | 'hide'; rules: LogicRule[] }[] | null;
}
export interface StorefrontService extends PortalService {
  price: string;
  options: StorefrontOption[];
}

/** A service as the storefront reads it (public, with its options and their logic). */
export const getPortalService = (storeId: number, id: number) =>
  call<StorefrontService>('GET', `/stores/${storeId}/portal-services/${id}`);

export interface TrackedOrder {
  order_number: string;
  /** the status code ('in_progress') */
  status: string;
  /** the status in words ('In progress'): what the page shows */
  status_label: string;
  items_count: number;
}

/**
 * What the api answers an order lookup (the body of an error too). A stranger needs the order's
 * `email` or its `tracking_token` (the tracking link); the order's own customer passes `access`.
 */
export async function trackOrder(
  storeId: number,
  orderNo: string,
  proof: { email?: string; tracking_token?: string; access?: string } = {},
): Promise<{ status: number; body: TrackedOrder & { message?: string } }> {
  const { access, ...secrets } = proof;
  const query = new URLSearchParams({
    order_no: orderNo,
    store_id: String(storeId),
    is_validated: 'True',
    ...secrets,
  });
  const res = await fetch(`${API_ORIGIN}/api/v1/order-tracking?${query}`, {
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });
  return {
    status: res.status,
    body: (await res.json()) as TrackedOrder & { message?: string },
  };
}

/** A customer's access token (the storefront login of that store). */
export async function customerToken(
  storeId: number,
  email: string,
): Promise<string> {
  const res = await call<{ access: string }>(
    'POST',
    '/auth/customer/login',
    undefined,
    { email, password: PASSWORD, store_id: storeId },
  );
  return res.access;
}

/** The customer's own order by its number (My Account), with its tracking link's token. */
export const getMyOrder = (access: string, orderNo: string) =>
  call<{
    order_no: string;
    tracking_token: string;
    contact: { email: string };
  }>('GET', `/customers/me/orders/${encodeURIComponent(orderNo)}`, access);
