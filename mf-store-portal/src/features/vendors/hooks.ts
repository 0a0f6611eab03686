import useSWR, { useSWRConfig } from 'swr';
import type { InsurancePlan } from 'shared/contracts/insurancePlans';
import { useRecordChanged } from 'shared/live';
import type {
  CommissionRules,
  StoreVendorPage,
  VendorInvitationList,
} from 'shared/contracts/storeVendors';
import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import {
  commissionKeys,
  getCommissionRules,
  getStoreVendors,
  getInsurancePlans,
  getVendorInvitations,
  insuranceKeys,
  storeVendorKeys,
} from './api';

/** What the signed-in user may do on the vendors page: the owner, or staff with module 9. */
export function useVendorAccess() {
  const { role, store } = useSession();
  const roleId = role?.role_id;
  const isStoreUser =
    Boolean(store) &&
    (roleId === ROLES.STORE_OWNER || roleId === ROLES.STORE_STAFF);
  const can = (level: number) =>
    isStoreUser && hasPermission(role, MODULES.VENDOR_MANAGEMENT, level, 'ANY');
  return {
    canView: can(LEVELS.VIEW),
    canInvite: can(LEVELS.CREATE),
    canEdit: can(LEVELS.EDIT),
    canDelete: can(LEVELS.DELETE),
  };
}

/** A page of the store's linked vendors for the URL's query. */
export function useStoreVendorsPage(query: Record<string, string | number>) {
  const { data, error, isLoading, mutate } = useSWR<StoreVendorPage, Error>(
    storeVendorKeys.list(query),
    () => getStoreVendors(query),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** The store's pending vendor invitations. */
export function useVendorInvitations() {
  const { data, error, isLoading, mutate } = useSWR<
    VendorInvitationList,
    Error
  >(storeVendorKeys.invitations(), getVendorInvitations);
  return {
    invitations: data?.results,
    error,
    isLoading,
    retry: () => void mutate(),
  };
}

/** Reloads the vendor list (every page) and the pending invitations. */
export function useRefreshVendors() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        Array.isArray(key) &&
        (key[0] === storeVendorKeys.all()[0] ||
          key[0] === storeVendorKeys.invitations()[0]),
      undefined,
      { revalidate: true },
    );
}

/** The commission rules of one linked vendor. */
export function useCommissionRules(vendorId: number) {
  const { data, error, isLoading, mutate } = useSWR<CommissionRules, Error>(
    vendorId > 0 ? commissionKeys.detail(vendorId) : null,
    () => getCommissionRules(vendorId),
  );
  return { rules: data, error, isLoading, mutate };
}

/** The store's insurance plans; a change made in another open portal of the store shows live. */
export function useInsurancePlans() {
  const { data, error, isLoading, mutate } = useSWR<InsurancePlan[], Error>(
    insuranceKeys.all(),
    getInsurancePlans,
  );
  useRecordChanged(
    (change) => change.record === 'insurance_plan',
    () => void mutate(),
  );
  return { plans: data, error, isLoading, refresh: mutate };
}
