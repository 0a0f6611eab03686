// Node-side reads for the checkout journey (straight to 127.0.0.1: Node does not resolve
// *.localhost), so the browser test is checked against what the api keeps.
import { expect } from '@playwright/test';
import {
  call,
  getPortalService,
  getPortalServices,
  getStoreSettings,
  type StorefrontOption,
  type StorefrontService,
} from './api';

const get = <T>(path: string): Promise<T> => call<T>('GET', path);

export interface PaymentTargetRead {
  kind: string;
  status: 'unpaid' | 'paid';
  order_no: string;
  amount: string;
  /** what is paid for: lines and totals only (no contact, no tokens) */
  order: { total: string };
}

/** What the payment pages read for an order or charge token. */
export const getPaymentTarget = (token: string) =>
  get<PaymentTargetRead>(`/payments/targets/${encodeURIComponent(token)}`);

/** The journey's service and how its options show each other (see storefront-journey.spec.ts). */
export interface LogicService {
  storeId: number;
  service: StorefrontService;
  /** the required number option that shows the style */
  count: StorefrontOption;
  style: StorefrontOption;
  /** the free-text option shown by some styles */
  tips: StorefrontOption;
  /** a count that shows the style, and one that does not */
  showingCount: number;
  hidingCount: number;
  /** a style choice that shows the tips, and one that does not */
  revealingStyle: string;
  hidingStyle: string;
}

const comparesTo = (option: StorefrontOption, other: StorefrontOption) =>
  (option.logics ?? []).some(
    (logic) =>
      logic.action === 'show' &&
      logic.rules.some((rule) => rule.compare_option_field === other.id),
  );

/** Reads Acme's 'Prong Retipping' service and the logic chain of its options from the api. */
export async function loadLogicService(): Promise<LogicService> {
  const settings = await getStoreSettings('acme.localhost');
  const { results } = await getPortalServices(settings.store_id);
  const listed = results.find((s) => s.name === 'Prong Retipping');
  expect(listed, "Prong Retipping is on Acme's storefront").toBeTruthy();
  const service = await getPortalService(settings.store_id, listed!.id);
  const options = [...service.options].sort((a, b) => a.sequence - b.sequence);
  const count = options.find((o) => o.tag === 'n' && o.is_required)!;
  const style = options.find((o) => o !== count && comparesTo(o, count))!;
  const tips = options.find((o) => o !== style && comparesTo(o, style))!;
  expect([count, style, tips].every(Boolean)).toBe(true);
  const lower = style
    .logics![0]!.rules.filter((r) => r.operator_type === '>')
    .map((r) => Number(r.compare_to));
  const revealing = tips
    .logics![0]!.rules.filter(
      (r) => r.compare_option_field === style.id && r.operator_type === 'is',
    )
    .map((r) => r.compare_to);
  const hidingStyle = style.values.find((v) => !revealing.includes(v.name));
  expect(lower, 'the style needs more than some number of prongs').toHaveLength(
    1,
  );
  expect(revealing.length).toBeGreaterThan(0);
  expect(hidingStyle).toBeTruthy();
  return {
    storeId: settings.store_id,
    service: { ...service, options },
    count,
    style,
    tips,
    showingCount: lower[0]! + 1,
    hidingCount: lower[0]!,
    revealingStyle: revealing[0]!,
    hidingStyle: hidingStyle!.name,
  };
}
