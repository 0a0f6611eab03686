import { ROLES } from './permissions';
import { isVendorRole, type Principal } from './principal';
import { forbidden } from '../errors';

// The vendor a caller acts for, for every route a vendor's people reach.

/** The caller's vendor id; anyone but a vendor's owner or staff gets 403. */
export function vendorIdOf(principal: Principal): number {
  const { role_id: roleId, vendor_id: vendorId } = principal.user;
  if (!isVendorRole(roleId) || vendorId === null) throw forbidden();
  return vendorId;
}

/** The caller's vendor when the caller is its owner (staff and everyone else 403). */
export function ownerVendorIdOf(principal: Principal): number {
  const { role_id: roleId, vendor_id: vendorId } = principal.user;
  if (roleId !== ROLES.vendorOwner || vendorId === null) throw forbidden();
  return vendorId;
}
