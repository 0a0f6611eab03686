import type { ReactNode } from 'react';
import { StatusPage } from 'shared/ui';
import { useIsVendorOwner } from '../hooks';

/** The team pages are the vendor owner's: staff who open the URL are told so (the api answers them 403 too). */
export function OwnerOnly({ children }: { children: ReactNode }) {
  if (!useIsVendorOwner())
    return (
      <StatusPage mark="403" tone="warning" title="You cannot open this page">
        <p>
          My Team is the owner’s page: only the owner of the workshop invites
          and manages its team.
        </p>
      </StatusPage>
    );
  return <>{children}</>;
}
