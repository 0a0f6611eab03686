// The payments area's public file: what other areas use of it, and nothing else
// (docs/adr/0034-api-by-area.md). Payments sits below orders, repair and estimates.

export { mailChargeLink } from './chargeLinkMail';
export { CHARGE_COLUMNS, toCharge, type ChargeRow } from './chargeRows';
export { createCharge } from './charges';
export { connectTestPayoutAccount } from './payouts';
export { refundSummary } from './refundReads';
export { checkRefundInput, refundOrder } from './refunds';
export { stripeConnectOf, type StripeConnect } from './stripeConnect';
export { testProvider } from './testProvider';
export type { CardInput, PaymentProvider } from './types';
