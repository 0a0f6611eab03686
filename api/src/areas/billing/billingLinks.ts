import type { PublicUrlConfig } from '../../config';
import type { Db } from '../../db/types';
import { portalOrigin } from '../identity';
import { findStoreById, vendorPortalOrigin } from '../storefront';

// Where an owner pays and reads the platform's invoices, for links in mail: the store portal's
// billing page on the store's portal host, the vendor portal's billing settings.

export async function storeBillingLink(
  db: Db,
  storeId: number,
  publicUrl: PublicUrlConfig,
): Promise<string> {
  const store = (await findStoreById(db, storeId))!;
  return `${portalOrigin(store, publicUrl)}/portal/billing`;
}

export const vendorBillingLink = (publicUrl: PublicUrlConfig): string =>
  `${vendorPortalOrigin(publicUrl)}/portal/setting/billing`;
