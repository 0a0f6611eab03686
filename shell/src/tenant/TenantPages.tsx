import { StatusPage } from 'shared/ui';
import { useShellT } from '../layout/CustomerMessages';

export { SiteNotFoundPage } from './SiteNotFoundPage';

/** The whole page on / of an inactive store (403 STORE.INACTIVE): no shop header, search, cart or Log in. */
export function InactiveStorePage({
  storeName,
}: {
  storeName?: string | null;
}) {
  const t = useShellT();
  return (
    <main>
      <StatusPage mark="!" tone="warning" title={t('store.inactiveTitle')}>
        <p className="ui-state__message">
          {storeName
            ? t('store.inactiveNamed', { store: storeName })
            : t('store.inactive')}
        </p>
      </StatusPage>
    </main>
  );
}
