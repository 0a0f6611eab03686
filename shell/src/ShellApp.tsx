import { useEffect } from 'react';
import { AppProviders } from 'shared/providers';
import { resolveHost } from 'shared/tenant';
import { PageLoader } from 'shared/ui';
import { reportError } from './errors/reportError';
import { cleanReloadParam } from './remotes/reloadGuard';
import { getRegistry } from './remotes/registry';
import { ShellRouter } from './routing/ShellRouter';
import { SiteNotFoundPage } from './tenant/TenantPages';
import { useTenantBoot } from './tenant/useTenantBoot';

const onSwrError = (error: unknown, key: string) =>
  reportError(error, { swrKey: key });

/** The shell: resolves the tenant, then renders the host's route table inside the providers and the data router. */
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
    <ShellRouter
      key={tenant.storeId ?? tenant.host}
      tenant={tenant}
      inactive={inactive}
      onSwrError={onSwrError}
    />
  );
}
