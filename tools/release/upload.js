// The upload of a release to a local static origin's folder, in three moves so that a malformed or
// partial upload never becomes a version: `checkDist` (the manifest names the container and every
// file it lists is there), `stage` (a copy outside any served folder, verified file by file), then
// `commit` (one rename into `<releasesDir>/<package>/<version>/`, after the api registered it) or
// `discard`. A version folder that exists is never written again: hashed files stay forever.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

class ReleaseError extends Error {}

/** Every file under `dir`, as paths relative to it. */
function listFiles(dir, prefix = '') {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = path.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, rel) : [rel];
    })
    .sort();
}

/** Files a federation manifest names: the remote entry and each expose's and shared module's assets. */
function manifestFiles(manifest) {
  const entry = manifest.metaData?.remoteEntry;
  const files = entry?.name
    ? [path.posix.join(entry.path || '', entry.name)]
    : [];
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])])
    for (const kind of ['js', 'css'])
      for (const when of ['sync', 'async'])
        files.push(...(item.assets?.[kind]?.[when] ?? []));
  return [...new Set(files)];
}

/**
 * The dist's manifest, refused unless it is a remote's build: valid JSON, the container's name,
 * a remote entry, and every file it names present.
 */
function checkDist(dist, container) {
  const file = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(file))
    throw new ReleaseError(`${dist} has no mf-manifest.json (not a build?)`);
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseError(`${file} is not valid JSON: ${error.message}`);
  }
  if (manifest?.name !== container)
    throw new ReleaseError(
      `${file} names the container ${manifest?.name}, not ${container}`,
    );
  if (!manifest.metaData?.remoteEntry?.name)
    throw new ReleaseError(`${file} names no remote entry`);
  const missing = manifestFiles(manifest).filter(
    (f) => !fs.existsSync(path.join(dist, f)),
  );
  if (missing.length > 0)
    throw new ReleaseError(
      `${dist} lacks files its manifest names: ${missing.join(', ')}`,
    );
  return manifest;
}

const digest = (file) =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The version's final folder and a staging folder beside the served ones (same disk: one rename). */
function locations(releasesDir, pkg, version) {
  return {
    target: path.join(releasesDir, pkg, version),
    staging: path.join(
      releasesDir,
      '.staging',
      `${pkg}-${version}-${process.pid}-${Date.now()}`,
    ),
  };
}

/**
 * Copies dist (plus `extra` files, name → text) to the staging folder and verifies the copy.
 * @returns {{ target: string, staging: string }}
 */
function stage({ dist, releasesDir, pkg, version, extra = {} }) {
  const where = locations(releasesDir, pkg, version);
  if (fs.existsSync(where.target))
    throw new ReleaseError(
      `${where.target} exists: a published version's files never change (choose a new version)`,
    );
  fs.mkdirSync(path.dirname(where.staging), { recursive: true });
  try {
    fs.cpSync(dist, where.staging, { recursive: true, errorOnExist: true });
    for (const [name, text] of Object.entries(extra))
      fs.writeFileSync(path.join(where.staging, name), text);
    const source = listFiles(dist);
    const copied = listFiles(where.staging).filter((f) => !(f in extra));
    const bad = source.filter(
      (f, i) =>
        copied[i] !== f ||
        digest(path.join(dist, f)) !== digest(path.join(where.staging, f)),
    );
    if (copied.length !== source.length || bad.length > 0)
      throw new ReleaseError(
        `the copy of ${dist} is incomplete (${bad.slice(0, 3).join(', ')})`,
      );
  } catch (error) {
    discard(where);
    throw error;
  }
  return where;
}

/** Makes the staged version visible at its folder (fails if the folder appeared meanwhile). */
function commit({ staging, target }) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (fs.existsSync(target))
    throw new ReleaseError(`${target} appeared while publishing`);
  fs.renameSync(staging, target);
}

/** Removes a staged upload. */
function discard({ staging }) {
  fs.rmSync(staging, { recursive: true, force: true });
}

module.exports = {
  ReleaseError,
  checkDist,
  commit,
  discard,
  listFiles,
  manifestFiles,
  stage,
};
