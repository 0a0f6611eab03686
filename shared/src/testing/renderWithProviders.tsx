import {
  render,
  type RenderOptions,
  type RenderResult,
} from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
} from 'shared/router';
import { AppProviders } from 'shared/providers';
import { emptySession, type Session } from 'shared/session';
import { resolveHost, type Tenant } from 'shared/tenant';
import { AntdTheme } from 'shared/ui/antd';
import { installRequest } from './request';

/** Options of renderWithProviders. */
export interface RenderWithProvidersOptions extends Omit<
  RenderOptions,
  'wrapper'
> {
  /** initial URL of the memory router (default '/') */
  route?: string;
  /**
   * Render under a data router as the shell does (one splat route whose element holds the page's
   * descendant <Routes>; ADR 0013), instead of a plain MemoryRouter: navigations then run as the
   * shell's do (blocking, transitions).
   */
  dataRouter?: boolean;
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

/** Renders with a fresh SWR cache, a fresh jotai store, the antd theme (AntdTheme) and a memory router (plain, or a data router as the shell's). */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    session,
    tenant,
    dataRouter = false,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderResult {
  const fullSession: Session = { ...emptySession(), ...session };
  const fullTenant = testTenant(tenant);
  const swr = { provider: () => new Map(), dedupingInterval: 0 };
  if (dataRouter) installRequest();
  const router = dataRouter
    ? createMemoryRouter([{ path: '*', element: ui }], {
        initialEntries: [route],
      })
    : null;
  return render(router ? <RouterProvider router={router} /> : ui, {
    ...options,
    wrapper: ({ children }) => (
      <AppProviders tenant={fullTenant} session={fullSession} swr={swr}>
        <AntdTheme>
          {router ? (
            children
          ) : (
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          )}
        </AntdTheme>
      </AppProviders>
    ),
  });
}
