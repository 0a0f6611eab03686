import useSWR from 'swr';
import type { StaffMember, StaffPage } from 'shared/contracts/users';
import { ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { getStaffMember, getStaffPage, staffKeys } from './api';

/** The signed-in user's store id (null for the super admin, who has no store of their own). */
export function useStoreId(): number | null {
  return useSession().store?.id ?? null;
}

/** Whether the signed-in user may manage the team: the store owner only (staff never). */
export function useIsStoreOwner(): boolean {
  return useSession().role?.role_id === ROLES.STORE_OWNER;
}

/** A page of the store's staff for the URL's query. */
export function useStaffPage(query: Record<string, string | number>) {
  const storeId = useStoreId();
  const { data, error, isLoading, mutate } = useSWR<StaffPage, Error>(
    storeId ? staffKeys.list(storeId, query) : null,
    () => getStaffPage(storeId as number, query),
    { keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** One staff member of the store. */
export function useStaffMember(id: number) {
  const storeId = useStoreId();
  const { data, error, isLoading, mutate } = useSWR<StaffMember, Error>(
    storeId && id > 0 ? staffKeys.detail(storeId, id) : null,
    () => getStaffMember(storeId as number, id),
  );
  return { member: data, error, isLoading, mutate };
}
