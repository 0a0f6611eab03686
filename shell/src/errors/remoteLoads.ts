import { addBreadcrumb, reportError, startSpan } from './reportError';

/** What one remote load is about: the remote's key, its module id and the version the registry named. */
export interface RemoteLoadInfo {
  remote: string;
  /** `<container>/<expose>` */
  id: string;
  version: string;
}

let devConsole = false;

/** Also writes remote loads to the console (development only: bootstrap turns it on there). */
export function logRemoteLoadsToConsole(on: boolean): void {
  devConsole = on;
}

const now = () =>
  typeof performance !== 'undefined' ? performance.now() : Date.now();

/**
 * Reports one remote load: a breadcrumb and a span from start to end, and an event for a failure,
 * each with the remote, its version and the duration (error reporting runs in the live environment;
 * the console shows the same in development).
 */
export function trackRemoteLoad(info: RemoteLoadInfo) {
  const started = now();
  const data = { remote: info.remote, id: info.id, version: info.version };
  const label = `${info.id}@${info.version || 'unknown'}`;
  addBreadcrumb({ category: 'remote.load', message: `start ${label}`, data });
  const endSpan = startSpan(`load ${info.id}`, 'remote.load', data);
  if (devConsole) console.info(`[remote] loading ${label}`);
  const elapsed = () => Math.round(now() - started);
  return {
    end(): number {
      const durationMs = elapsed();
      endSpan(true);
      addBreadcrumb({
        category: 'remote.load',
        message: `loaded ${label} in ${durationMs} ms`,
        data: { ...data, durationMs },
      });
      if (devConsole)
        console.info(`[remote] loaded ${label} in ${durationMs} ms`);
      return durationMs;
    },
    fail(error: unknown): number {
      const durationMs = elapsed();
      endSpan(false);
      addBreadcrumb({
        category: 'remote.load',
        level: 'error',
        message: `failed ${label} after ${durationMs} ms`,
        data: { ...data, durationMs },
      });
      reportError(error, { ...data, durationMs, event: 'remote.load.failed' });
      if (devConsole)
        console.info(`[remote] failed ${label} after ${durationMs} ms`, error);
      return durationMs;
    },
  };
}
