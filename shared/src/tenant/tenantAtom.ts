import { atom } from 'shared/state';
import type { Tenant } from './types';
import { resolveHost } from './resolveHost';

function defaultTenant(): Tenant {
  const hostname =
    typeof location === 'undefined' ? 'localhost' : location.hostname;
  const { kind, storeUrl } = resolveHost(hostname);
  return {
    host: storeUrl,
    kind,
    storeId: null,
    storeSettings: null,
    whiteLabel: null,
  };
}

// Private: remotes read the tenant through useTenant(); only AppProviders writes it.
export const tenantAtom = atom<Tenant | null>(null);
export const tenantValueAtom = atom(
  (get) => get(tenantAtom) ?? defaultTenant(),
);
