import { api } from 'shared/api';
import type {
  PasswordChange,
  PortalProfile,
  PortalProfileEdit,
} from 'shared/contracts/users';

// The signed-in store owner's or staff member's own profile.

const PROFILE = 'portal/profile';

export const profileKeys = { mine: () => [PROFILE] as const };

export function getProfile(): Promise<PortalProfile> {
  return api.get<PortalProfile>(PROFILE);
}

export function saveProfile(body: PortalProfileEdit): Promise<PortalProfile> {
  return api.put<PortalProfile>(PROFILE, body);
}

export function changePassword(
  body: PasswordChange,
): Promise<{ message: string }> {
  return api.post<{ message: string }>(`${PROFILE}/password`, body);
}
