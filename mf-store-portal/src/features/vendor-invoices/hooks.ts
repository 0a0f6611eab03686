import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import {
  STORE_VENDOR_INVOICE_ORDERINGS,
  type StoreVendorInvoicePage,
} from 'shared/contracts/storeVendorInvoices';
import type { StoreVendorPage } from 'shared/contracts/storeVendors';
import {
  VENDOR_INVOICE_STATUSES,
  type VendorInvoice,
} from 'shared/contracts/vendorInvoices';
import { useRecordChanged } from 'shared/live';
import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import {
  getLinkedVendors,
  getVendorInvoice,
  getVendorInvoices,
  vendorInvoiceKeys,
} from './api';

/** Whether the signed-in user may read the vendors' invoices: the owner, or staff with module 9 (as the vendors page). */
export function useCanReadVendorInvoices(): boolean {
  const { role, store } = useSession();
  const roleId = role?.role_id;
  return (
    Boolean(store) &&
    (roleId === ROLES.STORE_OWNER || roleId === ROLES.STORE_STAFF) &&
    hasPermission(role, MODULES.VENDOR_MANAGEMENT, LEVELS.VIEW, 'ANY')
  );
}

const ORDERINGS: readonly string[] = STORE_VENDOR_INVOICE_ORDERINGS.flatMap(
  (o) => [o, `-${o}`],
);
const STATUSES: readonly string[] = VENDOR_INVOICE_STATUSES;

/** The URL's query as the api takes it: a status, vendor or ordering it would refuse is left out. */
export function toApiQuery(
  query: Record<string, string | number>,
): Record<string, string | number> {
  const { status, vendor_id: vendorId, ordering, ...rest } = query;
  return {
    ...rest,
    ...(STATUSES.includes(String(status)) ? { status: status! } : {}),
    ...(/^[1-9]\d{0,8}$/.test(String(vendorId ?? ''))
      ? { vendor_id: vendorId! }
      : {}),
    ...(ORDERINGS.includes(String(ordering)) ? { ordering: ordering! } : {}),
  };
}

/** A page of the invoices the store's vendors sent it, for the URL's query. */
export function useVendorInvoices(query: Record<string, string | number>) {
  const apiQuery = useMemo(() => toApiQuery(query), [query]);
  const { data, error, isLoading, mutate } = useSWR<
    StoreVendorInvoicePage,
    Error
  >(vendorInvoiceKeys.list(apiQuery), () => getVendorInvoices(apiQuery), {
    keepPreviousData: true,
  });
  // an invoice a vendor makes or moves (paid, void) shows without a reload
  useRecordChanged(
    (change) => change.record === 'vendor_invoice',
    () => void mutate(),
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** One invoice a vendor sent the store (null id: nothing is asked). */
export function useVendorInvoice(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR<VendorInvoice, Error>(
    id === null ? null : vendorInvoiceKeys.detail(id),
    () => getVendorInvoice(id!),
  );
  useRecordChanged(
    (change) => change.record === 'vendor_invoice' && change.id === id,
    () => void mutate(),
  );
  const retry = useCallback(() => void mutate(), [mutate]);
  return { invoice: data, error, isLoading, retry };
}

/** The store's linked vendors (the vendor filter's choices); none while they load or fail. */
export function useLinkedVendorChoices() {
  const { data } = useSWR<StoreVendorPage, Error>(
    vendorInvoiceKeys.vendors(),
    getLinkedVendors,
  );
  return useMemo(
    () =>
      (data?.results ?? []).map((vendor) => ({
        value: String(vendor.id),
        label: vendor.name,
      })),
    [data],
  );
}
