// A Module Federation runtime plugin that tools/webpack/createConfig.js adds to every container.
// A remote built with `experiments.externalRuntime` runs on the shell's runtime core (ADR 0033),
// whose instances would all take the shell's build id ("shell:<version>"). The runtime finds a
// container's instance, and what it shared, by that id when a remote is registered again (a Retry
// or a release): with the shell's id it cleared nothing, and a chunk that had failed once kept
// failing. Each container's instance gets its own build's id back.
// A leaf module: the plugin runs before the share scope exists, so it imports no shared module.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Defined by the federation plugin for each build: `<container name>:<build version>`.
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

export default function ownBuildIdRuntimePlugin(): ModuleFederationRuntimePlugin {
  const id =
    typeof FEDERATION_BUILD_IDENTIFIER === 'string'
      ? FEDERATION_BUILD_IDENTIFIER
      : '';
  return {
    name: 'platform-own-build-id',
    beforeInit(args) {
      if (id) args.userOptions.id = id;
      return args;
    },
  };
}
