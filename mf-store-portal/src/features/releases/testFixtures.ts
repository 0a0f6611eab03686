import type {
  ReleaseAuditEntry,
  ReleaseVersion,
  RemoteRelease,
} from 'shared/contracts/releases';

// The roll-out pages' test data (jest only): a storefront with a local build and two published
// versions, and remotes with nothing published.

export const versionOf = (
  version: string,
  overrides: Partial<ReleaseVersion> = {},
): ReleaseVersion => ({
  remote: 'storefront',
  version,
  entry_base_url: `https://cdn.example/mf-storefront/${version}`,
  manifest_digest: `sha256-digest-of-${version}`,
  status: 'published',
  source: 'publish',
  published_by: { kind: 'release_key', label: 'storefront team (rk_abc…)' },
  published_at: '2026-11-20T10:00:00Z',
  has_been_default: false,
  ...overrides,
});

export const storefrontRelease = (
  overrides: Partial<RemoteRelease> = {},
): RemoteRelease => ({
  remote: 'storefront',
  container: 'mf_storefront',
  exposes: ['./Routes'],
  default_version: '1.1.0',
  serving_version: '1.1.0',
  canary: null,
  pins: [],
  killed_versions: [],
  versions: [
    versionOf('1.2.0'),
    versionOf('1.1.0', { has_been_default: true }),
    versionOf('0.0.0', {
      source: 'startup',
      manifest_digest: null,
      published_by: { kind: 'system', label: 'startup' },
      has_been_default: true,
    }),
  ],
  ...overrides,
});

export const emptyRelease = (
  remote: RemoteRelease['remote'],
): RemoteRelease => ({
  remote,
  container: remote,
  exposes: ['./Routes'],
  default_version: null,
  serving_version: null,
  canary: null,
  pins: [],
  killed_versions: [],
  versions: [],
});

export const auditEntry = (
  overrides: Partial<ReleaseAuditEntry> = {},
): ReleaseAuditEntry => ({
  id: '1',
  at: '2026-11-21T09:30:00Z',
  actor: { kind: 'user', label: 'admin@platform.test' },
  action: 'default',
  remote: 'storefront',
  store: null,
  version: '1.1.0',
  from: '1.0.0',
  to: '1.1.0',
  reason: 'The new checkout',
  ...overrides,
});

export const auditPageOf = (results: ReleaseAuditEntry[]) => ({
  results,
  count: results.length,
  page: 1,
  page_size: 20,
  status_counts: {},
});
