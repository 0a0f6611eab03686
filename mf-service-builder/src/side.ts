import { VENDOR_ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { useTenant } from 'shared/tenant';

// The builder serves two sides: a store's owner and staff build the store's services
// (store-portal host), a vendor owner builds the vendor's own (vendor host). The signed-in user's
// role decides; the route table, the links and the endpoints follow from it.

/** Whose services the builder works on. */
export type BuilderSide = 'store' | 'vendor';

/** Where the builder's services live: a store's (under its id) or the signed-in vendor's. */
export type ServiceHome =
  { side: 'store'; storeId: number } | { side: 'vendor' };

/** The side of a role: vendor owner and staff build the vendor's services, everyone else a store's. */
export const sideOfRole = (roleId: number | undefined): BuilderSide =>
  roleId !== undefined && VENDOR_ROLES.includes(roleId) ? 'vendor' : 'store';

/** The signed-in user's side. */
export function useBuilderSide(): BuilderSide {
  return sideOfRole(useSession().role?.role_id);
}

/** The signed-in user's services: the vendor's, or the store's (the tenant's for a host that names one); null without a store. */
export function useServiceHome(): ServiceHome | null {
  const session = useSession();
  const tenant = useTenant();
  if (sideOfRole(session.role?.role_id) === 'vendor') return { side: 'vendor' };
  const storeId = session.store?.id ?? tenant.storeId ?? null;
  return storeId === null ? null : { side: 'store', storeId };
}
