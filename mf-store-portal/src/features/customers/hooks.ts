import useSWR, { useSWRConfig } from 'swr';
import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import type { CustomerDetail, CustomerPage } from 'shared/contracts/customers';
import type { CustomerPriceList } from 'shared/contracts/storePriceLists';
import {
  customerKeys,
  customerPriceListKey,
  getCustomer,
  getCustomerPriceList,
  getCustomers,
  getCustomerTags,
} from './api';

/** What the signed-in user may do with the store's customers (the store's owner and staff only). */
export function useCustomerAccess() {
  const { role, store } = useSession();
  const roleId = role?.role_id;
  const isStoreUser =
    Boolean(store) &&
    (roleId === ROLES.STORE_OWNER || roleId === ROLES.STORE_STAFF);
  const can = (level: number) =>
    isStoreUser && hasPermission(role, MODULES.CUSTOMER, level, 'ANY');
  return {
    canView: can(LEVELS.VIEW),
    canCreate: can(LEVELS.CREATE),
    canEdit: can(LEVELS.EDIT),
  };
}

/** A page of the store's customers for the URL's query. */
export function useCustomersPage(
  query: Record<string, string | number>,
  enabled = true,
) {
  const { data, error, isLoading, mutate } = useSWR<CustomerPage, Error>(
    enabled ? customerKeys.list(query) : null,
    () => getCustomers(query),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** Every tag of the store's customers (the list's tag filter, the tag editor's suggestions). */
export function useCustomerTags(enabled = true) {
  const { data } = useSWR<{ tags: string[] }, Error>(
    enabled ? customerKeys.tags() : null,
    getCustomerTags,
  );
  return data?.tags ?? [];
}

/** One customer of the store. */
export function useCustomer(id: number) {
  const { data, error, isLoading, mutate } = useSWR<CustomerDetail, Error>(
    id > 0 ? customerKeys.detail(id) : null,
    () => getCustomer(id),
  );
  return { customer: data, error, isLoading, mutate };
}

/** After a write: the detail takes the answer, and the lists and tags load again. */
export function useCustomerSaved() {
  const { mutate } = useSWRConfig();
  return async (customer: CustomerDetail) => {
    await mutate(customerKeys.detail(customer.id), customer, {
      revalidate: false,
    });
    await mutate(
      (key) =>
        Array.isArray(key) &&
        (key[0] === customerKeys.all()[0] || key[0] === customerKeys.tags()[0]),
      undefined,
      { revalidate: true },
    );
  };
}

/** The customer's price list and the store's lists to choose from. */
export function useCustomerPriceList(id: number) {
  const { data, error, isLoading, mutate } = useSWR<CustomerPriceList, Error>(
    customerPriceListKey(id),
    () => getCustomerPriceList(id),
  );
  return { priceList: data, error, isLoading, mutate };
}
