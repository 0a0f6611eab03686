import type { PublicUrlConfig } from '../../config';
import type { StoreRow } from './stores';

/** The domain a new store's host is made under when the config names none (development). */
export const DEFAULT_STORE_DOMAIN = 'localhost';

/**
 * The origin a mail link points at: the store's host with the platform's configured public scheme
 * and port (`PUBLIC_SCHEME`, `PUBLIC_PORT`). Never read from request headers: a forged Origin or
 * X-Forwarded-Host must not turn a reset link into a link to somebody else's server.
 */
export function storeOrigin(
  store: Pick<StoreRow, 'url'>,
  publicUrl: PublicUrlConfig,
): string {
  const host = store.url.toLowerCase();
  const defaultPort = publicUrl.scheme === 'https' ? 443 : 80;
  const port =
    publicUrl.port && publicUrl.port !== defaultPort
      ? `:${publicUrl.port}`
      : '';
  return `${publicUrl.scheme}://${host}${port}`;
}

/** The vendor portal's origin for links mailed to a vendor: 'http://vendor.localhost:3000'. */
export function vendorPortalOrigin(publicUrl: PublicUrlConfig): string {
  const domain = publicUrl.storeDomain ?? DEFAULT_STORE_DOMAIN;
  return storeOrigin({ url: `vendor.${domain}` }, publicUrl);
}
