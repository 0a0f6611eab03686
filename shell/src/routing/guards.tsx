import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'shared/router';
import { ONBOARDING_RESUME_PATH } from 'shared/contracts/onboarding';
import { nextRegistrationPath } from 'shared/contracts/vendorOnboarding';
import { hasPermission, ROLES, type LocationScope } from 'shared/permissions';
import { useSession } from 'shared/session';
import type { PageDeclaration } from 'shared/contracts/pages';
import { NotFoundPage, StatusPage } from 'shared/ui';
import { declaredText, hasRole, holdsPermission } from '../pages/access';

/** Props of RequireAuth. */
export interface RequireAuthProps {
  /** role ids allowed here (store roles on the store portal, vendor roles on the vendor portal) */
  roles: readonly number[];
  loginPath: string;
  children: ReactNode;
}

/**
 * Renders children for a signed-in user of the allowed roles, otherwise redirects to the login path.
 * The owner of a store that is not set up yet goes on with its onboarding instead; the
 * owner of a vendor with registration steps to do goes to the first of them, in the spec's order
 * (subscription, address, bank account).
 */
export function RequireAuth({ roles, loginPath, children }: RequireAuthProps) {
  const { access, role, store, registrationSteps } = useSession();
  const location = useLocation();
  if (!access || !role || !roles.includes(role.role_id)) {
    return (
      <Navigate
        to={loginPath}
        replace
        state={{ from: location.pathname + location.search }}
      />
    );
  }
  if (
    role.role_id === ROLES.STORE_OWNER &&
    store?.is_onboarding_complete === false
  )
    return <Navigate to={ONBOARDING_RESUME_PATH} replace />;
  const pendingStep =
    role.role_id === ROLES.VENDOR_OWNER
      ? nextRegistrationPath(registrationSteps)
      : null;
  if (pendingStep) return <Navigate to={pendingStep} replace />;
  return <>{children}</>;
}

/** Props of RequirePermission. */
export interface RequirePermissionProps {
  module: number;
  level: number;
  location?: LocationScope;
  children: ReactNode;
}

/** Renders children only with the permission (shared/permissions), else the not-found page. */
export function RequirePermission({
  module,
  level,
  location,
  children,
}: RequirePermissionProps) {
  const { role } = useSession();
  return hasPermission(role, module, level, location) ? (
    <>{children}</>
  ) : (
    <NotFoundPage />
  );
}

/** Props of RequireRole. */
export interface RequireRoleProps {
  /** what someone else signed in sees (default: the not-found page) */
  refusal?: ReactNode;
  /** role ids that may open the page (e.g. the vendor owner's pages) */
  roles: readonly number[];
  children: ReactNode;
}

/** Renders children only for a signed-in user of one of the roles, else `refusal` (default: the not-found page, as RequirePermission). */
export function RequireRole({ roles, refusal, children }: RequireRoleProps) {
  const { role } = useSession();
  if (role && roles.includes(role.role_id)) return <>{children}</>;
  return refusal === undefined ? <NotFoundPage /> : <>{refusal}</>;
}

/** Props of PageGuard. */
export interface PageGuardProps {
  /** the page the address opens, as its remote declares it (null: none declared) */
  page: PageDeclaration | null;
  /** the i18n namespace of the declaration's words */
  namespace: string;
  children: ReactNode;
}

/**
 * Applies a declared page's roles and permission (ADR 0030): someone else signed in gets the
 * page's refusal, else the not-found page. The api still enforces every permission; this decides
 * only what the browser shows.
 */
export function PageGuard({ page, namespace, children }: PageGuardProps) {
  const { role } = useSession();
  if (!page) return <>{children}</>;
  if (hasRole(role, page.roles) && holdsPermission(role, page.permission))
    return <>{children}</>;
  if (!page.refusal || !role) return <NotFoundPage />;
  return (
    <StatusPage
      mark="403"
      tone="warning"
      title={declaredText(namespace, page.refusal.title)}
    >
      {declaredText(namespace, page.refusal.message)}
    </StatusPage>
  );
}
