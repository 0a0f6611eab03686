import type { PublicUrlConfig } from '../../config';
import { DEFAULT_STORE_DOMAIN } from '../onboarding/onboarding';
import { storeOrigin } from '../storefront/storeOrigin';

/** The vendor portal's origin for links mailed to a vendor: 'http://vendor.localhost:3000'. */
export function vendorPortalOrigin(publicUrl: PublicUrlConfig): string {
  const domain = publicUrl.storeDomain ?? DEFAULT_STORE_DOMAIN;
  return storeOrigin({ url: `vendor.${domain}` }, publicUrl);
}
