import type { MailMessage } from './index';

// The texts of the account mails (plain text plus a small HTML version).

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        c
      ]!,
  );

const html = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family: sans-serif">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;

export function welcomeMail(input: {
  to: string;
  firstName: string;
  storeName: string;
  loginUrl: string;
}): MailMessage {
  const { to, firstName, storeName, loginUrl } = input;
  return {
    to,
    subject: `Welcome to ${storeName}`,
    text: [
      `Hi ${firstName},`,
      `your account at ${storeName} is ready. Sign in any time at ${loginUrl} to follow your orders.`,
    ].join('\n\n'),
    html: html([
      `Hi ${escapeHtml(firstName)},`,
      `your account at ${escapeHtml(storeName)} is ready. <a href="${escapeHtml(loginUrl)}">Sign in</a> any time to follow your orders.`,
    ]),
  };
}

export function passwordResetMail(input: {
  to: string;
  firstName: string;
  storeName: string;
  link: string;
}): MailMessage {
  const { to, firstName, storeName, link } = input;
  return {
    to,
    subject: `Reset your ${storeName} password`,
    text: [
      `Hi ${firstName},`,
      `someone asked to reset the password of your ${storeName} account. Open this link to choose a new one:`,
      link,
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays the same.',
    ].join('\n\n'),
    html: html([
      `Hi ${escapeHtml(firstName)},`,
      `someone asked to reset the password of your ${escapeHtml(storeName)} account.`,
      `<a href="${escapeHtml(link)}">Choose a new password</a><br>${escapeHtml(link)}`,
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays the same.',
    ]),
  };
}
