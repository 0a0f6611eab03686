import {
  DEFAULT_REMOTE_URLS,
  REMOTE_KEYS,
  type RemoteKey,
  type RemoteRelease,
} from '../../config';
import type { Db } from '../../db/types';
import { auditRelease } from './releasesAudit';

/**
 * Registers each remote's configured build (else its local origin, version 0.1.0) as a start-up
 * version and points the remote's default at it (ADR 0018). A configured release moves the default
 * (audited, by the system); without one, a default moved through the api is kept and only a remote
 * without any default gets the local build. A start-up version's URL follows the configuration; a
 * published version is never changed, and the kill switch (a version's status) survives.
 */
export async function syncRemoteReleases(
  db: Db,
  remotes: Partial<Record<RemoteKey, string | RemoteRelease>> = {},
): Promise<void> {
  for (const key of REMOTE_KEYS) {
    const given = remotes[key];
    const release: RemoteRelease =
      typeof given === 'string'
        ? { url: given }
        : (given ?? { url: DEFAULT_REMOTE_URLS[key] });
    const version = release.version ?? '0.1.0';
    await db.transaction(async (tx) => {
      const [rollout] = await tx.query<{ default_version: string }>(
        'SELECT default_version FROM remote_rollouts WHERE remote_key = $1 FOR UPDATE',
        [key],
      );
      if (rollout && !given) return;
      await tx.query(
        `INSERT INTO remote_versions (remote_key, version, entry_base_url, source, defaulted_at)
         VALUES ($1, $2, $3, 'startup', now())
         ON CONFLICT (remote_key, version) DO UPDATE SET entry_base_url = EXCLUDED.entry_base_url
         WHERE remote_versions.source = 'startup'`,
        [key, version, release.url.replace(/\/+$/, '')],
      );
      await tx.query(
        'UPDATE remote_versions SET defaulted_at = COALESCE(defaulted_at, now()) WHERE remote_key = $1 AND version = $2',
        [key, version],
      );
      if (rollout?.default_version === version) return;
      await tx.query(
        `INSERT INTO remote_rollouts (remote_key, default_version) VALUES ($1, $2)
         ON CONFLICT (remote_key) DO UPDATE SET default_version = EXCLUDED.default_version, updated_at = now()`,
        [key, version],
      );
      await auditRelease(tx, {
        author: { kind: 'system' },
        action: 'default',
        remote: key,
        version,
        from: rollout?.default_version ?? null,
        to: version,
        reason: given
          ? 'The api’s start-up configuration names this build.'
          : 'The local build (no release configured).',
      });
    });
  }
}
