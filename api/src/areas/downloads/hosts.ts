import type { PublicUrlConfig } from '../../config';
import { storeOrigin } from '../storefront';

// The vendor side's host for a store: `vendor.<domain>` beside the store's own `<store>.<domain>`
// (shared/tenant resolveHost reads the first label 'vendor' as the vendor portal), with the
// configured public scheme and port, like the storefront links of the mails (storeOrigin).

/** 'http://vendor.localhost:8080' for the store 'acme.localhost' and public port 8080. */
export function vendorOrigin(
  store: { url: string },
  publicUrl: PublicUrlConfig,
): string {
  const labels = store.url.toLowerCase().split('.');
  const domain = labels.length > 1 ? labels.slice(1).join('.') : labels[0];
  return storeOrigin({ url: `vendor.${domain}` }, publicUrl);
}
