import type { FastifyRequest } from 'fastify';
import { BILLING_MESSAGES } from 'shared/contracts/billing';
import { LEVELS, ROLES } from '../../auth/permissions';
import { assertStoreAccess, principalOf } from '../../auth/principal';
import type { Db } from '../../db/types';
import { findStoreById } from './stores';
import { forbidden, notFound } from '../../errors';

// Who reaches the billing and integrations pages: reading is the store's owner, the
// super admin, or a staff member holding the page's module (billing 7, integration 8) at view
// level; writing is the store's owner only. Another store's id: 403; an unknown store: 404.

/** The path's store id when the caller may read the module's page. */
export async function readableStore(
  db: Db,
  request: FastifyRequest,
  module: number,
): Promise<number> {
  const { store_id: storeId } = request.params as { store_id: number };
  const principal = principalOf(request);
  assertStoreAccess(principal, storeId);
  if (principal.user.role_id === ROLES.storeStaff) {
    try {
      assertStoreAccess(principal, storeId, {
        module,
        level: LEVELS.view,
        location: 'ANY',
      });
    } catch {
      throw forbidden(BILLING_MESSAGES.denied);
    }
  }
  if (!(await findStoreById(db, storeId))) throw notFound();
  return storeId;
}

/** The path's store id when the caller is its owner. */
export async function ownedStore(
  db: Db,
  request: FastifyRequest,
): Promise<number> {
  const { store_id: storeId } = request.params as { store_id: number };
  const { user } = principalOf(request);
  if (user.role_id !== ROLES.storeOwner || user.store_id !== storeId)
    throw forbidden(BILLING_MESSAGES.ownerOnly);
  if (!(await findStoreById(db, storeId))) throw notFound();
  return storeId;
}
