// Production builds of the six web packages, a few at a time, with each line prefixed by its package.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../..',
);

export const WEB_PACKAGES = [
  'shell',
  'mf-storefront',
  'mf-store-portal',
  'mf-vendor-portal',
  'mf-service-builder',
  'mf-notifications',
];

/** A package needs a build when its dist lacks the manifest or the page. */
export function isBuilt(pkg) {
  const dist = path.join(ROOT, pkg, 'dist');
  return ['mf-manifest.json', 'index.html'].every((f) =>
    fs.existsSync(path.join(dist, f)),
  );
}

function prefixLines(stream, prefix, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
}

function buildOne(pkg) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', pkg], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const prefix = `[${pkg}] `;
    prefixLines(child.stdout, prefix, process.stdout);
    prefixLines(child.stderr, prefix, process.stderr);
    child.on('close', (code) =>
      resolve({ pkg, ok: code === 0, ms: Date.now() - started }),
    );
    child.on('error', (err) => {
      process.stderr.write(`${prefix}${err.message}\n`);
      resolve({ pkg, ok: false, ms: Date.now() - started });
    });
  });
}

/**
 * Builds the packages, `concurrency` at a time (2 by default: one per core on the CI machine).
 * @returns {Promise<{ pkg: string, ok: boolean, ms: number }[]>} in the order given
 */
export async function buildPackages(
  pkgs,
  { concurrency = Number(process.env.BUILD_CONCURRENCY) || 2 } = {},
) {
  const queue = [...pkgs];
  const results = new Map();
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      process.stdout.write(`building ${pkg} …\n`);
      const result = await buildOne(pkg);
      results.set(pkg, result);
      process.stdout.write(
        `${result.ok ? 'built' : 'FAILED'} ${pkg} in ${(result.ms / 1000).toFixed(1)} s\n`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return pkgs.map((p) => results.get(p));
}

export function printBuildSummary(results, totalMs) {
  for (const r of results) {
    process.stdout.write(
      `  ${r.ok ? 'ok    ' : 'FAILED'} ${r.pkg.padEnd(20)} ${(r.ms / 1000).toFixed(1)} s\n`,
    );
  }
  process.stdout.write(
    `build: ${results.filter((r) => r.ok).length}/${results.length} in ${(totalMs / 1000).toFixed(1)} s\n`,
  );
}
