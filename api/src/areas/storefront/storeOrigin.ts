import type { PublicUrlConfig } from '../../config';
import type { StoreRow } from './stores';

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
