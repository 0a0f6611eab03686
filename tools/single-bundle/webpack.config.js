// The single-bundle build of the platform's pages (`npm run bench`): the shell's own
// webpack config without Module Federation. The remotes' exposed modules are imported directly by
// the shell (runtime.mjs stands in for the federation runtime), so the same pages with the same
// providers and the same data are one application, code-split by `import()` like any other.
// Output: .cache/single-bundle/dist (served by the bench beside the federated build).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const {
  ModuleFederationPlugin,
} = require('@module-federation/enhanced/webpack');
const shellConfig = require('../../shell/webpack.config.js');

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, '.cache/single-bundle/dist');

module.exports = (env, argv) => {
  const config = shellConfig(env, argv);
  // webpack's own chunking, as before the shell merged its boot chunks (ADR 0033): that merge
  // answers the share scope's one chunk per shared module, which a single bundle never had.
  const { splitChunks: _federatedBoot, ...optimization } =
    config.optimization ?? {};
  return {
    ...config,
    optimization,
    name: 'single-bundle',
    output: { ...config.output, path: OUT, uniqueName: 'single_bundle' },
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve?.alias,
        '@module-federation/enhanced/runtime$': path.join(
          __dirname,
          'runtime.mjs',
        ),
      },
    },
    // No remotes: the page's boot script does not preload the federated storefront's files.
    plugins: config.plugins
      .filter((p) => !(p instanceof ModuleFederationPlugin))
      .map((p) =>
        p instanceof HtmlWebpackPlugin
          ? new HtmlWebpackPlugin({
              ...p.userOptions,
              remoteFilePreload: false,
            })
          : p,
      ),
    cache: {
      ...config.cache,
      cacheDirectory: path.join(ROOT, '.cache/single-bundle/webpack'),
      buildDependencies: {
        config: [
          ...(config.cache?.buildDependencies?.config ?? []),
          __filename,
        ],
      },
    },
  };
};

module.exports.OUT = OUT;
