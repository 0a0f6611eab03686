import {
  RELEASE_MESSAGES,
  type ReleasePublish,
  type ReleaseVersion,
} from 'shared/contracts/releases';
import type { RemoteKey } from '../../config';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import { auditRelease, type ReleaseAuthor } from './releasesAudit';
import {
  checkEntryUrl,
  checkManifest,
  manifestDigest,
} from './releasesContract';
import { compareVersions } from './releasesSemver';
import { iso } from '../../platform/wire';

// Published versions of the remotes. A version is registered once, at its immutable
// folder; the unique (remote_key, version) decides between concurrent publishes of one version.

export const VERSION_SELECT = `SELECT v.remote_key AS remote, v.version, v.entry_base_url,
  v.manifest_digest, v.status, v.source, v.published_at, v.defaulted_at IS NOT NULL AS has_been_default,
  u.email AS user_email, k.name AS key_name, k.key_prefix
  FROM remote_versions v
  LEFT JOIN users u ON u.id = v.published_by_user_id
  LEFT JOIN release_keys k ON k.id = v.published_by_key_id`;

export type VersionRow = Omit<
  ReleaseVersion,
  'published_by' | 'published_at'
> & {
  published_at: Date;
  user_email: string | null;
  key_name: string | null;
  key_prefix: string | null;
};

export const toVersion = ({
  user_email,
  key_name,
  key_prefix,
  ...row
}: VersionRow): ReleaseVersion => ({
  ...row,
  published_at: iso(row.published_at),
  published_by: user_email
    ? { kind: 'user', label: user_email }
    : key_name
      ? { kind: 'release_key', label: `${key_name} (${key_prefix}…)` }
      : { kind: 'system', label: 'Start-up configuration' },
});

/** Every version of every remote, newest (highest) first within each remote. */
export async function listVersions(
  db: Db,
): Promise<Map<RemoteKey, ReleaseVersion[]>> {
  const rows = await db.query<VersionRow>(VERSION_SELECT);
  const byRemote = new Map<RemoteKey, ReleaseVersion[]>();
  for (const row of rows) {
    const list = byRemote.get(row.remote) ?? [];
    list.push(toVersion(row));
    byRemote.set(row.remote, list);
  }
  for (const list of byRemote.values())
    list.sort((a, b) => compareVersions(b.version, a.version));
  return byRemote;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505';

/**
 * Registers a version: 400 on a malformed entry URL or a manifest that breaks the remote's contract,
 * 409 when the version exists (also for the loser of two concurrent publishes). Changes nothing
 * when it refuses.
 */
export async function publishVersion(
  db: Db,
  author: Exclude<ReleaseAuthor, { kind: 'system' }>,
  remote: RemoteKey,
  input: ReleasePublish,
): Promise<ReleaseVersion> {
  const entryBaseUrl = checkEntryUrl(input.entry_base_url, input.version);
  checkManifest(remote, input.manifest);
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO remote_versions (remote_key, version, entry_base_url, manifest, manifest_digest,
           source, published_by_user_id, published_by_key_id)
         VALUES ($1, $2, $3, $4::jsonb, $5, 'publish', $6, $7)`,
        [
          remote,
          input.version,
          entryBaseUrl,
          JSON.stringify(input.manifest),
          manifestDigest(input.manifest),
          author.kind === 'user' ? author.userId : null,
          author.kind === 'release_key' ? author.keyId : null,
        ],
      );
      if (author.kind === 'release_key')
        await tx.query(
          'UPDATE release_keys SET last_used_at = now() WHERE id = $1',
          [author.keyId],
        );
      await auditRelease(tx, {
        author,
        action: 'publish',
        remote,
        version: input.version,
        from: null,
        to: input.version,
        reason: null,
      });
      const [row] = await tx.query<VersionRow>(
        `${VERSION_SELECT} WHERE v.remote_key = $1 AND v.version = $2`,
        [remote, input.version],
      );
      return toVersion(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(
        409,
        'RELEASE.VERSION_EXISTS',
        RELEASE_MESSAGES.versionExists,
        {
          version: RELEASE_MESSAGES.versionExists,
        },
      );
    throw error;
  }
}
