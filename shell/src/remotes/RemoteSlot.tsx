import {
  lazy,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteKey } from 'shared/contracts';
import { useTenant } from 'shared/tenant';
import {
  loadRemoteModule,
  refreshRemote,
  RemoteUnavailableError,
} from './federation';
import { isChunkLoadError, reloadOnce } from './reloadGuard';
import { RemoteBoundary } from './RemoteBoundary';

export const REMOTE_LABELS: Record<RemoteKey, string> = {
  storefront: 'The store',
  storePortal: 'The store portal',
  vendorPortal: 'The vendor portal',
  serviceBuilder: 'The service builder',
  notifications: 'Notifications',
};

/** Props of RemoteSlot. */
export interface RemoteSlotProps<P extends object> {
  remote: RemoteKey;
  /** exposed module without './' (default 'Routes') */
  expose?: string;
  props: P;
  fallback?: (retry: () => void) => ReactNode;
  loading?: ReactNode;
}

const never = new Promise<never>(() => {});
const lazyCache = new Map<string, LazyExoticComponent<ComponentType<object>>>();

/** One lazy component per (host, remote, expose, attempt): stable across renders, new on retry. */
function lazyRemote(
  host: string,
  remote: RemoteKey,
  expose: string,
  attempt: number,
) {
  const key = `${host}|${remote}|${expose}|${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const mod = await loadRemoteModule<{ default: ComponentType<object> }>(
          host,
          remote,
          expose,
          attempt > 0,
        );
        return { default: mod.default };
      } catch (e) {
        const cause = e instanceof RemoteUnavailableError ? e.cause : e;
        // A stale deployment (chunk gone): one guarded cache-busting reload, never a loop.
        if (isChunkLoadError(cause) && reloadOnce()) return never;
        throw e;
      }
    });
    lazyCache.set(key, component);
  }
  return component;
}

/** Loads one remote module when first rendered, inside its own RemoteBoundary. */
export function RemoteSlot<P extends object>({
  remote,
  expose = 'Routes',
  props,
  fallback,
  loading,
}: RemoteSlotProps<P>) {
  const { host } = useTenant();
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(
    host,
    remote,
    expose,
    attempt,
  ) as LazyExoticComponent<ComponentType<P>>;
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  // A chunk of the loaded remote is gone (a release replaced it while this tab was open): ask the
  // registry again; when the remote moved, every later load takes the new version and this slot
  // tries it once at once. Otherwise the fallback's Retry stays (no reload loop).
  const onError = useCallback(
    (error: unknown) => {
      if (!isChunkLoadError(error)) return;
      void refreshRemote(host, remote).then(({ moved }) => {
        if (!moved) return;
        forgetRemote(host, remote);
        retry();
      });
    },
    [host, remote, retry],
  );
  return (
    <RemoteBoundary
      label={REMOTE_LABELS[remote]}
      onRetry={retry}
      resetKey={attempt}
      onError={onError}
      fallback={fallback}
      loading={loading}
    >
      <Remote {...props} />
    </RemoteBoundary>
  );
}

/** Forgets a remote's loaded components, so the next navigation loads the version now registered. */
function forgetRemote(host: string, remote: RemoteKey): void {
  for (const key of lazyCache.keys())
    if (key.startsWith(`${host}|${remote}|`)) lazyCache.delete(key);
}

/** Forgets the lazy components (tests). */
export function clearRemoteCache(): void {
  lazyCache.clear();
}
