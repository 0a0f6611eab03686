import type { MailMessage } from '../../mail';
import type { MailLanguage } from '../../mail/language';
import { TEAM_TEXTS } from '../../mail/teamTexts';
import { escapeHtml, html } from '../../mail/templates';

// The staff invitation mail: plain text plus a small HTML version, like mail/templates.ts, in the
// language given (English when not given).

export function staffInvitationMail(input: {
  to: string;
  storeName: string;
  link: string;
  language?: MailLanguage;
}): MailMessage {
  const { to, storeName, link } = input;
  const t = TEAM_TEXTS[input.language ?? 'en'];
  return {
    to,
    subject: t.staffSubject(storeName),
    text: [
      t.hello,
      `${t.staffIntro(storeName)} ${t.staffOpen}`,
      link,
      t.inviteExpiry,
    ].join('\n\n'),
    html: html([
      t.hello,
      t.staffIntro(escapeHtml(storeName)),
      `<a href="${escapeHtml(link)}">${t.staffButton}</a><br>${escapeHtml(link)}`,
      t.inviteExpiry,
    ]),
  };
}
