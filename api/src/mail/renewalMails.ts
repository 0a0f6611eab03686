import type { MailMessage } from './index';
import type { MailLanguage } from './language';
import { TEAM_TEXTS } from './teamTexts';
import { escapeHtml, html } from './templates';

// The mail to a store's or a vendor's owner after their plan's renewal on its bill date: what was
// charged for which month, or why it failed and the way out (replace the card on the billing page).
// In the owner's stored language (English when not given).

/** The failure of a renewal whose card asked for authentication (written in the owner's language). */
export const CARD_AUTH_FAILURE = TEAM_TEXTS.en.cardAuth;

export interface RenewalMailInput {
  to: string;
  /** the store's or the workshop's name */
  name: string;
  plan: string;
  /** '94.00' */
  amount: string;
  /** the month billed: 'YYYY-MM-DD' to 'YYYY-MM-DD' */
  from: string;
  until: string;
  /** the billing page of the owner's portal */
  billingLink: string;
  /** null when the charge went through; else why it was refused */
  failure: string | null;
  language?: MailLanguage;
}

export function renewalMail(input: RenewalMailInput): MailMessage {
  const { name, plan, amount, from, until, billingLink, failure } = input;
  const t = TEAM_TEXTS[input.language ?? 'en'];
  const month = t.month(from, until);
  const lines =
    failure === null
      ? [t.renewed(name, plan, from, month, amount), t.invoicesThere]
      : [
          t.failed(
            name,
            plan,
            from,
            failure === CARD_AUTH_FAILURE ? t.cardAuth : failure,
            amount,
            month,
          ),
          t.replaceCard,
        ];
  return {
    to: input.to,
    subject: (failure === null ? t.renewedSubject : t.failedSubject)(plan),
    text: [t.hello, ...lines, billingLink].join('\n\n'),
    html: html([
      t.hello,
      escapeHtml(lines[0]!),
      `${escapeHtml(lines[1]!)}<br><a href="${escapeHtml(billingLink)}">${t.openBilling}</a>`,
    ]),
  };
}
