import type { ReactNode } from 'react';
import { StatusPage } from 'shared/ui';
import { useStorePortalT } from '../../../i18n/t';
import { useIsStoreOwner, useStoreId } from '../hooks';

/** The team pages are the store owner's: anyone else who opens the URL is refused here. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const t = useStorePortalT();
  const isOwner = useIsStoreOwner();
  const storeId = useStoreId();
  if (!isOwner || storeId === null) {
    return (
      <StatusPage mark="403" tone="warning" title={t('users.deniedTitle')}>
        <p>{t('users.deniedText')}</p>
      </StatusPage>
    );
  }
  return <>{children}</>;
}
