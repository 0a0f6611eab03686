import {
  render,
  type RenderOptions,
  type RenderResult,
} from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from 'shared/providers';
import { emptySession, type Session } from 'shared/session';
import { resolveHost, type Tenant } from 'shared/tenant';
import { AntdTheme } from 'shared/ui/antd';

/** Options of renderWithProviders. */
export interface RenderWithProvidersOptions extends Omit<
  RenderOptions,
  'wrapper'
> {
  /** initial URL of the memory router (default '/') */
  route?: string;
  /** session fields to start with (the rest empty) */
  session?: Partial<Session>;
  /** tenant fields (default: a storefront tenant for acme.localhost, store 1) */
  tenant?: Partial<Tenant>;
}

/** A storefront tenant for tests. */
export function testTenant(overrides: Partial<Tenant> = {}): Tenant {
  const host = overrides.host ?? 'acme.localhost';
  return {
    host,
    kind: resolveHost(host).kind,
    storeId: 1,
    storeSettings: null,
    whiteLabel: null,
    ...overrides,
  };
}

/** Renders with a fresh SWR cache, a fresh jotai store, the antd theme (AntdTheme) and a MemoryRouter. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', session, tenant, ...options }: RenderWithProvidersOptions = {},
): RenderResult {
  const fullSession: Session = { ...emptySession(), ...session };
  const fullTenant = testTenant(tenant);
  const swr = { provider: () => new Map(), dedupingInterval: 0 };
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <AppProviders tenant={fullTenant} session={fullSession} swr={swr}>
        <AntdTheme>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </AntdTheme>
      </AppProviders>
    ),
  });
}
