import { LEVELS } from '../../auth/permissions';
import { isVendorRole, type Principal } from '../../auth/principal';
import { serviceStoreOf } from './storeServices';
import { ownerVendorIdOf } from '../../auth/vendorCaller';

// Who owns a service: a store (its owner and staff with the service module build it)
// or a vendor (its owner builds it in the vendor portal). Migration 0031 keeps exactly one set.

export type ServiceOwner = { store: number } | { vendor: number };

/** The owner's column and id, for a query's `s.<column> = $n`. */
export const ownerColumn = (
  owner: ServiceOwner,
): ['store_id' | 'vendor_id', number] =>
  'store' in owner ? ['store_id', owner.store] : ['vendor_id', owner.vendor];

/**
 * The caller's services' owner: a vendor user's vendor when they are its owner (staff 403), else
 * the caller's store when they hold `level` of the service module (403 otherwise).
 */
export function serviceOwnerOf(
  principal: Principal,
  level: number = LEVELS.view,
): ServiceOwner {
  if (isVendorRole(principal.user.role_id))
    return { vendor: ownerVendorIdOf(principal) };
  return { store: serviceStoreOf(principal, level) };
}
