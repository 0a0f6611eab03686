import type { ReactNode } from 'react';
import { OwnerOnly as VendorOwnerOnly } from '../../../components/OwnerOnly';

/** The team pages are the vendor owner's: staff who open the URL are told so (the api answers them 403 too). */
export function OwnerOnly({ children }: { children: ReactNode }) {
  return (
    <VendorOwnerOnly
      why={
        <p>
          My Team is the owner’s page: only the owner of the workshop invites
          and manages its team.
        </p>
      }
    >
      {children}
    </VendorOwnerOnly>
  );
}
