import type {
  ReleaseActor,
  ReleaseAuditAction,
  ReleaseRemote,
  ReleaseVersion,
} from 'shared/contracts/releases';
import { spt } from '../../i18n/t';

// The words the roll-out pages say for the releases' codes (one formatter per enum), in the
// current language.

const REMOTE_PACKAGES: Record<ReleaseRemote, string> = {
  storefront: 'mf-storefront',
  storePortal: 'mf-store-portal',
  vendorPortal: 'mf-vendor-portal',
  serviceBuilder: 'mf-service-builder',
  notifications: 'mf-notifications',
};

/** A remote's name on the screen. */
export const remoteLabel = (remote: ReleaseRemote): string =>
  spt(`releases.remotes.${remote}`);

/** The workspace whose release script publishes the remote. */
export const remotePackage = (remote: ReleaseRemote): string =>
  REMOTE_PACKAGES[remote];

/** An audited change's kind on the screen. */
export const auditActionLabel = (action: ReleaseAuditAction): string =>
  spt(`releases.actions.${action}`);

/** Who did it: a user's e-mail, a release key's name, or the api's start-up configuration. */
export const actorLabel = (actor: ReleaseActor): string =>
  actor.kind === 'system' ? spt('releases.startup') : actor.label;

/** A version's state: switched off by the kill switch, a local build, or published. */
export const versionStatusLabel = (version: ReleaseVersion): string => {
  if (version.status === 'killed') return spt('releases.switchedOff');
  return spt(
    version.source === 'startup' ? 'releases.localBuild' : 'releases.published',
  );
};

/** A value of an audit entry's from → to ('none' for nothing, e.g. no pin before). */
export const auditValue = (value: string | null): string =>
  value ?? spt('releases.none');
