// One webpack config factory for the shell and every remote: same loaders, same singleton list,
// same hashing and caching rules, so a team can only differ where its package.json says so.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const {
  ModuleFederationPlugin,
} = require('@module-federation/enhanced/webpack');
const { addPages } = require('./pageAssets');
const { sharedConfig } = require('../federation-shared');
const {
  CSP_NONCE_PLACEHOLDER,
  CSP_RUNTIME_PLUGIN,
  CspNonceForRcStyles,
  CspNonceHtmlPlugin,
} = require('./csp');
const { PORTS, API_PORT } = require('../ports');
const { PreloadBootChunks } = require('./preloadBoot');

/** The runtime plugin every container gets: an exact pinned version is matched without semver. */
const EXACT_VERSION_SHARE_PLUGIN = path.join(
  __dirname,
  '../../shared/src/federation/exactVersionShare.ts',
);
/**
 * What every page of the shell boots with (ADR 0033): React, the router, SWR (and its dequal),
 * i18next, jotai and the shared modules the bootstrap consumes (the guards' permissions too). Not antd, forms or the portal's modules, nor
 * `shared/ui/portal` (the save bar, a table's address state, stacked columns), which no storefront
 * page draws.
 */
const BOOT_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|swr|react-router|react-router-dom|i18next|react-i18next|jotai|use-sync-external-store|cookie|set-cookie-parser|html-parse-stringify|void-elements|style-loader|css-loader|dequal)[\\/]|[\\/]shared[\\/]src[\\/](api|cart|csp|i18n|live|permissions|providers|router|session|state|tenant)[\\/]|[\\/]shared[\\/]src[\\/]ui[\\/](?!SaveDiscardBar|portal\.)[^\\/]+$/;

/** And its own build id on the runtime core it may share with the shell (ADR 0033). */
const OWN_BUILD_ID_PLUGIN = path.join(
  __dirname,
  '../../shared/src/federation/ownBuildId.ts',
);

/** src/pages.json of a remote that declares its pages, else null. */
function defaultPagesFile(dir) {
  const file = path.join(dir, 'src/pages.json');
  return fs.existsSync(file) ? file : null;
}

/**
 * @param {object} o
 * @param {string} o.dir        the workspace directory (__dirname of its webpack.config.js)
 * @param {string} o.name       federation name (package name with _ for -)
 * @param {string} o.portKey    key into tools/ports.js
 * @param {Record<string,string>} [o.exposes]
 * @param {string[]} [o.runtimePlugins] absolute paths of further federation runtime plugins (shell only)
 * @param {boolean} [o.isHost] the shell: the only container that loads remotes and reads their manifests
 * @param {string} [o.template] html template (defaults to tools/webpack/index.html)
 * @param {Record<string,string>} [o.define] extra compile-time constants
 * @param {string} [o.pages] the remote's page declaration (default: src/pages.json when it exists)
 * @param {boolean} [o.pageChunks] one chunk per expose and per lazy page, none split out of what they share
 */
