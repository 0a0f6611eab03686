import type { MailMessage } from '../../mail';
import { invitationMessage } from '../../mail/invitationMail';
import type { MailLanguage } from '../../mail/language';
import { TEAM_TEXTS } from '../../mail/teamTexts';

// The mail of a store's invitation to a vendor, in the language given (English when not given).

/** The invitation mail with the vendor portal's /store-invitation/{uid} link. */
export function storeVendorInvitationMail(input: {
  to: string;
  storeName: string;
  link: string;
  language?: MailLanguage;
}): MailMessage {
  const t = TEAM_TEXTS[input.language ?? 'en'];
  return invitationMessage(input, {
    hello: t.hello,
    subject: t.vendorSubject(input.storeName),
    intro: t.vendorIntro,
    open: t.vendorOpen,
    button: t.vendorButton,
    expiry: t.inviteExpiry,
  });
}
