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
  settleWithin,
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
type SlotModule = { default: ComponentType<object> };
const lazyCache = new Map<string, LazyExoticComponent<ComponentType<object>>>();
/**
 * Loads by slot key, in flight or done: a load started before the slot renders is the slot's load,
 * and a slot whose module is already here (`module`) renders it in its first render (below).
 */
const loads = new Map<
  string,
  { promise: Promise<SlotModule>; module?: SlotModule }
>();

const slotKey = (
  host: string,
  remote: RemoteKey,
  expose: string,
  attempt: number,
) => `${host}|${remote}|${expose}|${attempt}`;

function loadSlotModule(
  host: string,
  remote: RemoteKey,
  expose: string,
  attempt: number,
): Promise<SlotModule> {
  const key = slotKey(host, remote, expose, attempt);
  const known = loads.get(key);
  if (known) return known.promise;
  const entry: { promise: Promise<SlotModule>; module?: SlotModule } = {
    promise: loadRemoteModule<SlotModule>(
      host,
      remote,
      expose,
      attempt > 0,
    ).then((mod) => (entry.module = { default: mod.default })),
  };
  loads.set(key, entry);
  return entry.promise;
}

/**
 * Starts loading the modules a page's slots will render, before React gets to them: a slot whose
 * module is loaded when it first renders shows it at once. A Suspense fallback committed first
 * would hold the page back for React's reveal throttle (300 ms) after the module arrived. A failed
 * head start is forgotten, so the slot's own load asks again and reports.
 */
export function startRemoteSlots(
  host: string,
  wanted: { remote: RemoteKey; expose: string }[],
): void {
  for (const { remote, expose } of wanted) {
    const key = slotKey(host, remote, expose, 0);
    if (loads.has(key)) continue;
    loadSlotModule(host, remote, expose, 0).catch(() => loads.delete(key));
  }
}

/**
 * Settles when the loads startRemoteSlots started have settled, or after `capMs`: the shell's frame
 * waits for them (routing/routes.tsx), so it appears with the page rather than with a loader.
 */
export function remoteSlotsSettled(capMs: number): Promise<void> {
  const started = [...loads.values()].map((entry) => entry.promise);
  if (started.length === 0) return Promise.resolve();
  return settleWithin(Promise.allSettled(started), capMs);
}

/** A thenable that calls back at once: React.lazy then renders the module without suspending. */
const settled = (module: SlotModule): Promise<SlotModule> =>
  ({
    then: (onFulfilled: (m: SlotModule) => unknown) => onFulfilled(module),
  }) as unknown as Promise<SlotModule>;

/** One lazy component per (host, remote, expose, attempt): stable across renders, new on retry. */
function lazyRemote(
  host: string,
  remote: RemoteKey,
  expose: string,
  attempt: number,
) {
  const key = slotKey(host, remote, expose, attempt);
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => {
      const ready = loads.get(key)?.module;
      if (ready) return settled(ready);
      return loadSlotModule(host, remote, expose, attempt).catch((e) => {
        const cause = e instanceof RemoteUnavailableError ? e.cause : e;
        // A stale deployment (chunk gone): one guarded cache-busting reload, never a loop.
        if (isChunkLoadError(cause) && reloadOnce()) return never;
        throw e;
      });
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
  const prefix = `${host}|${remote}|`;
  for (const cache of [lazyCache, loads])
    for (const key of cache.keys())
      if (key.startsWith(prefix)) cache.delete(key);
}

/** Forgets the lazy components (tests). */
export function clearRemoteCache(): void {
  lazyCache.clear();
  loads.clear();
}
