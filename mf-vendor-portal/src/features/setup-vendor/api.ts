import { api } from 'shared/api';
import type {
  VendorProfile,
  VendorProfileInput,
} from 'shared/contracts/vendorSetup';

// The workshop's business profile (shared/contracts/vendorSetup): read and saved under
// its version.

const PROFILE_PATH = 'vendor/settings/profile';

export const profileKeys = {
  detail: () => [PROFILE_PATH] as const,
};

export function getProfile(): Promise<VendorProfile> {
  return api.get<VendorProfile>(PROFILE_PATH);
}

/** Saves the profile under the version shown (409 with `current` when stale). */
export function saveProfile(input: VendorProfileInput): Promise<VendorProfile> {
  return api.put<VendorProfile>(PROFILE_PATH, input);
}
