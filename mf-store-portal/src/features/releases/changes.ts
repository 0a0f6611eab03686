import type { RemoteRelease } from 'shared/contracts/releases';
import type { ReleaseChange } from './api';
import { remoteLabel } from './labels';
import { spt as t } from '../../i18n/t';

// What the roll-out dialog asks for each change the super admin starts: its words, the fields it
// needs besides the reason, and the change it sends.

/** A change the super admin started from a remote's card (the dialog fills in the rest). */
export type ChangeRequest =
  | { kind: 'default'; version?: string }
  | { kind: 'rollback' }
  | { kind: 'pin' }
  | { kind: 'unpin'; store: { id: number; name: string } }
  | { kind: 'canary' }
  | { kind: 'endCanary' }
  | { kind: 'kill'; version: string }
  | { kind: 'revive'; version: string };

/** The dialog's values: the reason, plus the fields its change needs. */
export interface ChangeValues {
  version: string;
  storeId: number | null;
  share: number | '';
  reason: string;
}

/** How the dialog reads for one change. */
export interface ChangeText {
  title: string;
  /** what happens, in a sentence (destructive changes say what stops) */
  text: string;
  submit: string;
  /** a destructive change: red button */
  danger: boolean;
  /** the fields it asks besides the reason */
  fields: { version: boolean; store: boolean; share: boolean };
}

const NO_FIELDS = { version: false, store: false, share: false };

/** The dialog's words and fields for `request` on `release`. */
export function describeChange(
  release: RemoteRelease,
  request: ChangeRequest,
): ChangeText {
  const name = remoteLabel(release.remote);
  switch (request.kind) {
    case 'default':
      return {
        title: t('releases.change.defaultTitle', { name }),
        text: t('releases.change.defaultText'),
        submit: t('releases.change.defaultSubmit'),
        danger: false,
        fields: { ...NO_FIELDS, version: true },
      };
    case 'rollback':
      return {
        title: t('releases.change.rollbackTitle', { name }),
        text: t('releases.change.rollbackText', {
          version: release.default_version ?? t('releases.none'),
        }),
        submit: t('releases.change.rollbackSubmit'),
        danger: true,
        fields: NO_FIELDS,
      };
    case 'pin':
      return {
        title: t('releases.change.pinTitle', { name }),
        text: t('releases.change.pinText'),
        submit: t('releases.change.pinSubmit'),
        danger: false,
        fields: { version: true, store: true, share: false },
      };
    case 'unpin':
      return {
        title: t('releases.change.unpinTitle', { store: request.store.name }),
        text: t('releases.change.unpinText', {
          store: request.store.name,
          name,
        }),
        submit: t('releases.change.unpinSubmit'),
        danger: true,
        fields: NO_FIELDS,
      };
    case 'canary':
      return {
        title: release.canary
          ? t('releases.change.changeCanaryTitle', { name })
          : t('releases.change.startCanaryTitle', { name }),
        text: t('releases.change.canaryText'),
        submit: t(
          release.canary
            ? 'releases.change.changeCanary'
            : 'releases.change.startCanary',
        ),
        danger: false,
        fields: { version: true, store: false, share: true },
      };
    case 'endCanary':
      return {
        title: t('releases.change.endCanaryTitle', { name }),
        text: t('releases.change.endCanaryText', {
          version: release.canary?.version ?? t('releases.change.theCanary'),
        }),
        submit: t('releases.change.endCanary'),
        danger: true,
        fields: NO_FIELDS,
      };
    case 'kill':
      return {
        title: t('releases.change.killTitle', {
          name,
          version: request.version,
        }),
        text: t('releases.change.killText'),
        submit: t('releases.change.killSubmit'),
        danger: true,
        fields: NO_FIELDS,
      };
    case 'revive':
      return {
        title: t('releases.change.reviveTitle', {
          name,
          version: request.version,
        }),
        text: t('releases.change.reviveText'),
        submit: t('releases.change.reviveSubmit'),
        danger: false,
        fields: NO_FIELDS,
      };
  }
}

/** The dialog's first values: the version the request names, else the default's. */
export function initialValues(
  release: RemoteRelease,
  request: ChangeRequest,
): ChangeValues {
  const version =
    request.kind === 'default' && request.version
      ? request.version
      : request.kind === 'canary'
        ? (release.canary?.version ?? '')
        : '';
  return {
    version,
    storeId: null,
    share: request.kind === 'canary' ? (release.canary?.share ?? 1) : '',
    reason: '',
  };
}

/** The change the dialog sends for `request` with what was typed. */
export function toChange(
  request: ChangeRequest,
  values: ChangeValues,
): ReleaseChange {
  switch (request.kind) {
    case 'default':
      return { kind: 'default', version: values.version };
    case 'pin':
      return {
        kind: 'pin',
        storeId: values.storeId ?? 0,
        version: values.version,
      };
    case 'unpin':
      return { kind: 'unpin', storeId: request.store.id };
    case 'canary':
      return {
        kind: 'canary',
        version: values.version,
        share: Number(values.share),
      };
    case 'kill':
    case 'revive':
      return { kind: request.kind, version: request.version };
    case 'rollback':
    case 'endCanary':
      return { kind: request.kind };
  }
}

/** What the page says once the api took the change. */
export function doneText(
  release: RemoteRelease,
  request: ChangeRequest,
): string {
  const name = remoteLabel(release.remote);
  switch (request.kind) {
    case 'default':
    case 'rollback':
      return t('releases.done.serves', {
        name,
        version: release.serving_version ?? t('releases.done.itsFallback'),
      });
    case 'pin':
      return t('releases.done.pinned', { name });
    case 'unpin':
      return t('releases.done.unpinned', { store: request.store.name });
    case 'canary':
      return release.canary
        ? t('releases.done.canary', {
            name,
            version: release.canary.version,
            share: release.canary.share,
          })
        : t('releases.done.noCanary', { name });
    case 'endCanary':
      return t('releases.done.canaryEnded', { name });
    case 'kill':
      return t('releases.done.killed', { name, version: request.version });
    case 'revive':
      return t('releases.done.revived', { name, version: request.version });
  }
}
