import type { FastifyBaseLogger } from 'fastify';
import { sendMail, type MailContext, type MailMessage } from './index';
import { addressLanguage, userLanguage, type MailLanguage } from './language';

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
