import { api } from 'shared/api';
import type { Estimate, Order as ContractOrder } from 'shared/contracts';
import type {
  ConfirmResult,
  CreateEstimateBody,
  CreateOrderBody,
  PaymentResult,
} from 'shared/contracts/checkout';
import type { DiscountCheck, DiscountQuote } from 'shared/contracts/discounts';

export type {
  ConfirmResult,
  CreateEstimateBody,
  CreateOrderBody,
  PaymentConfig,
  PaymentResult,
  PaymentTarget,
  PaymentTargetOrder,
  ShippingRate,
} from 'shared/contracts/checkout';

export type {
  Address,
  Charge,
  Contact,
  Estimate,
  OrderLine,
} from 'shared/contracts';

/** An order as the api answers it to its own customer or token holder. */
export type Order = ContractOrder;

/** An active insurance plan: a percent `rate` of the subtotal or a fixed `price`. */
export interface InsurancePlan {
  id: number;
  name: string;
  rate: string | null;
  price: string | null;
}

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name: string;
}

export type { CustomerProfile } from 'shared/contracts/accounts';

const enc = encodeURIComponent;

/** SWR keys of the checkout pages (arrays starting with the resource path). */
export const checkoutKeys = {
  shippingRates: (storeId: number) =>
    ['shipping-rates', { store_id: storeId }] as const,
  insurances: (storeId: number) =>
    ['insurances', { store_id: storeId }] as const,
  addresses: () => ['customers/me/addresses'] as const,
  profile: () => ['customers/me'] as const,
  paymentConfig: (storeId: number) =>
    ['payments/config', { store_id: storeId }] as const,
  paymentTarget: (token: string) => [`payments/targets/${enc(token)}`] as const,
  orderByToken: (token: string) => [`orders/by-token/${enc(token)}`] as const,
  estimateByToken: (token: string) =>
    [`estimates/by-token/${enc(token)}`] as const,
};

export const createOrder = (body: CreateOrderBody) =>
  api.post<{ order: Order }>('orders', body);

/** What a discount code takes off this cart (400/409 with `errors.discount_code` when refused). */
export const checkDiscount = (body: DiscountCheck) =>
  api.post<DiscountQuote>('discounts/check', body);

export const createEstimate = (body: CreateEstimateBody) =>
  api.post<{ estimate: Estimate }>('estimates', body);

export const createPayment = (body: {
  token: string;
  idempotency_key: string;
  card?: CardDetails;
}) => api.post<PaymentResult>('payments', body);

/** Confirms a payment by its reference (the middle page's `payment=`, never a counting id). */
export const confirmPayment = (reference: string, sessionId?: string) =>
  api.post<ConfirmResult>(
    `payments/${enc(reference)}/confirm`,
    sessionId ? { session_id: sessionId } : {},
  );
