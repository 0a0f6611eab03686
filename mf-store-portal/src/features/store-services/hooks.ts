import useSWR from 'swr';
import type { Query } from 'shared/api';
import { useRecordChanged } from 'shared/live';
import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { getCategories, getServices, storeServiceKeys } from './api';

/** What the signed-in user may do with the store's services (its owner and staff only). */
export function useServiceAccess() {
  const { role, store } = useSession();
  const roleId = role?.role_id;
  const isStoreUser =
    Boolean(store) &&
    (roleId === ROLES.STORE_OWNER || roleId === ROLES.STORE_STAFF);
  const can = (level: number) =>
    isStoreUser && hasPermission(role, MODULES.SERVICE, level, 'ANY');
  return {
    canView: can(LEVELS.VIEW),
    canCreate: can(LEVELS.CREATE),
    canEdit: can(LEVELS.EDIT),
    canDelete: can(LEVELS.DELETE),
  };
}

/** A page of the store's services for the URL's query. */
export function useServicePage(query: Query) {
  const { data, error, isLoading, mutate } = useSWR(
    storeServiceKeys.list(query),
    () => getServices(query),
    { keepPreviousData: true, revalidateOnFocus: true },
  );
  // a service saved in the builder (here or by someone else) shows without a reload
  useRecordChanged(
    (change) => change.record === 'service',
    () => void mutate(),
  );
  return { page: data, error, isLoading, refresh: () => mutate() };
}

/** The store's service categories. */
export function useCategories() {
  const { data, error, isLoading, mutate } = useSWR(
    storeServiceKeys.categories(),
    getCategories,
  );
  return {
    categories: data ?? [],
    error,
    isLoading,
    refresh: () => mutate(),
  };
}
