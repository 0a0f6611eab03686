import { useEffect, useState, type ReactNode } from 'react';
import { AppProviders } from 'shared/providers';
import { useIsLoggedIn } from 'shared/session';
import { resolveHost } from 'shared/tenant';
import { PageLoader } from 'shared/ui';
import { reportError } from './errors/reportError';
import { preloadRemotes } from './remotes/federation';
import { OverrideBanner } from './remotes/OverrideBanner';
import { readOverride } from './remotes/override';
import { startRemoteSlots } from './remotes/RemoteSlot';
import { cleanReloadParam } from './remotes/reloadGuard';
import { getRegistry, readLastGood } from './remotes/registry';
import { routeRemotes } from './remotes/routeRemotes';
import { ShellRouter } from './routing/ShellRouter';
import { SiteNotFoundPage } from './tenant/TenantPages';
import { useTenantBoot } from './tenant/useTenantBoot';

const onSwrError = (error: unknown, key: string) =>
  reportError(error, { swrKey: key });

/** The remotes the page at this address renders first, and the store host they load for. */
function pageRemotes(hostname: string, signedIn: boolean) {
  const { kind, storeUrl } = resolveHost(hostname);
  return {
    storeUrl,
    wanted: routeRemotes(
      kind,
      window.location.pathname,
      signedIn,
      readLastGood(storeUrl)?.serviceBuilder?.pages ?? null,
    ),
  };
}

/** The shell: resolves the tenant, then renders the host's route table inside the providers and the data router. */
export function ShellApp({
  hostname = window.location.hostname,
}: {
  hostname?: string;
}) {
  const boot = useTenantBoot(hostname);
  const signedIn = useIsLoggedIn();
  const [override] = useState(readOverride);
  // Before the first render of the route table: the page's remote modules start loading now, and
  // the portal frame waits for them (routing/routes.tsx). Repeated calls start nothing new.
  useState(() => {
    const { storeUrl, wanted } = pageRemotes(hostname, signedIn);
    startRemoteSlots(storeUrl, wanted);
  });
  useEffect(() => {
    cleanReloadParam();
    const { storeUrl, wanted } = pageRemotes(hostname, signedIn);
    void getRegistry(storeUrl); // in flight while the tenant resolves
    // The page's remotes start loading as soon as the resolved set is known, before React asks
    // (after a sign-in too: the slots' modules then load here).
    void preloadRemotes(storeUrl, wanted);
    startRemoteSlots(storeUrl, wanted);
  }, [hostname, signedIn]);

  let page: ReactNode;
  if (boot.status === 'loading') page = <PageLoader fullScreen />;
  else if (boot.status === 'not-found')
    page = (
      <AppProviders>
        <SiteNotFoundPage />
      </AppProviders>
    );
  else
    page = (
      <ShellRouter
        key={boot.tenant.storeId ?? boot.tenant.host}
        tenant={boot.tenant}
        inactive={boot.inactive}
        onSwrError={onSwrError}
      />
    );
  return (
    <>
      {page}
      <OverrideBanner override={override} />
    </>
  );
}
