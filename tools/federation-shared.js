// The one list of federated singletons. Every webpack config (shell and remotes) calls sharedConfig().
// antd and react-router-dom are deliberately not keys of their own: each is shared as one curated
// module, `shared/ui/antd` and `shared/router`, so that it stays a singleton (one ConfigProvider,
// one router context) yet is tree-shaken (ADR 0002, ADR 0021). jotai, i18next with react-i18next,
// and moment travel the same way, inside `shared/state`, `shared/i18n` and `shared/dates` (ADR 0024).
const path = require('node:path');

/** Package names shared as singletons; a key ending in '/' also shares the package's subpaths. */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'swr',
  'swr/',
  'formik',
  'yup',
  'shared/',
];

/**
 * `shared/*` modules that are plain data and pure functions, with no state a second copy could
 * split: each container bundles the names it uses (tree-shaken) instead of loading the whole
 * module through the share scope, which on the storefront home cost a request and the machines
 * of every record it never shows. `live` (a window event's name, its helpers and the public
 * channel) and `ui/access/routes` (route declarations) too: the portal's route table imports them,
 * and a consumed module no host provides is fetched only once the share scope is ready, one more
 * request in a row before the first page's chunk on a slow link. `ui/firstPage` too: a remote
 * released with it must not depend on the shell's copy of `shared`. The contracts (schemas, limits and
 * the api's messages), the option rules (`options`) and the form kit's messages are plain data
 * and pure functions too: the portals' catalogues read their messages with the route table, and
 * shared, each was a request of its own, after the shell's first chunks and before the page's.
 */
const UNSHARED_SHARED =
  /^(workflow|live|ui\/access\/routes|ui\/firstPage|contracts(\/.*)?|options|ui\/form\/messages)$/;

const packageOf = (key) => key.replace(/\/$/, '');

/** The version a workspace asks for, read from its package.json (dependencies, then devDependencies or peer). */
function requestedVersion(pkg, name) {
  return (
    pkg.dependencies?.[name] ??
    pkg.devDependencies?.[name] ??
    pkg.peerDependencies?.[name] ??
    undefined
  );
}

/** The `shared` option for ModuleFederationPlugin, built from the workspace's own package.json. */
function sharedConfig(workspaceDir) {
  const pkg = require(path.join(workspaceDir, 'package.json'));
  const config = {};
  for (const key of SINGLETONS) {
    const name = packageOf(key);
    const version =
      name === 'shared'
        ? require('../shared/package.json').version
        : requestedVersion(pkg, name);
    if (!version)
      throw new Error(
        `${pkg.name}: shared singleton ${name} is not in package.json`,
      );
    config[key] = {
      singleton: true,
      requiredVersion: version,
      strictVersion: false,
      ...(key === 'shared/' ? { exclude: { request: UNSHARED_SHARED } } : {}),
    };
  }
  return config;
}

module.exports = { SINGLETONS, sharedConfig, packageOf, requestedVersion };
