import type { ReactNode } from 'react';
import { OwnerOnly as VendorOwnerOnly } from '../../../components/OwnerOnly';
import { useVendorT } from '../../../i18n/t';

/** The team pages are the vendor owner's: staff who open the URL are told so (the api answers them 403 too). */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const t = useVendorT();
  return (
    <VendorOwnerOnly why={<p>{t('team.notOwner')}</p>}>
      {children}
    </VendorOwnerOnly>
  );
}
