import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_FALLBACK, type RemoteFallbackModule } from '../fallbackModule';

/**
 * When a remote cannot be loaded, hands back a marked fallback module instead of throwing through
 * the runtime: the shell's <RemoteBoundary> shows that remote's fallback, everything else keeps working.
 */
export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-fallback',
    async errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined; // manifest/entry errors surface at onLoad
      const fallback: RemoteFallbackModule = {
        [REMOTE_FALLBACK]: true,
        id: String(args.id),
        error: args.error,
      };
      return fallback;
    },
  };
}
