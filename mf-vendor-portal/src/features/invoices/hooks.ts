import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { PriceListPage } from 'shared/contracts/priceLists';
import type { BillItem } from 'shared/contracts/vendorBillItems';
import type {
  BillableWorkOrder,
  VendorInvoice,
  VendorInvoicePage,
  VendorInvoiceSettings,
} from 'shared/contracts/vendorInvoices';
import {
  getBillable,
  getBillItems,
  getInvoice,
  getInvoiceSettings,
  getInvoices,
  getPriceListStores,
  invoiceKeys,
} from './api';

/** A store the vendor works with (the store picker's and filter's choices). */
export interface InvoiceStore {
  id: number;
  name: string;
}

/** A page of the vendor's invoices for the URL's query. */
export function useInvoices(query: Record<string, string | number>) {
  const { data, error, isLoading, mutate } = useSWR<VendorInvoicePage, Error>(
    invoiceKeys.list(query),
    () => getInvoices(query),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** One invoice (null id: nothing is asked). */
export function useInvoice(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR<VendorInvoice, Error>(
    id === null ? null : invoiceKeys.detail(id),
    () => getInvoice(id!),
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  return { invoice: data, error, isLoading, refresh };
}

/** The done work orders the store may be billed for (null store: nothing is asked). */
export function useBillable(storeId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<BillableWorkOrder[], Error>(
    storeId === null ? null : invoiceKeys.billable(storeId),
    () => getBillable(storeId!),
  );
  return { billable: data, error, isLoading, retry: () => void mutate() };
}

/** The store's extra bill items waiting to be invoiced (null store: nothing is asked). */
export function useBillItems(storeId: number | null) {
  const { data, error, isLoading, mutate } = useSWR<BillItem[], Error>(
    storeId === null ? null : invoiceKeys.billItems(storeId),
    () => getBillItems(storeId!),
  );
  return { billItems: data, error, isLoading, retry: () => void mutate() };
}

/** Days from today to a new invoice's due date when the settings cannot be read. */
const DEFAULT_TERMS_DAYS = 30;

/** The owner's payment terms in days (the settings' default when they cannot be read). */
export function usePaymentTerms() {
  const { data, error, isLoading } = useSWR<VendorInvoiceSettings, Error>(
    invoiceKeys.settings(),
    getInvoiceSettings,
  );
  return {
    termsDays:
      data?.payment_terms_days ?? (error ? DEFAULT_TERMS_DAYS : undefined),
    isLoading: isLoading && !data,
  };
}

/** The stores the vendor works with, by name. */
export function useInvoiceStores() {
  const { data, error, isLoading, mutate } = useSWR<PriceListPage, Error>(
    invoiceKeys.stores(),
    getPriceListStores,
  );
  const stores = useMemo<InvoiceStore[] | undefined>(
    () => data?.results.map((row) => row.store),
    [data],
  );
  return { stores, error, isLoading, retry: () => void mutate() };
}

/**
 * After a new invoice or a status change: every invoice list and invoice shown is asked again (kept
 * on screen meanwhile), and the billable work orders and bill items are dropped (their next form
 * starts afresh).
 */
export function useRefreshInvoices(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    const [path] = invoiceKeys.all();
    const isInvoiceKey = (key: unknown): key is readonly unknown[] =>
      Array.isArray(key) && key[0] === path;
    const isBillable = (key: unknown) =>
      isInvoiceKey(key) && key[1] === invoiceKeys.billable(0)[1];
    // a new invoice takes bill items, a void one gives them back
    const isBillItems = (key: unknown) =>
      Array.isArray(key) && key[0] === invoiceKeys.billItems(0)[0];
    return Promise.all([
      mutate((key) => isInvoiceKey(key) && !isBillable(key)),
      mutate(isBillable, undefined, { revalidate: true }),
      mutate(isBillItems, undefined, { revalidate: true }),
    ]);
  }, [mutate]);
}
