import { api } from 'shared/api';
import type {
  StoreInvitationAnswer,
  StoreInvitationInfo,
} from 'shared/contracts/storeVendors';

// A store's invitation to the vendor (issue 11): the link /store-invitation/{uid} of the mail.

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
