import { api } from 'shared/api';
import type {
  StoreInvitationAnswer,
  StoreInvitationInfo,
} from 'shared/contracts/storeVendors';
import type { VendorSignup } from 'shared/contracts/vendorOnboarding';
import type { LoginResponse } from 'shared/session';

// A store's invitation to the vendor: the link /store-invitation/{uid} of the mail.

const linkPath = (uid: string) =>
  `store-invitations/${encodeURIComponent(uid)}`;

export const storeInvitationKeys = {
  detail: (uid: string) => [linkPath(uid)] as const,
};

export function getStoreInvitation(uid: string): Promise<StoreInvitationInfo> {
  return api.get<StoreInvitationInfo>(linkPath(uid));
}

/** Accept (the store gets linked to the vendor) or decline the invitation. */
export function answerStoreInvitation(
  uid: string,
  answer: 'accept' | 'decline',
): Promise<StoreInvitationAnswer> {
  return api.post<StoreInvitationAnswer>(`${linkPath(uid)}/${answer}`, {});
}

/**
 * A new vendor signs up through the invitation (with the invited email): answers the new owner's
 * login; the invitation is accepted.
 */
export function signUpThroughInvitation(
  uid: string,
  body: VendorSignup,
): Promise<LoginResponse> {
  return api.post<LoginResponse>(`${linkPath(uid)}/signup`, body);
}
