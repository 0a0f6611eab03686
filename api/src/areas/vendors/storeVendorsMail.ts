import type { MailMessage } from '../../mail';

// The mail of a store's invitation to a vendor: plain text plus a small HTML version,
// like staffMail.ts.

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        c
      ]!,
  );

/** The invitation mail with the vendor portal's /store-invitation/{uid} link. */
export function storeVendorInvitationMail(input: {
  to: string;
  storeName: string;
  link: string;
}): MailMessage {
  const { to, storeName, link } = input;
  const expiry =
    'The link works once and expires in 7 days. If you did not expect this invitation, ignore this mail.';
  return {
    to,
    subject: `${storeName} invites you to work for them`,
    text: [
      'Hello,',
      `${storeName} invites you to receive their work orders as a vendor. Sign in to your vendor account and open this link to accept or decline:`,
      link,
      expiry,
    ].join('\n\n'),
    html: `<!doctype html><html><body style="font-family: sans-serif">${[
      'Hello,',
      `${escapeHtml(storeName)} invites you to receive their work orders as a vendor.`,
      `<a href="${escapeHtml(link)}">Accept or decline</a><br>${escapeHtml(link)}`,
      expiry,
    ]
      .map((p) => `<p>${p}</p>`)
      .join('')}</body></html>`,
  };
}
