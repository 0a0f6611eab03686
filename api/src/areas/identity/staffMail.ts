import type { MailMessage } from '../../mail';
import { invitationMessage } from '../../mail/invitationMail';
import type { MailLanguage } from '../../mail/language';
import { TEAM_TEXTS } from '../../mail/teamTexts';

// The staff invitation mail, in the language given (English when not given).

export function staffInvitationMail(input: {
  to: string;
  storeName: string;
  link: string;
  language?: MailLanguage;
}): MailMessage {
  const t = TEAM_TEXTS[input.language ?? 'en'];
  return invitationMessage(input, {
    hello: t.hello,
    subject: t.staffSubject(input.storeName),
    intro: t.staffIntro,
    open: t.staffOpen,
    button: t.staffButton,
    expiry: t.inviteExpiry,
  });
}
