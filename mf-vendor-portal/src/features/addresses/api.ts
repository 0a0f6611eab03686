import { api } from 'shared/api';
import type {
  VendorAddress,
  VendorAddressInput,
} from 'shared/contracts/vendorOnboarding';

// The workshop's addresses.

export const addressKeys = {
  list: () => ['vendor/addresses'] as const,
  one: (id: number | string) => [`vendor/addresses/${id}`] as const,
};

export const getAddresses = () => api.get<VendorAddress[]>('vendor/addresses');
export const getAddress = (id: number | string) =>
  api.get<VendorAddress>(`vendor/addresses/${id}`);
export const addAddress = (body: VendorAddressInput) =>
  api.post<VendorAddress>('vendor/addresses', body);
export const editAddress = (
  id: number,
  body: VendorAddressInput & { version: number },
) => api.put<VendorAddress>(`vendor/addresses/${id}`, body);
export const makeDefault = (id: number) =>
  api.post<VendorAddress[]>(`vendor/addresses/${id}/default`, {});
export const removeAddress = (id: number) =>
  api.delete<VendorAddress[]>(`vendor/addresses/${id}`);
