import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from 'shared/providers';
import { resolveHost } from 'shared/tenant';
import { PageLoader } from 'shared/ui';
import { RouteAnnouncer } from './a11y/RouteAnnouncer';
import { useSiteName } from './a11y/siteName';
import { reportError } from './errors/reportError';
import { cleanReloadParam } from './remotes/reloadGuard';
import { getRegistry } from './remotes/registry';
import { AppRoutes } from './routing/routes';
import { SignOutRedirect } from './routing/SignOutRedirect';
import { SiteNotFoundPage } from './tenant/TenantPages';
import { useTenantBoot } from './tenant/useTenantBoot';

/** The route announcer with the current tenant's name (inside the providers). */
function ShellRouteAnnouncer() {
  return <RouteAnnouncer siteName={useSiteName()} />;
}

const onSwrError = (error: unknown, key: string) =>
  reportError(error, { swrKey: key });

/** The shell: resolves the tenant, then renders the host's route table inside the providers and router. */
export function ShellApp({
  hostname = window.location.hostname,
}: {
  hostname?: string;
}) {
  const boot = useTenantBoot(hostname);
  useEffect(() => {
    cleanReloadParam();
    void getRegistry(resolveHost(hostname).storeUrl); // in flight while the tenant resolves
  }, [hostname]);

  if (boot.status === 'loading') return <PageLoader fullScreen />;
  if (boot.status === 'not-found') {
    return (
      <AppProviders>
        <SiteNotFoundPage />
      </AppProviders>
    );
  }
  const { tenant, inactive } = boot;
  return (
    <AppProviders
      key={tenant.storeId ?? tenant.host}
      tenant={tenant}
      onError={onSwrError}
    >
      <BrowserRouter>
        <SignOutRedirect kind={tenant.kind} />
        <ShellRouteAnnouncer />
        <AppRoutes kind={tenant.kind} inactive={inactive} tenant={tenant} />
      </BrowserRouter>
    </AppProviders>
  );
}
