import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, PageOf, type Page } from './repairParts';

// Independent release of the remotes (ADR 0018): published versions per remote, the
// super admin's roll-out (default, per-store pins, canary, kill switch, rollback), its audit, and
// the release keys the remote teams publish with. GET /remote-registry resolves it per store.
//
// Routes (under /api/v1):
//   a release key of that remote (header `x-release-key`) or the super admin; anyone else 403
//     POST /releases/:remote/versions  ReleasePublish → 201 ReleaseVersion (409 the version exists;
//          400 a malformed body or a manifest that breaks the remote's contract)
//   the super admin only (anyone else 403)
//     GET  /releases → ReleaseOverview
//     GET  /releases/audit?remote&page&page_size → ReleaseAuditPage (newest first)
//     PUT  /releases/:remote/default      ReleaseDefault → RemoteRelease
//     POST /releases/:remote/rollback     ReleaseReason → RemoteRelease (409 nothing to roll back to)
//     PUT  /releases/:remote/pins/:storeId ReleasePin → RemoteRelease (version null unpins; 404 store)
//     PUT  /releases/:remote/canary       ReleaseCanary → RemoteRelease (version null ends it)
//     PUT  /releases/:remote/kill-switch  ReleaseKillSwitch → RemoteRelease
//     GET  /releases/keys → ReleaseKey[]
//     POST /releases/keys    ReleaseKeyCreate → 201 ReleaseKeyCreated (the key is shown once)
//     DELETE /releases/keys/:id → ReleaseKey (revoked; 404 unknown)
// Every roll-out change needs a reason and is audited; a version the body names must be published
// (400 on `version` otherwise) and not switched off by the kill switch.

/** The five remotes, as the registry, the releases and the api's configuration name them. */
export const REMOTE_KEYS = [
  'storefront',
  'storePortal',
  'vendorPortal',
  'serviceBuilder',
  'notifications',
] as const;
export type RemoteKey = (typeof REMOTE_KEYS)[number];
export const RELEASE_REMOTES = REMOTE_KEYS;

export const ReleaseRemote = Type.Union(
  REMOTE_KEYS.map((remote) => Type.Literal(remote)),
);
export type ReleaseRemote = Static<typeof ReleaseRemote>;

/** A semantic version without build metadata (`1.4.0`, `2.0.0-rc.1`). */
export const SEMVER_PATTERN =
  '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-(0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(\\.(0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*)?$';

export const RELEASE_MESSAGES = {
  versionExists: 'This version of the remote is already published.',
  notPublished: 'This version of the remote is not published.',
  killed: 'This version is switched off by the kill switch.',
  entryUrl:
    'The entry URL must be the version’s own folder (http or https, ending in /<version>).',
  containerName: (container: string) =>
    `The manifest must name the remote’s container, ${container}.`,
  missingExposes: (modules: string[]) =>
    `The manifest must expose ${modules.join(', ')} (the remote’s contract).`,
  pages: (problem: string) =>
    `The manifest’s page declaration (metaData.pages) is malformed: ${problem}.`,
  reason: 'Say why you make this change.',
  storeNotFound: 'Store not found.',
  noPrevious: 'There is no earlier good version to roll back to.',
  keyInvalid: 'This release key is not valid.',
  keyOtherRemote: 'This release key publishes another remote.',
  keyNotFound: 'Release key not found.',
} as const;

const Version = () =>
  Type.String({ minLength: 1, maxLength: 64, pattern: SEMVER_PATTERN });
const Reason = () => Type.String({ minLength: 1, maxLength: 500 });

/** One exposed module of a federation manifest (`mf-manifest.json`). */
export const ManifestExpose = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  path: Type.Optional(Type.String({ maxLength: 300 })),
  id: Type.Optional(Type.String({ maxLength: 300 })),
});

/** The parts of a remote's `mf-manifest.json` the api checks; other fields are kept as sent. */
export const RemoteManifest = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 200 })),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  metaData: Type.Optional(Type.Object({})),
  shared: Type.Optional(Type.Array(Type.Object({}), { maxItems: 500 })),
  remotes: Type.Optional(Type.Array(Type.Object({}), { maxItems: 500 })),
  exposes: Type.Array(ManifestExpose, { maxItems: 200 }),
});
export type RemoteManifest = Static<typeof RemoteManifest>;

/** A new version of a remote, uploaded to its immutable folder before it is registered. */
export const ReleasePublish = Type.Object({
  version: Version(),
  /** the version's folder on the remote's static origin, e.g. https://cdn.example/mf-storefront/1.4.0 */
  entry_base_url: Type.String({ minLength: 1, maxLength: 500 }),
  manifest: RemoteManifest,
});
export type ReleasePublish = Static<typeof ReleasePublish>;

/** Who did something: a user, a remote team's release key, or the api's start-up configuration. */
export const ReleaseActor = Type.Object({
  kind: Type.Union([
    Type.Literal('user'),
    Type.Literal('release_key'),
    Type.Literal('system'),
  ]),
  label: Type.String(),
});
export type ReleaseActor = Static<typeof ReleaseActor>;

export const ReleaseVersion = Type.Object({
  remote: ReleaseRemote,
  version: Type.String(),
  entry_base_url: Type.String(),
  /** `sha256-<base64>` of the registered manifest; null for a start-up (local) build */
  manifest_digest: Nullable(Type.String()),
  /** `killed`: the kill switch is on for it, nothing serves it */
  status: Type.Union([Type.Literal('published'), Type.Literal('killed')]),
  /** `startup`: registered from the api's configuration (local builds), not published */
  source: Type.Union([Type.Literal('publish'), Type.Literal('startup')]),
  published_by: ReleaseActor,
  published_at: DateTime(),
  /** has served as the default: only such a version is a "previous good" one */
  has_been_default: Type.Boolean(),
});
export type ReleaseVersion = Static<typeof ReleaseVersion>;

