#!/usr/bin/env node
// `node tools/release/cli.js <mf-package> [--version X.Y.Z] [--dist <dir>] [--dest <dir>]
//   [--base-url <origin>] [--api <origin>]` — what `npm run release -w mf-<name>` runs.
// Env: RELEASE_KEY (required), RELEASE_API_URL, RELEASE_BASE_URL, RELEASES_DIR (or DATA_DIR).
const path = require('node:path');
const { release, ReleaseError } = require('./release');

const FLAGS = {
  '--version': 'version',
  '--dist': 'dist',
  '--dest': 'releasesDir',
  '--base-url': 'baseUrl',
  '--api': 'apiUrl',
};

/** `{ pkg, version?, dist?, releasesDir?, baseUrl?, apiUrl? }` from the arguments. */
function parseArgs(argv) {
  const options = {};
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    if (flag in FLAGS) {
      const value = inline ?? argv[++i];
      if (!value) throw new ReleaseError(`${flag} needs a value`);
      options[FLAGS[flag]] = value;
    } else if (argv[i].startsWith('--')) {
      throw new ReleaseError(`unknown option ${argv[i]}`);
    } else rest.push(argv[i]);
  }
  // Paths are relative to where npm was started (npm runs the script in the package's folder).
  const cwd = process.env.INIT_CWD ?? process.cwd();
  for (const name of ['dist', 'releasesDir'])
    if (options[name]) options[name] = path.resolve(cwd, options[name]);
  if (rest.length !== 1)
    throw new ReleaseError(
      'usage: release <mf-package> [--version X.Y.Z] [--dist <dir>] [--dest <dir>] [--base-url <origin>] [--api <origin>]',
    );
  return { pkg: rest[0], ...options };
}

/**
 * Runs a release; answers the exit code (1 with the reason on stderr when refused). `options` are
 * further release() options for the script's own test (never from the command line).
 */
async function main(
  argv,
  { log = console.log, error = console.error, options = {} } = {},
) {
  try {
    await release({ ...parseArgs(argv), ...options, log });
    return 0;
  } catch (e) {
    if (!(e instanceof ReleaseError)) throw e;
    error(`release refused: ${e.message}`);
    return 1;
  }
}

if (require.main === module)
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (e) => {
      console.error(e);
      process.exitCode = 1;
    },
  );

module.exports = { main, parseArgs };
