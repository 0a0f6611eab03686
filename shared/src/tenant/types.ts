import type {
  StoreSettings,
  WhiteLabelSettings,
} from '../contracts/tenantSettings';

/** Which of the three route tables a host gets. */
export type HostKind = 'storefront' | 'store-portal' | 'vendor';

// The store's branding and settings as GET white-label-settings and store-settings answer them.
export type { StoreSettings, WhiteLabelSettings };

/** What the shell resolved for the current host and hands down to every remote. */
export interface Tenant {
  /** host name without port */
  host: string;
  kind: HostKind;
  /** the store behind the host (storefront) or of the signed-in user (store portal); null if unknown */
  storeId: number | null;
  storeSettings: StoreSettings | null;
  whiteLabel: WhiteLabelSettings | null;
}
