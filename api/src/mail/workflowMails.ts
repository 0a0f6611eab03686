import type { MailMessage } from './index';
import type { MailLanguage } from './language';
import { escapeHtml, html } from './templates';
import {
  ESTIMATE_LINK_OF,
  WORKFLOW_TEXTS,
  type EstimateStep,
  type OrderStep,
} from './workflowTexts';

// The customer's mails after the order or the estimate request, in the language kept on the
// record (English when none was kept): the words come from workflowTexts.ts.

const textsOf = (language: MailLanguage | undefined) =>
  WORKFLOW_TEXTS[language ?? 'en'];

/** A store customer's order at a step they care about (ready, shipped, cancelled). */
export function orderStepMail(input: {
  to: string;
  firstName: string;
  storeName: string;
  orderNo: string;
  step: Exclude<OrderStep, 'new'>;
  /** The order's tracking page; null when the store does not track orders. */
  trackingLink: string | null;
  language?: MailLanguage;
}): MailMessage {
  const t = textsOf(input.language);
  const step = t.order[input.step];
  return {
    to: input.to,
    subject: t.orderSubject(input.orderNo, step),
    text: [
      t.hi(input.firstName),
      t.orderBody(input.orderNo, input.storeName, step),
      ...(input.trackingLink ? [t.followIt(input.trackingLink)] : []),
    ].join('\n\n'),
  };
}

/** A store customer's estimate at a step they care about (quoted, declined, converted). */
export function estimateStepMail(input: {
  to: string;
  firstName: string;
  storeName: string;
  estimateNo: string;
  step: 'quoted' | 'declined' | 'converted';
  /** The estimate's own page (its token is the key). */
  link: string;
  language?: MailLanguage;
}): MailMessage {
  const t = textsOf(input.language);
  const step = t.estimate[input.step];
  return {
    to: input.to,
    subject: t.estimateSubject(input.estimateNo, step),
    text: [
      t.hi(input.firstName),
      t.estimateBody(input.estimateNo, input.storeName, step),
      `${t.estimateLink[ESTIMATE_LINK_OF[input.step]]}: ${input.link}`,
    ].join('\n\n'),
  };
}

/** A store customer's quote past its valid-until day. */
export function estimateExpiryMail(input: {
  to: string;
  storeName: string;
  estimateNo: string;
  /** the valid-until day, 'YYYY-MM-DD' */
  validUntil: string;
  language?: MailLanguage;
}): MailMessage {
  const t = textsOf(input.language);
  return {
    to: input.to,
    subject: t.expirySubject(input.estimateNo),
    text: t.expiryText(input.storeName, input.estimateNo, input.validUntil),
  };
}

/** A vendor's own customer's order or estimate at a step they care about. */
export function vendorCustomerMail(input: {
  to: string;
  firstName: string;
  /** the workshop's name; null when it is unknown */
  vendorName: string | null;
  kind: 'sales_order' | 'estimate';
  number: string;
  step: OrderStep | EstimateStep;
  /** The estimate's own page, for a sent quote. */
  link: string | null;
  language?: MailLanguage;
}): MailMessage {
  const t = textsOf(input.language);
  const step =
    input.step === 'expired'
      ? t.vendorExpired
      : ({ ...t.order, ...t.estimate } as Record<string, string>)[input.step]!;
  const at = input.vendorName ?? t.ourWorkshop;
  const [subject, body] =
    input.kind === 'sales_order'
      ? [t.orderSubject, t.orderBody]
      : [t.estimateSubject, t.estimateBody];
  return {
    to: input.to,
    subject: subject(input.number, step),
    text: [
      t.hi(input.firstName),
      body(input.number, at, step),
      ...(input.link ? [`${t.estimateLink.answer}: ${input.link}`] : []),
    ].join('\n\n'),
  };
}

/** The customer's notice of a refund of their order (all of it, or part). */
export function refundMail(input: {
  to: string;
  firstName: string;
  storeName: string;
  orderNo: string;
  amount: string;
  reason: string;
  full: boolean;
  language?: MailLanguage;
}): MailMessage {
  const { to, firstName, storeName, orderNo, amount, reason, full } = input;
  const t = textsOf(input.language);
  const lines = [
    t.hello(firstName),
    full
      ? t.refundFull(storeName, orderNo, amount)
      : t.refundPart(storeName, orderNo, amount),
    t.reason(reason),
    t.refundBank,
  ];
  return {
    to,
    subject: t.refundSubject(orderNo),
    text: lines.join('\n\n'),
    html: html(lines.map(escapeHtml)),
  };
}

/**
 * The customer's payment request: the store's own on the order (`by` null), or an extra charge on
 * a work order, asked by the store ('store') or by its workshop ('workshop').
 */
export function chargeMail(input: {
  to: string;
  storeName: string;
  orderNo: string;
  amount: string;
  reason: string;
  by: 'store' | 'workshop' | null;
  /** the payment page */
  link: string;
  language?: MailLanguage;
}): MailMessage {
  const { storeName, orderNo, amount } = input;
  const t = textsOf(input.language);
  const what =
    input.by === null
      ? t.chargeByStore(storeName, amount, orderNo)
      : t.extraCharge(
          input.by === 'workshop' ? t.workshopOf(storeName) : storeName,
          amount,
          orderNo,
        );
  return {
    to: input.to,
    subject: t.chargeSubject(orderNo),
    text: [what, t.reason(input.reason), t.payHere(input.link)].join('\n'),
  };
}