module.exports = function createConfig(o) {
  return (_env, argv) => {
    const isProd = argv.mode === 'production';
    const port = Number(
      process.env[PORTS[o.portKey].env] ?? PORTS[o.portKey].port,
    );
    const apiPort = Number(process.env.API_PORT ?? API_PORT);
    const pagesFile = o.pages ?? defaultPagesFile(o.dir);
    return {
      name: o.name,
      mode: isProd ? 'production' : 'development',
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath: 'auto',
        // The federation runtime asks for the entry's file name before hashes exist (only to learn
        // its folder depth), so the hash is added only once it is known.
        filename: (pathData) =>
          isProd && pathData.chunk?.contentHash?.javascript
            ? '[name].[contenthash:10].js'
            : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: o.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: {
                    react: {
                      runtime: 'automatic',
                      development: !isProd,
                      refresh: false,
                    },
                  },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpe?g|gif|woff2?|ttf)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes ?? {},
          shared: sharedConfig(o.dir),
          shareStrategy: 'loaded-first',
          experiments: {
            optimization: o.isHost
              ? { target: 'web' }
              : { target: 'web', disableSnapshot: true, disableRemote: true },
            // One federation runtime core on the page: the shell's (ADR 0033). A remote's production
            // build takes it from the global the shell's provideRuntimeCore plugin sets, so it runs
            // only inside the shell; its dev server (a standalone page, no shell) keeps its own.
            // (Not enhanced's provideExternalRuntime: that provides a second, CommonJS copy.)
            ...(!o.isHost && isProd ? { externalRuntime: true } : {}),
          },
          // Every container has its own webpack runtime (and its own federation instance), so each
          // one needs the CSP nonce plugin and the exact-version share match.
          runtimePlugins: [
            CSP_RUNTIME_PLUGIN,
            EXACT_VERSION_SHARE_PLUGIN,
            OWN_BUILD_ID_PLUGIN,
            ...(o.runtimePlugins ?? []),
          ],
          manifest: pagesFile ? { additionalData: addPages(pagesFile) } : true,
          dts: false,
        }),
        // moment's locales are never used (dates are formatted in English per the spec).
        new webpack.IgnorePlugin({
          resourceRegExp: /^\.\/locale$/,
          contextRegExp: /moment$/,
        }),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(
            isProd ? 'production' : 'development',
          ),
          // A release builds with the version it publishes (tools/release/release.js buildEnv), the
          // variable the federation plugin also reads for the manifest's buildInfo.buildVersion.
          __BUILD_VERSION__: JSON.stringify(
            process.env.MF_BUILD_VERSION ||
              require(path.join(o.dir, 'package.json')).version,
          ),
          ...Object.fromEntries(
            Object.entries(o.define ?? {}).map(([k, v]) => [
              k,
              JSON.stringify(v),
            ]),
          ),
        }),
        new HtmlWebpackPlugin({
          template: o.template ?? path.join(__dirname, 'index.html'),
          title: o.name,
          chunks: ['main'],
          // index.html is the SPA fallback of every deep link (/portal/login, /portal/dashboard, …),
          // so its script URLs must be absolute or the browser asks for /portal/main.js. Only the
          // HTML: output.publicPath stays 'auto' so remote chunks still load from their own origin.
          publicPath: '/',
          inject: 'body',
          scriptLoading: 'defer',
          // The template's inline <style>/<script> and <meta name="csp-nonce"> (tools/serve/csp.mjs).
          cspNonce: CSP_NONCE_PLACEHOLDER,
          // The page's own inline boot script and CSS are minified with it (terser, clean-css).
          minify: isProd && {
            collapseWhitespace: true,
            keepClosingSlash: true,
            removeComments: true,
            removeRedundantAttributes: true,
            removeScriptTypeAttributes: true,
            removeStyleLinkTypeAttributes: true,
            useShortDoctype: true,
            minifyCSS: true,
            minifyJS: true,
          },
        }),
        // The shell's boot chunks load beside main.js: an inline script preloads them (listed before
        // the nonce plugin, which gives that script the nonce; the script passes it to its links).
        ...(o.isHost && isProd
          ? [
              new PreloadBootChunks({
                request: './bootstrap',
                portalRequest: './PortalRoutes',
              }),
            ]
          : []),
        new CspNonceHtmlPlugin(),
        new CspNonceForRcStyles(),
        ...(isProd
          ? [
              new CompressionPlugin({
                test: /\.(js|css|html|json|svg)$/,
                algorithm: 'gzip',
                threshold: 1024,
              }),
              new CompressionPlugin({
                test: /\.(js|css|html|json|svg)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                threshold: 1024,
              }),
            ]
          : []),
      ],
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
        moduleIds: isProd ? 'deterministic' : 'named',
        // The shell's copies of the libraries and shared modules every page boots with travel in
        // one chunk instead of about twenty (ADR 0033): fewer requests on the first load.
        ...(o.isHost && isProd
          ? {
              splitChunks: {
                cacheGroups: {
                  boot: {
                    test: BOOT_MODULES,
                    chunks: 'async',
                    name: 'boot',
                    enforce: true,
                  },
                },
              },
            }
          : {}),
        // A remote whose pages each open on one request (the storefront, every customer's first
        // page): no chunks split out of what two pages share. An expose or a lazy page carries all
        // it needs beyond what its parent already loaded, at the price of a few modules twice in
        // the output (never twice on one page: a module runs once).
        ...(o.pageChunks && isProd
          ? {
              splitChunks: {
                cacheGroups: { default: false, defaultVendors: false },
              },
            }
          : {}),
      },
      performance: { hints: false },
      // The federation plugin warns of every `shared/*` module once a prefix share excludes one
      // (tools/federation-shared.js): the excluded module is simply not shared, nothing else moves.
      ignoreWarnings: [/used together with "exclude\.request/],
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(o.dir, 'node_modules/.cache/webpack'),
        buildDependencies: {
          config: [
            __filename,
            path.join(__dirname, 'csp.js'),
            path.join(__dirname, 'preloadBoot.js'),
            path.join(o.dir, 'webpack.config.js'),
          ],
        },
      },
      devServer: {
        port,
        host: 'localhost',
        allowedHosts: 'all',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api'],
            target: `http://127.0.0.1:${apiPort}`,
            ws: true,
          },
        ],
      },
    };
  };
};
