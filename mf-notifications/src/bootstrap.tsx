// Standalone dev only (`npm run dev -w mf-notifications`): in production the shell provides the router,
// AppProviders and, in its portal layouts, AntdTheme; this file does the same for this remote alone.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { api } from 'shared/api';
import { AppProviders } from 'shared/providers';
import { readSession } from 'shared/session';
import { resolveHost, type StoreSettings, type Tenant } from 'shared/tenant';
import { AntdTheme } from 'shared/ui/antd';
import NotificationBell from './exposes/NotificationBell';

async function resolveTenant(): Promise<Tenant> {
  const { kind, storeUrl } = resolveHost(location.hostname);
  const storeSettings = await api
    .get<StoreSettings>('store-settings', { query: { store_url: storeUrl } })
    .catch(() => null);
  const storeId = storeSettings?.store_id ?? readSession().store?.id ?? null;
  return { host: storeUrl, kind, storeId, storeSettings, whiteLabel: null };
}

void resolveTenant().then((tenant) => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders tenant={tenant}>
        <AntdTheme>
          <BrowserRouter>
            <Routes>
              <Route
                path="*"
                element={
                  <header
                    style={{
                      display: 'flex',
                      justifyContent: 'flex-end',
                      padding: 16,
                    }}
                  >
                    <NotificationBell />
                  </header>
                }
              />
            </Routes>
          </BrowserRouter>
        </AntdTheme>
      </AppProviders>
    </StrictMode>,
  );
});
