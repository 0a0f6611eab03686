// Standalone dev of one remote (`npm run dev -w <remote>`): what the shell does in production —
// resolve the tenant from the host, apply its colours, mount router + AppProviders — in one call.
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'shared/router';
import { api } from 'shared/api';
import type { RemoteRoutesProps } from 'shared/contracts';
import { AppProviders } from 'shared/providers';
import { readSession } from 'shared/session';
import {
  colorVariables,
  resolveHost,
  type StoreSettings,
  type Tenant,
} from 'shared/tenant';

/** Options of mountStandalone. */
export interface StandaloneOptions {
  /** the remote's exposed `./Routes` component */
  routes: ComponentType<RemoteRoutesProps>;
  /** where the shell mounts it ('' for the root) */
  basePath: string;
  /** an extra wrapper inside the providers, e.g. `AntdTheme` for remotes that use antd */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/** Resolves the tenant like the shell does (a store host's settings, else the session's store). */
export async function resolveStandaloneTenant(
  hostname: string,
): Promise<Tenant> {
  const { kind, storeUrl } = resolveHost(hostname);
  const storeSettings = await api
    .get<StoreSettings>('store-settings', { query: { store_url: storeUrl } })
    .catch(() => null);
  const storeId = storeSettings?.store_id ?? readSession().store?.id ?? null;
  return { host: storeUrl, kind, storeId, storeSettings, whiteLabel: null };
}

/** Mounts a remote's routes alone into `#root` (dev only; exposed modules never do this). */
export async function mountStandalone({
  routes: RemoteRoutes,
  basePath,
  wrapper: Wrapper = ({ children }) => <>{children}</>,
}: StandaloneOptions): Promise<void> {
  const tenant = await resolveStandaloneTenant(location.hostname);
  for (const [name, value] of Object.entries(
    colorVariables(tenant.storeSettings),
  ))
    document.documentElement.style.setProperty(name, value);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders tenant={tenant}>
        <Wrapper>
          <BrowserRouter>
            <Routes>
              <Route
                path={`${basePath}/*`}
                element={<RemoteRoutes basePath={basePath} />}
              />
            </Routes>
          </BrowserRouter>
        </Wrapper>
      </AppProviders>
    </StrictMode>,
  );
}
