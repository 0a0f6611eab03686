// `npm run release -w mf-<name> [-- --version X.Y.Z]` (ADR 0018): builds the remote,
// runs its jest project and the contract gate, uploads the build to its immutable version folder
// and registers the version with the api (POST /releases/{remote}/versions, `x-release-key`).
// The build's publicPath is 'auto' (tools/webpack/createConfig.js): the runtime loads chunks from
// the folder its remoteEntry.js came from, i.e. the version's folder. Nothing else is built.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { REMOTE_PACKAGES } = require('../contract-gate/contract');
const { runGate } = require('../contract-gate/gate');
const { parseVersion } = require('../contract-gate/semver');
const { API_PORT, PORTS } = require('../ports');
const { ROOT, releasesDirFromEnv } = require('./paths');
const { ReleaseError, checkDist, commit, discard, stage } = require('./upload');

/** The registry key of a remote package (`mf-storefront` → `storefront`). */
function remoteOf(pkg) {
  const key = Object.keys(REMOTE_PACKAGES).find(
    (k) => REMOTE_PACKAGES[k] === pkg,
  );
  if (!key)
    throw new ReleaseError(
      `${pkg} is no remote (one of ${Object.values(REMOTE_PACKAGES).join(', ')})`,
    );
  return key;
}

/** The version to publish: `--version`, else the package.json version; semantic, no build metadata. */
function versionOf(pkg, requested) {
  const version =
    requested ??
    JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'))
      .version;
  if (!parseVersion(version) || version.includes('+'))
    throw new ReleaseError(
      `${version} is not a semantic version (X.Y.Z or X.Y.Z-pre)`,
    );
  return version;
}

/** Defaults from the environment: the remote's origin, the api and the release key. */
function defaultsFor(key, env = process.env) {
  const port = env[PORTS[key].env] || PORTS[key].port;
  return {
    baseUrl: env.RELEASE_BASE_URL || `http://localhost:${port}`,
    apiUrl:
      env.RELEASE_API_URL || `http://127.0.0.1:${env.API_PORT || API_PORT}`,
    releaseKey: env.RELEASE_KEY,
    releasesDir: releasesDirFromEnv(env),
  };
}

/**
 * The release build's environment: production, named after the version published (the code's
 * __BUILD_VERSION__, tools/webpack/createConfig.js, and the manifest's buildInfo.buildVersion).
 */
const buildEnv = (version) => ({
  NODE_ENV: 'production',
  MF_BUILD_VERSION: version,
});

function run(cmd, args, what, env) {
  const { status, error } = spawnSync(cmd, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (status !== 0)
    throw new ReleaseError(
      `${what} failed${error ? `: ${error.message}` : ''}`,
    );
}

/** Registers the version; the api's message when it refuses. */
async function register({ apiUrl, key, releaseKey, body }) {
  let response;
  try {
    response = await fetch(`${apiUrl}/api/v1/releases/${key}/versions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-release-key': releaseKey,
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ReleaseError(
      `the api at ${apiUrl} cannot be reached: ${error.cause?.message ?? error.message}`,
    );
  }
  const answer = await response.json().catch(() => null);
  if (response.status !== 201) {
    const fields = Object.entries(answer?.errors ?? {})
      .filter(([, message]) => message !== answer?.message)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ');
    throw new ReleaseError(
      `the api refused the version (${response.status}): ${answer?.message ?? response.statusText}${fields ? ` (${fields})` : ''}`,
    );
  }
  return answer;
}

/**
 * Publishes one version of a remote.
 * @param {object} o
 * @param {string} o.pkg           the remote's package (mf-storefront, …)
 * @param {string} [o.version]     default: its package.json version
 * @param {string} [o.dist]        an existing build to publish (skips the build)
 * @param {string} [o.releasesDir] the static origins' releases folder (default tools/release/paths.js)
 * @param {string} [o.baseUrl]     the remote's public origin (default its local static origin)
 * @param {string} [o.apiUrl]      the api's origin (default RELEASE_API_URL, else the local api)
 * @param {string} [o.releaseKey]  default RELEASE_KEY
 * @param {boolean} [o.unitTests]  run the remote's jest project (default true; its own test skips it)
 * @param {object} [o.gate]        further runGate options (tests describe a candidate with them)
 * @param {(line: string) => void} [o.log]
 */
async function release({
  pkg,
  version: requested,
  dist,
  unitTests = true,
  gate = {},
  log = console.log,
  ...given
}) {
  const key = remoteOf(pkg);
  const version = versionOf(pkg, requested);
  const o = { ...defaultsFor(key), ...given };
  if (!o.releaseKey)
    throw new ReleaseError(
      'RELEASE_KEY is not set: the super admin creates one with POST /api/v1/releases/keys',
    );
  const base = o.baseUrl.replace(/\/+$/, '');
  log(`release ${pkg} ${version} → ${base}/${version}`);
  // Cheapest first: the gate (seconds), the build and its check, then the remote's tests.
  const verdict = runGate({ ...gate, remotes: [key] });
  if (!verdict.ok)
    throw new ReleaseError(
      `the contract gate refused ${pkg}:\n${verdict.problems.map((p) => `  ✗ ${p}`).join('\n')}`,
    );
  log('contract gate: passed');
  const [contract] = verdict.contracts;
  if (!dist)
    run(
      'npm',
      ['run', 'build', '-w', pkg],
      `npm run build -w ${pkg}`,
      buildEnv(version),
    );
  const buildDir = path.resolve(dist ?? path.join(ROOT, pkg, 'dist'));
  const manifest = checkDist(buildDir, contract.container);
  // React's production build has no act(): the tests run as tests.
  if (unitTests)
    run('npx', ['jest', '--ci', '--selectProjects', pkg], `jest ${pkg}`, {
      NODE_ENV: 'test',
    });
  const staged = stage({
    dist: buildDir,
    releasesDir: o.releasesDir,
    pkg,
    version,
    extra: {
      'contract.json': `${JSON.stringify({ ...contract, version }, null, 2)}\n`,
    },
  });
  let registered;
  try {
    registered = await register({
      apiUrl: o.apiUrl.replace(/\/+$/, ''),
      key,
      releaseKey: o.releaseKey,
      body: { version, entry_base_url: `${base}/${version}`, manifest },
    });
  } catch (error) {
    discard(staged);
    throw error;
  }
  commit(staged);
  log(
    `published ${pkg} ${version} at ${registered.entry_base_url} (not rolled out: ` +
      `PUT /api/v1/releases/${key}/default, /pins/{storeId} or /canary)`,
  );
  return { key, version, target: staged.target, registered };
}

module.exports = {
  ReleaseError,
  buildEnv,
  defaultsFor,
  release,
  remoteOf,
  versionOf,
};
