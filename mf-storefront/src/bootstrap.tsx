// Standalone dev only (`npm run dev -w mf-storefront`): the shell owns the router and providers in production.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { api } from 'shared/api';
import { AppProviders } from 'shared/providers';
import { readSession } from 'shared/session';
import { resolveHost, type StoreSettings, type Tenant } from 'shared/tenant';
import RemoteRoutes from './exposes/Routes';
const BASE_PATH = '';

async function resolveTenant(): Promise<Tenant> {
  const { kind, storeUrl } = resolveHost(location.hostname);
  const storeSettings = await api
    .get<StoreSettings>('store-settings', { query: { store_url: storeUrl } })
    .catch(() => null);
  const storeId = storeSettings?.store_id ?? readSession().store?.id ?? null;
  return { host: storeUrl, kind, storeId, storeSettings, whiteLabel: null };
}

// The shell sets these from the store settings; standalone dev sets them the same way.
function applyWhiteLabelVariables(settings: StoreSettings | null): void {
  const vars: Record<string, string | null | undefined> = {
    '--wl-button': settings?.button_color,
    '--wl-background': settings?.background_color,
    '--wl-border': settings?.border_color,
  };
  for (const [name, value] of Object.entries(vars)) {
    if (value) document.documentElement.style.setProperty(name, value);
  }
}

void resolveTenant().then((tenant) => {
  applyWhiteLabelVariables(tenant.storeSettings);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders tenant={tenant}>
        <BrowserRouter>
          <Routes>
            <Route
              path={`${BASE_PATH}/*`}
              element={<RemoteRoutes basePath={BASE_PATH} />}
            />
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
