import { api } from 'shared/api';

/** The signed-in user's vendor (`GET vendors/me`). */
export interface Vendor {
  id: number;
  name: string;
  owner: { first_name: string; last_name: string };
}

const VENDOR_ME = 'vendors/me';

export const vendorKeys = {
  me: () => [VENDOR_ME] as const,
};

export function getMyVendor(): Promise<Vendor> {
  return api.get<Vendor>(VENDOR_ME);
}
