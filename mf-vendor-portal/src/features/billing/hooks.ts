import useSWR, { useSWRConfig } from 'swr';
import type {
  VendorBilling,
  VendorCardReplace,
  VendorPlanInvoicePage,
} from 'shared/contracts/vendorBilling';
import {
  billingKeys,
  changePlan,
  getBilling,
  getBillingInvoices,
  replaceCard,
} from './api';

/** The workshop's plan, next bill, card, payout account and seats. */
export function useBilling() {
  const { data, error, isLoading, mutate } = useSWR<VendorBilling, Error>(
    billingKeys.overview(),
    getBilling,
  );
  return { billing: data, error, isLoading, retry: () => void mutate() };
}

/** A page of the platform's invoices to the workshop for the URL's query. */
export function useBillingInvoices(query: Record<string, string | number>) {
  const { data, error, isLoading, mutate } = useSWR<
    VendorPlanInvoicePage,
    Error
  >(billingKeys.invoices(query), () => getBillingInvoices(query), {
    keepPreviousData: true,
  });
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/**
 * Plan change and card replacement: each puts the api's answer in the cache and asks the invoices
 * (a plan change issues one) again. A stale write's 409 carries the billing as it is now: it
 * replaces what the page shows before the error goes on to the caller.
 */
export function useBillingMoves() {
  const { mutate } = useSWRConfig();
  const show = (next: VendorBilling) =>
    mutate(billingKeys.overview(), next, { revalidate: false });
  const run = async (write: () => Promise<VendorBilling>) => {
    try {
      const next = await write();
      await show(next);
      await mutate(
        (key) => Array.isArray(key) && key[0] === billingKeys.invoices({})[0],
      );
      return next;
    } catch (error) {
      const current = (error as { data?: { current?: VendorBilling } }).data
        ?.current;
      if (current) await show(current);
      throw error;
    }
  };
  return {
    changePlan: (planId: number, version: number) =>
      run(() => changePlan({ plan_id: planId, version })),
    replaceCard: (body: VendorCardReplace) => run(() => replaceCard(body)),
  };
}