export const ReleaseCanaryState = Type.Object({
  version: Type.String(),
  /** the share of stores, 0–100 %, that get the canary (stable per store) */
  share: Type.Integer({ minimum: 0, maximum: 100 }),
});

/** One remote's roll-out. */
export const RemoteRelease = Type.Object({
  remote: ReleaseRemote,
  /** the federation container name its manifest must carry */
  container: Type.String(),
  /** the modules its manifest must expose */
  exposes: Type.Array(Type.String()),
  default_version: Nullable(Type.String()),
  /** what a store without pin or canary gets: the default, or its previous good version when killed */
  serving_version: Nullable(Type.String()),
  canary: Nullable(ReleaseCanaryState),
  pins: Type.Array(
    Type.Object({
      store: Type.Object({ id: Type.Integer(), name: Type.String() }),
      version: Type.String(),
    }),
  ),
  killed_versions: Type.Array(Type.String()),
  /** newest first */
  versions: Type.Array(ReleaseVersion),
});
export type RemoteRelease = Static<typeof RemoteRelease>;

export const ReleaseOverview = Type.Object({
  remotes: Type.Array(RemoteRelease),
});
export type ReleaseOverview = Static<typeof ReleaseOverview>;

export const ReleaseReason = Type.Object({ reason: Reason() });
export type ReleaseReason = Static<typeof ReleaseReason>;

export const ReleaseDefault = Type.Object({
  version: Version(),
  reason: Reason(),
});
export type ReleaseDefault = Static<typeof ReleaseDefault>;

export const ReleasePin = Type.Object({
  /** null removes the store's pin */
  version: Nullable(Version()),
  reason: Reason(),
});
export type ReleasePin = Static<typeof ReleasePin>;

export const ReleaseCanary = Type.Object({
  /** null ends the canary */
  version: Nullable(Version()),
  share: Type.Integer({ minimum: 0, maximum: 100 }),
  reason: Reason(),
});
export type ReleaseCanary = Static<typeof ReleaseCanary>;

export const ReleaseKillSwitch = Type.Object({
  /** default: the remote's current default version */
  version: Type.Optional(Version()),
  killed: Type.Boolean(),
  reason: Reason(),
});
export type ReleaseKillSwitch = Static<typeof ReleaseKillSwitch>;

export const ReleaseAuditAction = Type.Union([
  Type.Literal('publish'),
  Type.Literal('default'),
  Type.Literal('rollback'),
  Type.Literal('pin'),
  Type.Literal('canary'),
  Type.Literal('kill'),
  Type.Literal('revive'),
  Type.Literal('key_create'),
  Type.Literal('key_revoke'),
]);
export type ReleaseAuditAction = Static<typeof ReleaseAuditAction>;

/** One audited change: who, when, which remote (and store), from → to, why. */
export const ReleaseAuditEntry = Type.Object({
  id: Type.String(),
  at: DateTime(),
  actor: ReleaseActor,
  action: ReleaseAuditAction,
  remote: ReleaseRemote,
  store: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** the version the change is about (null: a pin removed, a canary ended, a key) */
  version: Nullable(Type.String()),
  from: Nullable(Type.String()),
  to: Nullable(Type.String()),
  reason: Nullable(Type.String()),
});
export type ReleaseAuditEntry = Static<typeof ReleaseAuditEntry>;
export const ReleaseAuditPage = PageOf(ReleaseAuditEntry);
export type ReleaseAuditPage = Page<ReleaseAuditEntry>;

export const ReleaseAuditQuery = Type.Object({
  remote: Type.Optional(ReleaseRemote),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});
export type ReleaseAuditQuery = Static<typeof ReleaseAuditQuery>;

/** A remote team's release key, as listed (the key itself is never shown again). */
export const ReleaseKey = Type.Object({
  id: Type.Integer(),
  remote: ReleaseRemote,
  name: Type.String(),
  /** the key's first characters, to recognise it */
  prefix: Type.String(),
  created_by: Nullable(Type.String()),
  created_at: DateTime(),
  last_used_at: Nullable(DateTime()),
  revoked_at: Nullable(DateTime()),
});
export type ReleaseKey = Static<typeof ReleaseKey>;
export const ReleaseKeyList = Type.Array(ReleaseKey);
export type ReleaseKeyList = Static<typeof ReleaseKeyList>;

export const ReleaseKeyCreate = Type.Object({
  remote: ReleaseRemote,
  name: Type.String({ minLength: 1, maxLength: 100 }),
});
export type ReleaseKeyCreate = Static<typeof ReleaseKeyCreate>;

export const ReleaseKeyCreated = Type.Composite([
  ReleaseKey,
  Type.Object({ key: Type.String() }),
]);
export type ReleaseKeyCreated = Static<typeof ReleaseKeyCreated>;

/**
 * GET /remote-registry?host|store_id&manifests → RemoteRegistryAnswer: the build of each remote that
 * serves the tenant (null: switched off); `manifest` (its `mf-manifest.json`, as published) only
 * for the remotes `manifests=` names.
 */
export const RegisteredRemote = Type.Object({
  name: Type.String(),
  entry: Type.String(),
  version: Type.String(),
  manifest: Type.Optional(Type.Unknown()),
});
export const RemoteRegistryAnswer = Type.Object({
  remotes: Type.Object(
    Object.fromEntries(
      REMOTE_KEYS.map((key) => [key, Nullable(RegisteredRemote)]),
    ) as Record<
      RemoteKey,
      ReturnType<typeof Nullable<typeof RegisteredRemote>>
    >,
  ),
});
export type RemoteRegistryAnswer = Static<typeof RemoteRegistryAnswer>;
