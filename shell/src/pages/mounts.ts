import type { RemoteKey } from 'shared/contracts';
import type { HostKind } from 'shared/tenant';
import {
  SERVICE_BUILDER_BASE,
  STORE_PORTAL_BASE,
  VENDOR_SERVICE_BUILDER_BASE,
} from '../routing/paths';

// The shell's host rule of which host kind loads which remote, and where: the remotes whose page
// declarations make a host's menu, guards and titles. (The store portal also serves its public
// pages at the root of its host: routing/PortalRoutes.tsx.) A leaf module.

/** A remote and the path a host mounts it at. */
export interface Mount {
  remote: RemoteKey;
  base: string;
}

export const HOST_REMOTES: Record<HostKind, readonly Mount[]> = {
  storefront: [{ remote: 'storefront', base: '' }],
  'store-portal': [
    { remote: 'storePortal', base: STORE_PORTAL_BASE },
    { remote: 'serviceBuilder', base: SERVICE_BUILDER_BASE },
  ],
  vendor: [
    { remote: 'vendorPortal', base: '' },
    { remote: 'serviceBuilder', base: VENDOR_SERVICE_BUILDER_BASE },
  ],
};
