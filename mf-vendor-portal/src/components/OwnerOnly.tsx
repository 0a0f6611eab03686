import type { ReactNode } from 'react';
import { ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { StatusPage } from 'shared/ui';
import { useVendorT } from '../i18n/t';

/** Whether the signed-in user is the vendor's owner (vendor staff never are). */
export function useIsVendorOwner(): boolean {
  return useSession().role?.role_id === ROLES.VENDOR_OWNER;
}

/**
 * The refusal of an owner-only page: the same state whether the session said so
 * or the api answered 403. `children` says why the page is the owner's.
 */
export function NotOwnerState({ children }: { children: ReactNode }) {
  const t = useVendorT();
  return (
    <StatusPage mark="403" tone="warning" title={t('team.notOwnerTitle')}>
      {children}
    </StatusPage>
  );
}

/** Props of OwnerOnly. */
export interface OwnerOnlyProps {
  /** why the page is the owner's (shown to anyone else) */
  why: ReactNode;
  children: ReactNode;
}

/** An owner-only page: the vendor's owner sees it; staff who open the URL are told so without asking the api. */
export function OwnerOnly({ why, children }: OwnerOnlyProps) {
  if (!useIsVendorOwner()) return <NotOwnerState>{why}</NotOwnerState>;
  return <>{children}</>;
}
