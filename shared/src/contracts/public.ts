import type { ComponentType } from 'react';
import type { ServiceOption } from '../options/types';
import type { RemoteKey } from './releases';
import type { RemotePages } from './pages';

/** Keys of the five remotes in the registry. */
export type { RemoteKey };

/**
 * One remote as the registry serves it; `entry` is the manifest URL. `manifest` (the federation
 * manifest at `entry`) comes only for the remotes a request names in `manifests=`, when the api has
 * it (ADR 0025); only index.html's boot script reads it.
 */
export interface RemoteDescriptor {
  name: string;
  entry: string;
  version: string;
  manifest?: object;
  /**
   * The version's page declaration (its manifest's `metaData.pages`, ADR 0030), kept by the shell
   * when the answer carried the manifest; undefined: not known yet, null: the version has none.
   */
  pages?: RemotePages | null;
}

/** Which remote version serves this tenant; null switches a remote off (the shell shows its fallback). */
export type RemoteRegistry = Record<RemoteKey, RemoteDescriptor | null>;

/** Props of every remote's `./Routes`: the path it is mounted at, without the trailing `/*` ('' for root). */
export interface RemoteRoutesProps {
  basePath: string;
  /**
   * Given to the service builder only: the storefront's `./OptionsPreview`, loaded by the shell in
   * its own boundary (remotes never import each other; ADR 0015). Absent elsewhere.
   */
  OptionsPreview?: ComponentType<OptionsPreviewProps>;
}

/** Props of `mf_storefront/OptionsPreview`: a service's options as the storefront renders them. */
export interface OptionsPreviewProps {
  name: string;
  /** the service's own price, a decimal string */
  price: string;
  options: ServiceOption[];
}

/** Shape of the storefront remote's `./OptionsPreview` module. */
export interface OptionsPreviewModule {
  default: ComponentType<OptionsPreviewProps>;
}

/** Props of `mf_notifications/NotificationBell` (none yet). */
export type NotificationBellProps = Record<string, never>;

/** Shape of a remote's `./Routes` module. */
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
}

/** Shape of the notifications remote's `./NotificationBell` module. */
export interface NotificationBellModule {
  default: ComponentType<NotificationBellProps>;
}

/** Props of `mf_storefront/TrackOrderDialog`: the Track order dialog the customer header opens. */
export interface TrackOrderDialogProps {
  open: boolean;
  onClose: () => void;
  /** the path the storefront is mounted at ('' on store hosts) */
  basePath?: string;
}

/** Shape of the storefront remote's `./TrackOrderDialog` module. */
export interface TrackOrderDialogModule {
  default: ComponentType<TrackOrderDialogProps>;
}

export type {
  Address,
  Charge,
  Contact,
  Estimate,
  EstimateStatus,
  Order,
  OrderLine,
  OrderStatus,
  RecordCustomer,
} from './orders';
