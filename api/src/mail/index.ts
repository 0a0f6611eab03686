import type { OutboxMail } from 'shared/contracts/accounts';
import type { ResolvedConfig } from '../config';
import type { Db } from '../db/types';
import { iso } from '../platform/wire';

// Outgoing mail: SMTP (nodemailer) when SMTP_URL is configured, otherwise a row in mail_outbox that
// developers read with GET /dev/mail-outbox or `npm run outbox -w api` (docs/development.md "Reading the mail outbox").

export const DEFAULT_MAIL_FROM = 'no-reply@platform.test';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailContext {
  db: Db;
  config: Pick<ResolvedConfig, 'mail'>;
}

export type { OutboxMail };

/** Hands one mail to the SMTP server of `smtpUrl`; rejects when the server refuses it. */
export async function sendOverSmtp(
  mail: { smtpUrl: string; from?: string },
  message: MailMessage,
): Promise<void> {
  // nodemailer is loaded only where SMTP is configured.
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(mail.smtpUrl);
  try {
    await transport.sendMail({
      from: mail.from ?? DEFAULT_MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  } finally {
    transport.close();
  }
}

/**
 * Sends one mail over SMTP, or stores it in the outbox when no SMTP server is configured. With the
 * job queue (PostgreSQL), an SMTP mail becomes a job that is tried again with backoff while the
 * server refuses it (jobs/queue.ts), and the request does not wait for the server.
 */
export async function sendMail(
  ctx: MailContext,
  message: MailMessage,
): Promise<void> {
  const { smtpUrl, from, queue } = ctx.config.mail;
  if (smtpUrl && queue) return queue.enqueue(message);
  if (smtpUrl) return sendOverSmtp({ smtpUrl, from }, message);
  await ctx.db.query(
    'INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)',
    [message.to, message.subject, message.text, message.html ?? null],
  );
}

/** The newest outbox mails first, optionally only those to one address (case-insensitive). */
export async function listOutbox(
  db: Db,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const rows = await db.query<OutboxMail & { created_on: Date | string }>(
    `SELECT id, to_address AS "to", subject, text_body AS text, html_body AS html, created_on
     FROM mail_outbox WHERE ($1::text IS NULL OR lower(to_address) = lower($1))
     ORDER BY id DESC LIMIT $2`,
    [options.to?.trim() || null, options.limit ?? 20],
  );
  return rows.map((row) => ({
    ...row,
    created_on: iso(row.created_on),
  }));
}

/** Whether GET /dev/mail-outbox is served: dev routes on (never production) and no SMTP configured. */
export const isOutboxHttpOn = (config: Pick<ResolvedConfig, 'mail' | 'dev'>) =>
  config.dev.routes && !config.mail.smtpUrl;
