import type {
  ReleaseActor,
  ReleaseAuditAction,
  ReleaseRemote,
  ReleaseVersion,
} from 'shared/contracts/releases';

// The words the roll-out pages say for the releases' codes (one formatter per enum).

const REMOTE_LABELS: Record<ReleaseRemote, string> = {
  storefront: 'Storefront',
  storePortal: 'Store portal',
  vendorPortal: 'Vendor portal',
  serviceBuilder: 'Service builder',
  notifications: 'Notifications',
};

const REMOTE_PACKAGES: Record<ReleaseRemote, string> = {
  storefront: 'mf-storefront',
  storePortal: 'mf-store-portal',
  vendorPortal: 'mf-vendor-portal',
  serviceBuilder: 'mf-service-builder',
  notifications: 'mf-notifications',
};

const ACTION_LABELS: Record<ReleaseAuditAction, string> = {
  publish: 'Published',
  default: 'Default set',
  rollback: 'Rolled back',
  pin: 'Store pinned',
  canary: 'Canary',
  kill: 'Switched off',
  revive: 'Switched on again',
  key_create: 'Release key created',
  key_revoke: 'Release key revoked',
};

/** A remote's name on the screen. */
export const remoteLabel = (remote: ReleaseRemote): string =>
  REMOTE_LABELS[remote];

/** The workspace whose release script publishes the remote. */
export const remotePackage = (remote: ReleaseRemote): string =>
  REMOTE_PACKAGES[remote];

/** An audited change's kind on the screen. */
export const auditActionLabel = (action: ReleaseAuditAction): string =>
  ACTION_LABELS[action];

/** Who did it: a user's e-mail, a release key's name, or the api's start-up configuration. */
export const actorLabel = (actor: ReleaseActor): string =>
  actor.kind === 'system' ? 'Start-up configuration' : actor.label;

/** A version's state: switched off by the kill switch, a local build, or published. */
export const versionStatusLabel = (version: ReleaseVersion): string => {
  if (version.status === 'killed') return 'Switched off';
  return version.source === 'startup' ? 'Local build' : 'Published';
};

/** A value of an audit entry's from → to ('none' for nothing, e.g. no pin before). */
export const auditValue = (value: string | null): string => value ?? 'none';
