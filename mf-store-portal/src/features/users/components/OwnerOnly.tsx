import type { ReactNode } from 'react';
import { StatusPage } from 'shared/ui';
import { useIsStoreOwner, useStoreId } from '../hooks';

/** The team pages are the store owner's: anyone else who opens the URL is refused here. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const isOwner = useIsStoreOwner();
  const storeId = useStoreId();
  if (!isOwner || storeId === null) {
    return (
      <StatusPage mark="403" tone="warning" title="You cannot open this page">
        <p>Only the store owner manages the team and its permissions.</p>
      </StatusPage>
    );
  }
  return <>{children}</>;
}
