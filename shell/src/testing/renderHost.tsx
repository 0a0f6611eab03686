import type { Session } from 'shared/session';
import type { HostKind } from 'shared/tenant';
import { mockApi, renderWithProviders } from 'shared/testing';
import { AppRoutes } from '../routing/routes';
import { registryBody } from './fakeFederation';

const HOSTS: Record<HostKind, string> = {
  storefront: 'acme.localhost',
  'store-portal': 'app.localhost',
  vendor: 'vendor.localhost',
};

/** Renders the route table of a host kind at a path (registry mocked, tenant of that host). */
export function renderHost(
  kind: HostKind,
  route: string,
  session?: Partial<Session>,
  registry: object = registryBody,
) {
  mockApi({ 'GET /remote-registry': { body: registry } });
  const tenant = {
    host: HOSTS[kind],
    kind,
    storeId: kind === 'storefront' ? 1 : null,
  };
  return renderWithProviders(
    <AppRoutes
      kind={kind}
      inactive={false}
      tenant={{ ...tenant, storeSettings: null, whiteLabel: null }}
    />,
    { route, session, tenant },
  );
}
