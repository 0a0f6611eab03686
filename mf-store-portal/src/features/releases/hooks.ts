import useSWR, { useSWRConfig } from 'swr';
import type {
  ReleaseAuditPage,
  ReleaseKey,
  ReleaseKeyCreate,
  ReleaseOverview,
  ReleaseRemote,
} from 'shared/contracts/releases';
import type { AdminStorePage } from 'shared/contracts/access';
import {
  createReleaseKey,
  getReleaseAudit,
  getReleaseKeys,
  getReleases,
  releaseKeys,
  revokeReleaseKey,
  searchStores,
  sendReleaseChange,
  type ReleaseChange,
} from './api';

// The portal has no live channel for the super admin, so the roll-out and its audit revalidate when
// the window gets the focus back: a change made in another tab shows without a reload.
const LIVE = { revalidateOnFocus: true } as const;

/** Every remote's roll-out. */
export function useReleases() {
  const { data, error, isLoading, mutate } = useSWR<ReleaseOverview, Error>(
    releaseKeys.overview,
    getReleases,
    LIVE,
  );
  return {
    remotes: data?.remotes,
    error,
    isLoading,
    retry: () => void mutate(),
  };
}

/** A page of the releases' audit (newest first) for the URL's page and remote. */
export function useReleaseAudit(query: Record<string, string | number>) {
  const { data, error, isLoading, mutate } = useSWR<ReleaseAuditPage, Error>(
    releaseKeys.audit(query),
    () => getReleaseAudit(query),
    { ...LIVE, keepPreviousData: true },
  );
  return { page: data, error, isLoading, retry: () => void mutate() };
}

/** The release keys, revoked ones included. */
export function useReleaseKeys() {
  const { data, error, isLoading, mutate } = useSWR<ReleaseKey[], Error>(
    releaseKeys.keys,
    getReleaseKeys,
  );
  return { keys: data, error, isLoading, retry: () => void mutate() };
}

/** The first stores matching `search` (the pin dialog's picker). */
export function useStoreSearch(search: string) {
  const { data, isLoading } = useSWR<AdminStorePage, Error>(
    releaseKeys.stores(search),
    () => searchStores(search),
    { keepPreviousData: true },
  );
  return { stores: data?.results ?? [], isLoading };
}

/** Reloads the roll-out and every page of the audit after a change. */
function useRevalidateReleases() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        Array.isArray(key) &&
        (key[0] === releaseKeys.overview[0] ||
          key[0] === releaseKeys.audit({})[0] ||
          key[0] === releaseKeys.keys[0]),
    );
}

/** Sends one roll-out change, then reloads the roll-out and the audit; answers the new roll-out. */
export function useReleaseChange() {
  const revalidate = useRevalidateReleases();
  return async (
    remote: ReleaseRemote,
    change: ReleaseChange,
    reason: string,
  ) => {
    const release = await sendReleaseChange(remote, change, reason);
    await revalidate();
    return release;
  };
}

/** Creates a release key (the answer holds the key, shown once), then reloads the list. */
export function useCreateReleaseKey() {
  const revalidate = useRevalidateReleases();
  return async (body: ReleaseKeyCreate) => {
    const created = await createReleaseKey(body);
    await revalidate();
    return created;
  };
}

/** Revokes a release key, then reloads the list. */
export function useRevokeReleaseKey() {
  const revalidate = useRevalidateReleases();
  return async (id: number) => {
    const key = await revokeReleaseKey(id);
    await revalidate();
    return key;
  };
}
