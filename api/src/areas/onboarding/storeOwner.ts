import { ROLES } from '../../auth/permissions';
import type { Principal } from '../../auth/principal';
import { forbidden } from '../../errors';

/** The caller's store when the caller is its owner (staff and the super admin do not onboard). */
export function ownerStoreIdOf(principal: Principal): number {
  const { role_id: roleId, store_id: storeId } = principal.user;
  if (roleId !== ROLES.storeOwner || storeId === null) throw forbidden();
  return storeId;
}
