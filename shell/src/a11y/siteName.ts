import { useSession } from 'shared/session';
import { useTenant } from 'shared/tenant';
import { PLATFORM_NAME } from '../layout/platform';

/** The second part of every page title: the store's name, the signed-in store's or vendor's, else the platform's. */
export function useSiteName(): string {
  const { kind, storeSettings } = useTenant();
  const session = useSession();
  if (kind === 'storefront') return storeSettings?.store?.name ?? PLATFORM_NAME;
  if (kind === 'vendor') return session.user?.vendor?.name ?? PLATFORM_NAME;
  return session.store?.name ?? PLATFORM_NAME;
}
