import useSWR, { useSWRConfig } from 'swr';
import type { DiscountPage } from 'shared/contracts/discounts';
import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { discountKeys, getDiscounts } from './api';

/** What the signed-in user may do with the store's discount codes (its owner and staff, module 14). */
export function useDiscountAccess() {
  const { role, store } = useSession();
  const roleId = role?.role_id;
  const isStoreUser =
    Boolean(store) &&
    (roleId === ROLES.STORE_OWNER || roleId === ROLES.STORE_STAFF);
  const can = (level: number) =>
    isStoreUser && hasPermission(role, MODULES.DISCOUNT, level, 'ANY');
  return {
    canView: can(LEVELS.VIEW),
    canCreate: can(LEVELS.CREATE),
    canEdit: can(LEVELS.EDIT),
    canDelete: can(LEVELS.DELETE),
  };
}

/** A page of the store's codes for the URL's query. */
export function useDiscountsPage(query: Record<string, string | number>) {
  const { data, error, isLoading, mutate } = useSWR<DiscountPage, Error>(
    discountKeys.list(query),
    () => getDiscounts(query),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** After a write: every page of the list loads again. */
export function useDiscountsChanged() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) => Array.isArray(key) && key[0] === discountKeys.all()[0],
      undefined,
      { revalidate: true },
    );
}
