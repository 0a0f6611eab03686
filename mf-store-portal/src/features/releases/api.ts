import { api } from 'shared/api';
import type { AdminStorePage } from 'shared/contracts/access';
import type {
  ReleaseAuditPage,
  ReleaseKey,
  ReleaseKeyCreate,
  ReleaseKeyCreated,
  ReleaseOverview,
  ReleaseRemote,
  RemoteRelease,
} from 'shared/contracts/releases';

// The super admin's roll-out of the remotes (ADR 0018): GET /releases, the audit, the
// roll-out changes and the release keys; the store picker searches GET /admin/stores.

export const releaseKeys = {
  overview: ['releases'] as const,
  audit: (query: Record<string, string | number>) =>
    ['releases/audit', query] as const,
  keys: ['releases/keys'] as const,
  stores: (search: string) =>
    ['admin/stores', { search, page_size: 10 }] as const,
};

export const getReleases = () => api.get<ReleaseOverview>('releases');

export const getReleaseAudit = (query: Record<string, string | number>) =>
  api.get<ReleaseAuditPage>('releases/audit', { query });

export const getReleaseKeys = () => api.get<ReleaseKey[]>('releases/keys');

export const createReleaseKey = (body: ReleaseKeyCreate) =>
  api.post<ReleaseKeyCreated>('releases/keys', body);

export const revokeReleaseKey = (id: number) =>
  api.delete<ReleaseKey>(`releases/keys/${id}`);

/** The first stores whose name or host matches (the pin dialog's picker). */
export const searchStores = (search: string) =>
  api.get<AdminStorePage>('admin/stores', {
    query: { search, page_size: 10 },
  });

/** One roll-out change the dialog asks for; each carries the reason the api audits. */
export type ReleaseChange =
  | { kind: 'default'; version: string }
  | { kind: 'rollback' }
  | { kind: 'pin'; storeId: number; version: string }
  | { kind: 'unpin'; storeId: number }
  | { kind: 'canary'; version: string; share: number }
  | { kind: 'endCanary' }
  | { kind: 'kill'; version: string }
  | { kind: 'revive'; version: string };

/** Sends one roll-out change of `remote`; the api answers the remote's new roll-out. */
export function sendReleaseChange(
  remote: ReleaseRemote,
  change: ReleaseChange,
  reason: string,
): Promise<RemoteRelease> {
  const base = `releases/${remote}`;
  switch (change.kind) {
    case 'default':
      return api.put(`${base}/default`, { version: change.version, reason });
    case 'rollback':
      return api.post(`${base}/rollback`, { reason });
    case 'pin':
      return api.put(`${base}/pins/${change.storeId}`, {
        version: change.version,
        reason,
      });
    case 'unpin':
      return api.put(`${base}/pins/${change.storeId}`, {
        version: null,
        reason,
      });
    case 'canary':
      return api.put(`${base}/canary`, {
        version: change.version,
        share: change.share,
        reason,
      });
    case 'endCanary':
      return api.put(`${base}/canary`, { version: null, share: 0, reason });
    case 'kill':
    case 'revive':
      return api.put(`${base}/kill-switch`, {
        version: change.version,
        killed: change.kind === 'kill',
        reason,
      });
  }
}
