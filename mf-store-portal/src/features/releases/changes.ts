import type { RemoteRelease } from 'shared/contracts/releases';
import type { ReleaseChange } from './api';
import { remoteLabel } from './labels';

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
        title: `Set the default version of the ${name}`,
        text: 'Every store without a pin or canary gets this version on its next page load.',
        submit: 'Set default',
        danger: false,
        fields: { ...NO_FIELDS, version: true },
      };
    case 'rollback':
      return {
        title: `Roll back the ${name}?`,
        text: `The default moves from ${release.default_version ?? 'none'} back to its previous good version for every store without a pin or canary, on their next page load.`,
        submit: 'Roll back',
        danger: true,
        fields: NO_FIELDS,
      };
    case 'pin':
      return {
        title: `Pin a store to a version of the ${name}`,
        text: 'The store gets this version whatever the default and the canary are, until you remove the pin.',
        submit: 'Pin store',
        danger: false,
        fields: { version: true, store: true, share: false },
      };
    case 'unpin':
      return {
        title: `Remove the pin of ${request.store.name}?`,
        text: `${request.store.name} goes back to the canary or the default version of the ${name} on its next page load.`,
        submit: 'Remove pin',
        danger: true,
        fields: NO_FIELDS,
      };
    case 'canary':
      return {
        title: release.canary
          ? `Change the canary of the ${name}`
          : `Start a canary of the ${name}`,
        text: 'This share of the stores (the same stores each time, more as you raise it) gets the version; the others keep the default.',
        submit: release.canary ? 'Change canary' : 'Start canary',
        danger: false,
        fields: { version: true, store: false, share: true },
      };
    case 'endCanary':
      return {
        title: `End the canary of the ${name}?`,
        text: `The stores that got ${release.canary?.version ?? 'the canary'} go back to the default version on their next page load.`,
        submit: 'End canary',
        danger: true,
        fields: NO_FIELDS,
      };
    case 'kill':
      return {
        title: `Switch off ${name} ${request.version}?`,
        text: 'Nothing serves this version any more: its pins and canary are skipped and, if it is the default, stores get the previous good version (or the fallback page when there is none).',
        submit: 'Switch off',
        danger: true,
        fields: NO_FIELDS,
      };
    case 'revive':
      return {
        title: `Switch ${name} ${request.version} on again?`,
        text: 'Its pins, canary and default serve it again on the next page load.',
        submit: 'Switch on',
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
      return `The ${name} serves ${release.serving_version ?? 'its fallback'} by default now.`;
    case 'pin':
      return `The store is pinned to its version of the ${name}.`;
    case 'unpin':
      return `${request.store.name} is no longer pinned.`;
    case 'canary':
      return release.canary
        ? `The canary of the ${name} serves ${release.canary.version} to ${release.canary.share} % of the stores.`
        : `The ${name} has no canary now.`;
    case 'endCanary':
      return `The canary of the ${name} has ended.`;
    case 'kill':
      return `${name} ${request.version} is switched off.`;
    case 'revive':
      return `${name} ${request.version} is switched on again.`;
  }
}
