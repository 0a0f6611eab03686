import useSWR, { useSWRConfig } from 'swr';
import type { Query } from 'shared/api';
import type {
  BillingOverview,
  CardReplace,
  InvoicePage,
} from 'shared/contracts/billing';
import { LEVELS, MODULES, ROLES, usePermission } from 'shared/permissions';
import { useSession } from 'shared/session';
import {
  billingKeys,
  changePlan,
  getBilling,
  getInvoices,
  replaceCard,
} from './api';

/** Who opens the billing page: the owner reads and writes; staff holding the billing module read. */
export function useBillingAccess() {
  const { role, store } = useSession();
  const hasModule = usePermission(MODULES.BILLING, LEVELS.VIEW, 'ANY');
  const isOwner = role?.role_id === ROLES.STORE_OWNER;
  const canRead = isOwner || (role?.role_id === ROLES.STORE_STAFF && hasModule);
  return { storeId: store?.id ?? null, isOwner, canRead };
}

/** The store's plan, card on file and the plans to change to. */
export function useBilling(storeId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<BillingOverview, Error>(
    storeId ? billingKeys.overview(storeId) : null,
    () => getBilling(storeId as number),
  );
  return { billing: data, error, isLoading, retry: () => void mutate() };
}

/** A page of the platform's invoices to the store for the URL's query. */
export function useInvoices(storeId: number | null, query: Query) {
  const { data, error, isLoading, mutate } = useSWR<InvoicePage, Error>(
    storeId ? billingKeys.invoices(storeId, query) : null,
    () => getInvoices(storeId as number, query),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** Plan change and card replacement; each refreshes the billing and the invoices. */
export function useBillingMoves(storeId: number) {
  const { mutate } = useSWRConfig();
  const refresh = async (next: BillingOverview) => {
    await mutate(billingKeys.overview(storeId), next, { revalidate: false });
    await mutate(
      (key) =>
        Array.isArray(key) && key[0] === billingKeys.invoices(storeId, {})[0],
    );
    return next;
  };
  return {
    changePlan: async (planId: number, version: number) =>
      refresh(await changePlan(storeId, { plan_id: planId, version })),
    replaceCard: async (body: CardReplace) =>
      refresh(await replaceCard(storeId, body)),
  };
}
