import { api } from 'shared/api';
import type { VendorSummary } from 'shared/contracts/session';

/** The signed-in user's vendor (`GET vendors/me`). */
export type Vendor = VendorSummary;

const VENDOR_ME = 'vendors/me';

export const vendorKeys = {
  me: () => [VENDOR_ME] as const,
};

export function getMyVendor(): Promise<Vendor> {
  return api.get<Vendor>(VENDOR_ME);
}
