import type { MailLanguage } from './language';

// The words of the customer's mails after the order or estimate request: status changes, quotes,
// expiry, refunds and payment requests, for a store's customer and a vendor's own customer. One
// catalogue per language; the English entries are the texts these mails always had.

/** The steps an order's mail tells of. */
export type OrderStep = 'new' | 'ready' | 'shipped' | 'cancelled';
/** The steps an estimate's mail tells of. */
export type EstimateStep = 'quoted' | 'declined' | 'converted' | 'expired';

/** What the customer does at an estimate's link: answer the quote, read it, pay its order. */
export type EstimateLinkPurpose = 'answer' | 'read' | 'pay';

/** The link's purpose after each step that mails one. */
export const ESTIMATE_LINK_OF = {
  quoted: 'answer',
  declined: 'read',
  converted: 'pay',
} as const satisfies Record<
  Exclude<EstimateStep, 'expired'>,
  EstimateLinkPurpose
>;

interface WorkflowTexts {
  hi: (name: string) => string;
  hello: (name: string) => string;
  helloAll: string;
  /** What happened to the order, after "Your order 1001". */
  order: Record<OrderStep, string>;
  /** What happened to the estimate, after "Your estimate E-1". */
  estimate: Record<Exclude<EstimateStep, 'expired'>, string>;
  /** The vendor's customer's expired quote, after "Your estimate E-1". */
  vendorExpired: string;
  orderSubject: (no: string, step: string) => string;
  orderBody: (no: string, at: string, step: string) => string;
  estimateSubject: (no: string, step: string) => string;
  estimateBody: (no: string, at: string, step: string) => string;
  followIt: (link: string) => string;
  /** The words before the estimate's link, by what the customer does there (ESTIMATE_LINK_OF). */
  estimateLink: Record<EstimateLinkPurpose, string>;
  ourWorkshop: string;
  expirySubject: (no: string) => string;
  expiryText: (store: string, no: string, day: string) => string;
  refundSubject: (no: string) => string;
  refundFull: (store: string, no: string, amount: string) => string;
  refundPart: (store: string, no: string, amount: string) => string;
  reason: (reason: string) => string;
  refundBank: string;
  chargeSubject: (no: string) => string;
  /** The store's payment request on an order. */
  chargeByStore: (store: string, amount: string, no: string) => string;
  /** An extra charge on a work order, by the store or by its workshop. */
  extraCharge: (by: string, amount: string, no: string) => string;
  workshopOf: (store: string) => string;
  payHere: (link: string) => string;
}

const en: WorkflowTexts = {
  hi: (name) => `Hi ${name},`,
  hello: (name) => `Hello ${name},`,
  helloAll: 'Hello,',
  order: {
    new: 'has been received',
    ready: 'is ready for pickup',
    shipped: 'has shipped',
    cancelled: 'was cancelled',
  },
  estimate: {
    quoted: 'is ready for you to review',
    declined: 'was declined',
    converted: 'is now an order',
  },
  vendorExpired: 'has expired: please ask for a new quote',
  orderSubject: (no, step) => `Your order ${no} ${step}`,
  orderBody: (no, at, step) => `your order ${no} at ${at} ${step}.`,
  estimateSubject: (no, step) => `Your estimate ${no} ${step}`,
  estimateBody: (no, at, step) => `your estimate ${no} at ${at} ${step}.`,
  followIt: (link) => `Follow it here: ${link}`,
  estimateLink: {
    answer: 'Read it and approve or decline it here',
    read: 'Read it here',
    pay: 'Read it and pay for the order here',
  },
  ourWorkshop: 'our workshop',
  expirySubject: (no) => `Your quote for estimate ${no} has expired`,
  expiryText: (store, no, day) =>
    `Hello,\n\nThe quote ${store} sent you for estimate ${no} was valid until ${day} and can no longer be approved. Please ask ${store} for a new quote.\n`,
  refundSubject: (no) => `Refund for your order ${no}`,
  refundFull: (store, no, amount) =>
    `${store} refunded your order ${no} in full: $${amount}.`,
  refundPart: (store, no, amount) =>
    `${store} refunded $${amount} of your order ${no}.`,
  reason: (reason) => `Reason: ${reason}`,
  refundBank:
    'The money goes back to the card you paid with; your bank may take a few days to show it.',
  chargeSubject: (no) => `Payment requested for your order ${no}`,
  chargeByStore: (store, amount, no) =>
    `${store} requested a payment of $${amount} for your order ${no}.`,
  extraCharge: (by, amount, no) =>
    `${by} requested an extra payment of $${amount} for your order ${no}.`,
  workshopOf: (store) => `${store}'s workshop`,
  payHere: (link) => `Pay here: ${link}`,
};

const es: WorkflowTexts = {
  hi: (name) => `Hola, ${name}:`,
  hello: (name) => `Hola, ${name}:`,
  helloAll: 'Hola:',
  order: {
    new: 'fue recibido',
    ready: 'está listo para recoger',
    shipped: 'fue enviado',
    cancelled: 'fue cancelado',
  },
  estimate: {
    quoted: 'está listo para que lo revises',
    declined: 'fue rechazado',
    converted: 'ahora es un pedido',
  },
  vendorExpired: 'venció: pide un presupuesto nuevo',
  orderSubject: (no, step) => `Tu pedido ${no} ${step}`,
  orderBody: (no, at, step) => `Tu pedido ${no} en ${at} ${step}.`,
  estimateSubject: (no, step) => `Tu presupuesto ${no} ${step}`,
  estimateBody: (no, at, step) => `Tu presupuesto ${no} en ${at} ${step}.`,
  followIt: (link) => `Síguelo aquí: ${link}`,
  estimateLink: {
    answer: 'Léelo y apruébalo o recházalo aquí',
    read: 'Léelo aquí',
    pay: 'Léelo y paga el pedido aquí',
  },
  ourWorkshop: 'nuestro taller',
  expirySubject: (no) => `La cotización de tu presupuesto ${no} venció`,
  expiryText: (store, no, day) =>
    `Hola:\n\nLa cotización que ${store} te envió para el presupuesto ${no} era válida hasta el ${day} y ya no se puede aprobar. Pide a ${store} una cotización nueva.\n`,
  refundSubject: (no) => `Reembolso de tu pedido ${no}`,
  refundFull: (store, no, amount) =>
    `${store} te reembolsó tu pedido ${no} completo: $${amount}.`,
  refundPart: (store, no, amount) =>
    `${store} te reembolsó $${amount} de tu pedido ${no}.`,
  reason: (reason) => `Motivo: ${reason}`,
  refundBank:
    'El dinero vuelve a la tarjeta con la que pagaste; tu banco puede tardar unos días en mostrarlo.',
  chargeSubject: (no) => `Se solicitó un pago para tu pedido ${no}`,
  chargeByStore: (store, amount, no) =>
    `${store} solicitó un pago de $${amount} para tu pedido ${no}.`,
  extraCharge: (by, amount, no) =>
    `${by} solicitó un pago adicional de $${amount} para tu pedido ${no}.`,
  workshopOf: (store) => `El taller de ${store}`,
  payHere: (link) => `Paga aquí: ${link}`,
};

export const WORKFLOW_TEXTS: Record<MailLanguage, WorkflowTexts> = { en, es };
