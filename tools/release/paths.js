// Where published versions of the remotes live locally: `<data folder>-releases/<package>/<version>/`,
// beside the api's `<data folder>-uploads` (`.data/pglite-releases` for `npm start`, the suite's own
// temporary folder for e2e). Each remote's static origin serves its own folder at `/<version>/…`
// (tools/serve/static.mjs), so a version's entry is `<origin>/<version>/mf-manifest.json`.
// RELEASES_DIR moves it, for the static servers and the release script alike.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** The releases folder of a PGlite data folder. */
const releasesDirOf = (dataDir) => `${dataDir.replace(/[\\/]+$/, '')}-releases`;

/** The releases folder from the environment (RELEASES_DIR, else DATA_DIR's, else `.data/pglite`'s). */
function releasesDirFromEnv(env = process.env) {
  if (env.RELEASES_DIR) return path.resolve(ROOT, env.RELEASES_DIR);
  return releasesDirOf(path.resolve(ROOT, env.DATA_DIR || '.data/pglite'));
}

module.exports = { ROOT, releasesDirOf, releasesDirFromEnv };
