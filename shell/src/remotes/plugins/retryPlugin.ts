import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '../earlyManifest';

/** Retries after a failed attempt: 2 retries, backoff 300 ms then 900 ms. */
export const RETRY_DELAYS = [300, 900];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Retries the manifest fetch and the remote entry load twice with backoff before giving up. A
 * manifest the boot script already asked for is taken from there first.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-retry',
    async fetch(url: string, init: RequestInit) {
      const early = await takeEarlyManifest(url);
      if (early) return early;
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRY_DELAYS.length; attempt++) {
        if (attempt > 0) await wait(RETRY_DELAYS[attempt - 1]!);
        try {
          const res = await fetch(url, init);
          if (res.ok) return res;
          lastError = new Error(`${res.status} for ${url}`);
        } catch (e) {
          lastError = e;
        }
      }
      throw lastError;
    },
    loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) {
      const retry = async () => {
        for (const delay of RETRY_DELAYS) {
          await wait(delay);
          delete globalLoading[uniqueKey];
          try {
            const exports = await getRemoteEntry({
              origin,
              remoteInfo,
              remoteEntryExports,
            });
            if (exports) return exports;
          } catch {
            // next attempt
          }
        }
        return undefined;
      };
      // The hook's declared type nests the promise; at run time an awaited value is what counts.
      return retry() as never;
    },
  };
}
