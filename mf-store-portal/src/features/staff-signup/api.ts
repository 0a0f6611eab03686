import { api } from 'shared/api';
import type { StaffInvitationInfo, StaffSignup } from 'shared/contracts/users';
import type { LoginResponse } from 'shared/session';

// The invited person's sign-up: the link /staff-signup/{store_id}/{uuid}.

export const invitationKeys = {
  detail: (storeId: string, uuid: string) =>
    [`staff-signup/${storeId}/${uuid}`] as const,
};

export function getInvitation(
  storeId: string,
  uuid: string,
): Promise<StaffInvitationInfo> {
  return api.get<StaffInvitationInfo>(
    `staff-signup/${encodeURIComponent(storeId)}/${encodeURIComponent(uuid)}`,
  );
}

export function signUpStaff(body: StaffSignup): Promise<LoginResponse> {
  return api.post<LoginResponse>('staff-signup', body);
}
