import { api } from 'shared/api';
import type { TeamInvitationInfo } from 'shared/contracts/vendorTeam';
import type { LoginResponse } from 'shared/session';

// The invited vendor staff member's sign-up: the link /staff-signup/{vendor_id}/{uuid}.

/** What the sign-up page shows about a live invitation. */
export type { TeamInvitationInfo };

/** The sign-up form as the api takes it. */
export interface TeamSignup {
  first_name: string;
  last_name: string;
  phone: string | null;
  password: string;
}

const linkPath = (vendorId: string, uuid: string) =>
  `auth/vendor/staff-signup/${encodeURIComponent(vendorId)}/${encodeURIComponent(uuid)}`;

export const invitationKeys = {
  detail: (vendorId: string, uuid: string) =>
    [linkPath(vendorId, uuid)] as const,
};

export function getInvitation(
  vendorId: string,
  uuid: string,
): Promise<TeamInvitationInfo> {
  return api.get<TeamInvitationInfo>(linkPath(vendorId, uuid));
}

export function signUpTeamMember(
  vendorId: string,
  uuid: string,
  body: TeamSignup,
): Promise<LoginResponse> {
  return api.post<LoginResponse>(linkPath(vendorId, uuid), body);
}
