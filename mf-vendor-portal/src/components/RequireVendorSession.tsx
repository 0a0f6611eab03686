import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'shared/router';
import { VENDOR_ROLES } from 'shared/permissions';
import { useSession } from 'shared/session';
import { useBasePath } from '../basePath';
import { vendorPortalPaths } from '../paths';

/**
 * The shop floor's pages render in the shell's plain layout, which checks no login: a visitor who
 * is not a vendor user goes to the login page, which brings them back here (`?next=`).
 */
export function RequireVendorSession({ children }: { children: ReactNode }) {
  const { access, role } = useSession();
  const { pathname, search } = useLocation();
  const basePath = useBasePath();
  if (!access || !role || !VENDOR_ROLES.includes(role.role_id)) {
    return (
      <Navigate
        to={vendorPortalPaths.login(basePath, pathname + search)}
        replace
      />
    );
  }
  return <>{children}</>;
}
