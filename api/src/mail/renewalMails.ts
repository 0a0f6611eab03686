import type { MailMessage } from './index';
import { escapeHtml, html } from './templates';

// The mail to a store's or a vendor's owner after their plan's renewal on its bill date: what was
// charged for which month, or why it failed and the way out (replace the card on the billing page).

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
}

export const RENEWAL_SUBJECTS = {
  paid: (plan: string) => `Your ${plan} plan was renewed`,
  failed: (plan: string) =>
    `We could not renew your ${plan} plan: payment failed`,
};

export function renewalMail(input: RenewalMailInput): MailMessage {
  const { name, plan, amount, from, until, billingLink, failure } = input;
  const month = `${from} to ${until}`;
  const lines =
    failure === null
      ? [
          `${name}'s ${plan} plan was renewed on ${from} for ${month}. We charged $${amount} to the card on file.`,
          'Your invoices are on the billing page:',
        ]
      : [
          `The renewal of ${name}'s ${plan} plan on ${from} failed: ${failure} The invoice of $${amount} for ${month} is unpaid.`,
          'Please replace the card on the billing page, where the invoice can be paid:',
        ];
  return {
    to: input.to,
    subject: (failure === null
      ? RENEWAL_SUBJECTS.paid
      : RENEWAL_SUBJECTS.failed)(plan),
    text: ['Hello,', ...lines, billingLink].join('\n\n'),
    html: html([
      'Hello,',
      escapeHtml(lines[0]!),
      `${escapeHtml(lines[1]!)}<br><a href="${escapeHtml(billingLink)}">Open the billing page</a>`,
    ]),
  };
}
