import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The very module the shell's own runtime runs on (its ES build): the remotes then share its
// state with the shell, not a second copy of it (a dependency of @module-federation/enhanced).
import * as runtimeCore from '@module-federation/runtime-core';

/** The global a remote built with `experiments.externalRuntime` reads its runtime core from. */
export const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Hands the shell's federation runtime core to every remote (ADR 0033): a remote's production
 * build leaves the core out and takes this one, so the page downloads and runs one copy. Set when
 * the shell's runtime starts, before it loads any remote entry.
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  (globalThis as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] = runtimeCore;
  return { name: 'platform-provide-runtime-core' };
}
