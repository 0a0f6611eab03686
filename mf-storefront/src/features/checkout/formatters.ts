import { formatMoney as formatIntlMoney } from 'shared/i18n';
import type { InsurancePlan } from './api';
import { st } from '../../i18n/t';

/** "12.5" → cents (1250); anything unparsable counts as 0. */
export const toCents = (value: string | null | undefined): number => {
  const n = Number(value);
  return value != null && value !== '' && Number.isFinite(n)
    ? Math.round(n * 100)
    : 0;
};

/** Cents as money: 1250 → "$12.50". */
export const formatCents = (cents: number): string =>
  formatIntlMoney(cents / 100, 'USD');

/** The api's 2-decimal string as money ("12.5" → "$12.50"). */
export const formatMoney = (value: string): string =>
  formatCents(toCents(value));

/** Carrier names by id (spec: 1 Fedex, 2 USPS, any other UPS). */
export function carrierName(carrierId: number): string {
  if (carrierId === 1) return 'Fedex';
  if (carrierId === 2) return 'USPS';
  return 'UPS';
}

/** A plan's amount for a subtotal: its percent rate of the subtotal (to the cent), else its fixed price. */
export function insuranceCents(
  plan: InsurancePlan,
  subtotalCents: number,
): number {
  if (plan.rate !== null && plan.rate !== '')
    return Math.round((subtotalCents * toCents(plan.rate)) / 10000);
  return toCents(plan.price);
}

/** "2.50" → "2.5% of the subtotal" (the plan's rate as customers read it). */
export const describeRate = (rate: string): string =>
  st('checkout.rateOf', { rate: Number(rate) });
