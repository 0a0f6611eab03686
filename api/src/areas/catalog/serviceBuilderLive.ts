import type { BuilderService } from 'shared/contracts/serviceBuilder';
import type { AppContext } from '../../context';
import { MODULES, ROLES } from '../../auth/permissions';
import type { Db } from '../../db/types';
import { publishChange, storeModuleAudience } from '../notifications';

// The service builder's live change: after a service is saved, `record-changed` goes to
// every user of the store who may view services (a vendor's service: the vendor's owner), so an open editor learns that someone else saved
// (before its own save would be refused) and an open services list refreshes.

/** The store's active owner and staff who hold the service module. */
export const serviceAudience = (db: Db, storeId: number): Promise<number[]> =>
  storeModuleAudience(db, storeId, MODULES.service);

/** The vendor's active owner: the only vendor user who may open its services. */
async function vendorServiceAudience(
  db: Db,
  vendorId: number,
): Promise<number[]> {
  const users = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE kind = 'vendor' AND vendor_id = $1 AND is_active AND role_id = $2
     ORDER BY id`,
    [vendorId, ROLES.vendorOwner],
  );
  return users.map((user) => user.id);
}

/** After commit: the saved service's version to everyone who may have it open. Never throws. */
export async function publishServiceChange(
  ctx: AppContext,
  service: Pick<
    BuilderService,
    'id' | 'store_id' | 'vendor_id' | 'version' | 'is_active'
  >,
  status: 'active' | 'inactive' | 'deleted' = service.is_active
    ? 'active'
    : 'inactive',
): Promise<void> {
  await publishChange(ctx, {
    notifications: [],
    userIds:
      service.store_id !== null
        ? await serviceAudience(ctx.db, service.store_id)
        : await vendorServiceAudience(ctx.db, service.vendor_id ?? 0),
    change: {
      record: 'service',
      id: service.id,
      sales_order_id: null,
      status,
      version: service.version,
    },
  });
}

/** Publishes a saved service to its owner's open pages, then answers it (what a save answers). */
export async function publishedService(
  ctx: AppContext,
  service: BuilderService,
): Promise<BuilderService> {
  await publishServiceChange(ctx, service);
  return service;
}
