import type {
  CustomerProfile,
  CustomerRegisterBody,
  FeedbackPage,
} from 'shared/contracts/accounts';
import type { CustomerOrderPage } from 'shared/contracts/orders';
import { api } from 'shared/api';
import type { Address } from 'shared/contracts';
import type { LoginResponse } from 'shared/session';

export type {
  Address,
  Charge,
  Order,
  OrderLine,
  OrderStatus,
} from 'shared/contracts';

/** `GET /customers/me/orders`: a page of the customer's own orders. */
export type OrderPage = CustomerOrderPage;

/** The signed-in customer's profile: the contract's record. */
export type Profile = CustomerProfile;

export type ProfilePatch = Partial<
  Pick<Profile, 'first_name' | 'last_name' | 'phone'>
>;

/** `GET /feedback/{token}`. */
export type FeedbackTarget = FeedbackPage;

/** The registration form's body (the api checks every field and answers each one's message). */
export type RegisterBody = CustomerRegisterBody;

export const ORDERS_PAGE_SIZE = 10;

const ME = 'customers/me';
const ORDERS = `${ME}/orders`;
const ADDRESSES = `${ME}/addresses`;

/** SWR keys of the account pages (each starts with the resource path). */
export const accountKeys = {
  profile: () => [ME] as const,
  orders: (page: number) =>
    [ORDERS, { page, page_size: ORDERS_PAGE_SIZE }] as const,
  order: (orderNo: string) =>
    [`${ORDERS}/${encodeURIComponent(orderNo)}`] as const,
  addresses: () => [ADDRESSES] as const,
  // The api answers a feedback token only on its own store (another store's looks unknown).
  feedback: (token: string, storeId: number) =>
    [`feedback/${encodeURIComponent(token)}`, { store_id: storeId }] as const,
  resetLink: (key: string, token: string) =>
    [
      `auth/customer/reset-password/${encodeURIComponent(key)}/${encodeURIComponent(token)}`,
    ] as const,
};

export function customerLogin(body: {
  store_id: number;
  email: string;
  password: string;
  cart_id?: string;
}): Promise<LoginResponse> {
  return api.post<LoginResponse>('auth/customer/login', body);
}

export function registerCustomer(body: RegisterBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('auth/customer/register', body);
}

export function requestPasswordReset(body: {
  store_id: number;
  email: string;
}): Promise<{ message: string }> {
  return api.post<{ message: string }>('auth/customer/forgot-password', body);
}

export function resetPassword(body: {
  key: string;
  token: string;
  password: string;
}): Promise<{ message: string }> {
  return api.post<{ message: string }>('auth/customer/reset-password', body);
}

export function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return api.patch<Profile>(ME, patch);
}

export function createAddress(address: Address): Promise<Address> {
  return api.post<Address>(ADDRESSES, address);
}

export function updateAddress(id: number, address: Address): Promise<Address> {
  return api.put<Address>(`${ADDRESSES}/${id}`, address);
}

export function deleteAddress(id: number): Promise<unknown> {
  return api.delete(`${ADDRESSES}/${id}`);
}

export function submitFeedback(
  token: string,
  storeId: number,
  body: { rating: number; comment?: string },
): Promise<unknown> {
  return api.post(`feedback/${encodeURIComponent(token)}`, body, {
    query: { store_id: storeId },
  });
}
