import type { MailMessage } from '../../mail';
import type { MailLanguage } from '../../mail/language';
import { TEAM_TEXTS } from '../../mail/teamTexts';
import { escapeHtml, html } from '../../mail/templates';

// The mail of a store's invitation to a vendor: plain text plus a small HTML version, like
// staffMail.ts, in the language given (English when not given).

/** The invitation mail with the vendor portal's /store-invitation/{uid} link. */
export function storeVendorInvitationMail(input: {
  to: string;
  storeName: string;
  link: string;
  language?: MailLanguage;
}): MailMessage {
  const { to, storeName, link } = input;
  const t = TEAM_TEXTS[input.language ?? 'en'];
  return {
    to,
    subject: t.vendorSubject(storeName),
    text: [
      t.hello,
      `${t.vendorIntro(storeName)} ${t.vendorOpen}`,
      link,
      t.inviteExpiry,
    ].join('\n\n'),
    html: html([
      t.hello,
      t.vendorIntro(escapeHtml(storeName)),
      `<a href="${escapeHtml(link)}">${t.vendorButton}</a><br>${escapeHtml(link)}`,
      t.inviteExpiry,
    ]),
  };
}
