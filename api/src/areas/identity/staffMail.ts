import type { MailMessage } from '../../mail';

// The staff invitation mail: plain text plus a small HTML version, like mail/templates.ts.

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        c
      ]!,
  );

export function staffInvitationMail(input: {
  to: string;
  storeName: string;
  link: string;
}): MailMessage {
  const { to, storeName, link } = input;
  const expiry =
    'The link works once and expires in 7 days. If you did not expect this invitation, ignore this mail.';
  return {
    to,
    subject: `You are invited to join ${storeName}`,
    text: [
      'Hello,',
      `you are invited to join the team of ${storeName}. Open this link to set up your account:`,
      link,
      expiry,
    ].join('\n\n'),
    html: `<!doctype html><html><body style="font-family: sans-serif">${[
      'Hello,',
      `you are invited to join the team of ${escapeHtml(storeName)}.`,
      `<a href="${escapeHtml(link)}">Set up your account</a><br>${escapeHtml(link)}`,
      expiry,
    ]
      .map((p) => `<p>${p}</p>`)
      .join('')}</body></html>`,
  };
}
