import type { FastifyBaseLogger } from 'fastify';
import { sendMail, type MailContext, type MailMessage } from './index';
import { addressLanguage, userLanguage, type MailLanguage } from './language';
import { escapeHtml, html } from './templates';

// An invitation's mail (to a store's staff, to a vendor's team, to a vendor from a store), sent the
// same way whoever invites: in the invitee's stored language if they have an account, else the
// inviter's; and never failing the invitation, which stands when the mail fails (the inviter can
// send it again).

/** Sends the mail `write` makes in the invitee's language; a failure is logged, not thrown. */
export async function sendInvitationMail(
  ctx: MailContext,
  log: FastifyBaseLogger,
  invitation: { to: string; inviterId: number },
  write: (language: MailLanguage) => MailMessage,
): Promise<void> {
  const { to, inviterId } = invitation;
  try {
    const inviterLanguage = await userLanguage(ctx.db, inviterId);
    await sendMail(
      ctx,
      write(await addressLanguage(ctx.db, to, inviterLanguage)),
    );
  } catch (error) {
    log.error({ err: error }, `mail to ${to} failed`);
  }
}

/** The words that make an invitation's mail; each invitation has its own (mail/teamTexts.ts). */
export interface InvitationWords {
  hello: string;
  subject: string;
  /** The opening sentence, given the inviting store's name (escaped for the HTML version). */
  intro: (storeName: string) => string;
  /** What to do with the link, after the opening sentence of the plain text. */
  open: string;
  button: string;
  expiry: string;
}

/** An invitation's mail: plain text plus a small HTML version, like mail/templates.ts. */
export function invitationMessage(
  input: { to: string; storeName: string; link: string },
  words: InvitationWords,
): MailMessage {
  const { to, storeName, link } = input;
  return {
    to,
    subject: words.subject,
    text: [
      words.hello,
      `${words.intro(storeName)} ${words.open}`,
      link,
      words.expiry,
    ].join('\n\n'),
    html: html([
      words.hello,
      words.intro(escapeHtml(storeName)),
      `<a href="${escapeHtml(link)}">${words.button}</a><br>${escapeHtml(link)}`,
      words.expiry,
    ]),
  };
}
