import type { MailMessage } from './index';
import { ACCOUNT_TEXTS } from './accountTexts';
import { TEAM_TEXTS } from './teamTexts';
import type { MailLanguage } from './language';

// The texts of the account and order mails (plain text plus a small HTML version).

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        c
      ]!,
  );

export const html = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family: sans-serif">${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}</body></html>`;

export function welcomeMail(input: {
  to: string;
  firstName: string;
  storeName: string;
  loginUrl: string;
  /** The language the customer signed up in (English when not given). */
  language?: MailLanguage;
}): MailMessage {
  const { to, firstName, storeName, loginUrl } = input;
  const t = ACCOUNT_TEXTS[input.language ?? 'en'];
  return {
    to,
    subject: t.welcomeSubject(storeName),
    text: [
      t.hi(firstName),
      `${t.welcomeReady(storeName)} ${t.welcomeSignInAt(loginUrl)}`,
    ].join('\n\n'),
    html: html([
      t.hi(escapeHtml(firstName)),
      `${t.welcomeReady(escapeHtml(storeName))} ${t.welcomeSignInLink(`<a href="${escapeHtml(loginUrl)}">${t.signIn}</a>`)}`,
    ]),
  };
}

export function passwordResetMail(input: {
  to: string;
  firstName: string;
  storeName: string;
  link: string;
  /** The recipient's language (English when not given). */
  language?: MailLanguage;
}): MailMessage {
  const { to, firstName, storeName, link } = input;
  const t = ACCOUNT_TEXTS[input.language ?? 'en'];
  return {
    to,
    subject: t.resetSubject(storeName),
    text: [
      t.hi(firstName),
      `${t.resetIntro(storeName)} ${t.resetOpen}`,
      link,
      t.resetEnd,
    ].join('\n\n'),
    html: html([
      t.hi(escapeHtml(firstName)),
      t.resetIntro(escapeHtml(storeName)),
      `<a href="${escapeHtml(link)}">${t.resetButton}</a><br>${escapeHtml(link)}`,
      t.resetEnd,
    ]),
  };
}

export function orderConfirmationMail(input: {
  to: string;
  firstName: string;
  storeName: string;
  orderNo: string;
  total: string;
  /** The discount code the order used and what it took off, if any. */
  discount?: { code: string; amount: string } | null;
  /** The order's tracking link; null when the store does not offer order tracking. */
  trackingLink: string | null;
  /** The order's own page (pay or view): the order token, which shows the whole order. */
  orderLink: string;
  /** The language the customer ordered in (English when not given). */
  language?: MailLanguage;
}): MailMessage {
  const { to, firstName, storeName, orderNo, total, trackingLink, orderLink } =
    input;
  const t = ACCOUNT_TEXTS[input.language ?? 'en'];
  const discount = input.discount
    ? t.discount(input.discount.code, input.discount.amount)
    : null;
  return {
    to,
    subject: t.orderSubject(orderNo),
    text: [
      t.hello(firstName),
      '',
      t.orderThanks(storeName, orderNo),
      ...(discount ? [discount] : []),
      t.total(total),
      ...(trackingLink ? [`${t.track}: ${trackingLink}`] : []),
      `${t.payOrView}: ${orderLink}`,
    ].join('\n'),
    html: html([
      t.hello(escapeHtml(firstName)),
      t.orderThanks(
        escapeHtml(storeName),
        `<strong>${escapeHtml(orderNo)}</strong>`,
      ),
      ...(discount ? [escapeHtml(discount)] : []),
      t.total(escapeHtml(total)),
      ...(trackingLink
        ? [`<a href="${escapeHtml(trackingLink)}">${t.track}</a>`]
        : []),
      `<a href="${escapeHtml(orderLink)}">${t.payOrView}</a>`,
    ]),
  };
}

/** A new vendor's sign-up link. */
export function vendorSignupMail(input: {
  to: string;
  link: string;
  /** The language the sign-up was made in (English when not given). */
  language?: MailLanguage;
}): MailMessage {
  // Nothing the sign-up form's sender typed goes in: anyone may send it to any address, so a
  // name or a workshop name here would let a stranger write platform-branded mail to others.
  // The names show on the page the link opens.
  const { to, link } = input;
  const t = TEAM_TEXTS[input.language ?? 'en'];
  return {
    to,
    subject: t.signupSubject,
    text: [t.hello, t.signupOpen, link, t.signupEnd].join('\n\n'),
    html: html([
      t.hello,
      t.signupOpen,
      `<a href="${escapeHtml(link)}">${t.signupButton}</a><br>${escapeHtml(link)}`,
      t.signupEnd,
    ]),
  };
}

/** A sign-up with an email that already has a vendor account: the ways back in, nothing created. */
export function vendorAccountExistsMail(input: {
  to: string;
  loginUrl: string;
  forgotUrl: string;
  /** The account's stored language, else the sign-up's (English when not given). */
  language?: MailLanguage;
}): MailMessage {
  const { to, loginUrl, forgotUrl } = input;
  const t = TEAM_TEXTS[input.language ?? 'en'];
  return {
    to,
    subject: t.existsSubject,
    text: [
      t.hello,
      t.existsIntro,
      `${t.logIn}: ${loginUrl}`,
      `${t.forgot} ${forgotUrl}`,
      t.existsEnd,
    ].join('\n\n'),
    html: html([
      t.hello,
      t.existsIntro,
      `<a href="${escapeHtml(loginUrl)}">${t.logIn}</a> · <a href="${escapeHtml(forgotUrl)}">${t.forgot}</a>`,
      t.existsEnd,
    ]),
  };
}
