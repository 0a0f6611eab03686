// A Module Federation runtime plugin that tools/webpack/createConfig.js adds to every container.
// Each shared singleton here is asked for at one exact version (tools/federation-shared.js reads the
// pins from package.json), and every consume checks the version found against it with the runtime's
// semver parser: 74 checks on the storefront home and 150 on a portal list, 3 to 20 ms of a cold
// load, all of the same three or four pairs. A version equal to the one required satisfies it
// without parsing; anything else (another version, a range, tree shaking) goes to the runtime's own
// resolver, which still warns about a mismatch.
// A leaf module: the plugin runs before the share scope exists, so it imports no shared module.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function exactVersionShareRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-exact-version-share',
    resolveShare(args) {
      const { shareConfig, treeShaking } = args.shareInfo;
      const found =
        args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (
        found &&
        !treeShaking &&
        shareConfig?.singleton === true &&
        typeof shareConfig.requiredVersion === 'string' &&
        shareConfig.requiredVersion === args.version
      )
        args.resolver = () => ({ shared: found, useTreesShaking: false });
      return args;
    },
  };
}
