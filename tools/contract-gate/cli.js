#!/usr/bin/env node
// `node tools/contract-gate/cli.js [--remote <key or package>]… [--json]`: runs the contract gate
// (npm test runs it for every remote; `npm run release` for the remote it publishes). Exits 1 and
// prints every problem when it refuses; `--json` prints the contracts it read.
const { REMOTE_PACKAGES } = require('./contract');
const { runGate } = require('./gate');

/** A registry key from a key or a package name (`storefront` or `mf-storefront`). */
function remoteKey(name) {
  if (name in REMOTE_PACKAGES) return name;
  const key = Object.keys(REMOTE_PACKAGES).find(
    (k) => REMOTE_PACKAGES[k] === name,
  );
  if (!key)
    throw new Error(
      `unknown remote ${name} (one of ${Object.values(REMOTE_PACKAGES).join(', ')})`,
    );
  return key;
}

function main(argv) {
  const remotes = [];
  for (let i = 0; i < argv.length; i++)
    if (argv[i] === '--remote') remotes.push(remoteKey(argv[++i]));
  const started = Date.now();
  const { ok, problems, contracts } = runGate(
    remotes.length > 0 ? { remotes } : {},
  );
  if (argv.includes('--json')) console.log(JSON.stringify(contracts, null, 2));
  const names = contracts.map((c) => c.package).join(', ');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (ok) {
    console.log(
      `contract gate: ${names} meet their hosts and production (${seconds} s)`,
    );
    return 0;
  }
  console.error(`contract gate refused (${seconds} s):`);
  for (const p of problems) console.error(`  ✗ ${p}`);
  return 1;
}

if (require.main === module) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`contract gate: ${error.message}`);
    process.exitCode = 1;
  }
}

module.exports = { main, remoteKey };
