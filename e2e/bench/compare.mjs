// Federated pages against a single bundle of the same pages. `npm run bench` builds the
// single bundle (tools/single-bundle: the shell's config without Module Federation, the remotes'
// exposed modules imported directly), serves it beside the federated build on the same api and
// data, and loads each page cold in both, interleaved, unthrottled and on slow 4G. It prints the
// ratios federated ÷ single bundle and checks the targets.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dependencyDepth } from './depth.mjs';
import { comparisonPages } from './pages.mjs';
import { probeLoad, SLOW_4G } from './probe.mjs';

export const TARGETS = {
  contentRatio: 1.1, // unthrottled
  contentRatioSlow4g: 1.15,
  homeContentRatioSlow4g: 1.1, // the storefront home: as close on slow 4G as unthrottled
  jsRatio: 1.15,
  homeJsBytes: 300 * 1024,
  depth: 3,
  renderers: 1,
};

/** Builds the single bundle into .cache/single-bundle/dist (webpack's cache keeps a rebuild short). */
export function buildSingleBundle(repoRoot, log) {
  const started = Date.now();
  const res = spawnSync(
    'npx',
    [
      'webpack',
      '--config',
      'tools/single-bundle/webpack.config.js',
      '--mode',
      'production',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (res.status !== 0)
    throw new Error(`the single-bundle build failed (${res.status})`);
  log(`single bundle built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return join(repoRoot, '.cache/single-bundle/dist');
}

/** Serves the single bundle like the shell: SPA fallback, CSP, compression, /api proxied. */
export async function serveSingleBundle(repoRoot, dir, port, apiPort) {
  // The platform's own static server (tools/ is no package e2e can import by name).
  const { serveStatic } = await import(
    pathToFileURL(join(repoRoot, 'tools/serve/static.mjs')).href
  );
  return serveStatic({
    name: 'single-bundle',
    dir,
    port,
    spaFallback: true,
    apiTarget: `http://127.0.0.1:${apiPort}`,
  });
}

/** The median; of an even count, the mean of the middle two (rounded). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
};
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const ratio = (a, b) => (b > 0 ? Math.round((a / b) * 100) / 100 : null);

/**
 * @param {{ browser: import('playwright-core').Browser, pages: { name: string, path: string,
 *   host: string, content: { css: string, text?: string }, contentRequest: RegExp,
 *   storageState?: (origin: string) => Promise<object> }[], origins: { federated: string,
 *   single: string }, runs: number, log: (line: string) => void, depthOnly?: boolean }} o
 *   `origins` are `http://localhost:<port>`; each page's `host` replaces localhost. `depthOnly`
 *   measures the dependency depth alone (no timed loads).
 */
export async function comparePages({
  browser,
  pages,
  origins,
  runs,
  log,
  depthOnly = false,
}) {
  const results = [];
  const failures = [];
  for (const page of pages) {
    const builds = {};
    for (const [build, origin] of Object.entries(origins)) {
      const base = new URL(origin);
      base.hostname = page.host;
      builds[build] = {
        url: `${base.origin}${page.path}`,
        content: page.content,
        contentRequest: page.contentRequest,
        storageState: page.storageState
          ? await page.storageState(base.origin)
          : undefined,
      };
    }
    const row = { page: page.name };
    for (const [condition, throttle] of depthOnly
      ? []
      : [
          ['unthrottled', null],
          ['slow4g', SLOW_4G],
        ]) {
      const samples = { federated: [], single: [] };
      for (const build of Object.keys(builds))
        await probeLoad(browser, { ...builds[build], throttle }); // warm-up
      for (let i = 0; i < runs; i += 1)
        for (const build of Object.keys(builds))
          // interleaved
          samples[build].push(
            await probeLoad(browser, { ...builds[build], throttle }),
          );
      const pick = (build, key) => median(samples[build].map((s) => s[key]));
      const cell = {};
      for (const build of Object.keys(builds))
        cell[build] = {
          contentMs: pick(build, 'contentMs'),
          jsBytes: pick(build, 'jsBytes'),
          requests: pick(build, 'requestCount'),
          longTaskMs: pick(build, 'longTaskMs'),
          renderers: Math.max(...samples[build].map((s) => s.renderers)),
        };
      cell.ratio = {
        contentMs: ratio(cell.federated.contentMs, cell.single.contentMs),
        jsBytes: ratio(cell.federated.jsBytes, cell.single.jsBytes),
        requests: ratio(cell.federated.requests, cell.single.requests),
      };
      row[condition] = cell;
      log(
        `${page.name} (${condition}): content ${cell.federated.contentMs} / ${cell.single.contentMs} ms = ×${cell.ratio.contentMs}, JS ${kb(cell.federated.jsBytes)} / ${kb(cell.single.jsBytes)} = ×${cell.ratio.jsBytes}, requests ${cell.federated.requests} / ${cell.single.requests}, long tasks ${cell.federated.longTaskMs} / ${cell.single.longTaskMs} ms, renderers ${cell.federated.renderers} / ${cell.single.renderers}`,
      );
    }
    row.depth = {};
    for (const build of Object.keys(builds)) {
      const started = Date.now();
      // One page that cannot be measured is that page's failure, not the end of the comparison.
      row.depth[build] = await dependencyDepth(browser, builds[build]).catch(
        (error) => ({
          depth: null,
          chain: [],
          findings: [],
          error: error.message,
        }),
      );
      const { depth, chain, findings, error } = row.depth[build];
      const took = `${((Date.now() - started) / 1000).toFixed(0)} s`;
      log(
        error
          ? `${page.name} depth (${build}) not measured (${took}): ${error}`
          : `${page.name} depth (${build}): ${depth}: ${chain.map((u) => new URL(u).pathname).join(' → ')} (${took})`,
      );
      for (const finding of findings)
        log(`${page.name} (${build}) finding: ${finding}`);
    }
    failures.push(...pageFailures(page.name, row));
    results.push(row);
  }
  const table = tableOf(results);
  log(`\n${table.join('\n')}`);
  return { results, table, failures, targets: TARGETS };
}

function pageFailures(name, row) {
  const out = [];
  const { unthrottled: u, slow4g: s } = row;
  for (const [build, d] of Object.entries(row.depth))
    if (d.error)
      out.push(`${name}: the ${build} depth was not measured: ${d.error}`);
  if (row.depth.federated.depth > TARGETS.depth)
    out.push(
      `${name}: the content request waits on a chain of ${row.depth.federated.depth} requests (target ≤ ${TARGETS.depth})`,
    );
  if (!u) return out; // depth only
  if (u.ratio.contentMs > TARGETS.contentRatio)
    out.push(
      `${name}: time to content ×${u.ratio.contentMs} of the single bundle unthrottled (target ≤ ×${TARGETS.contentRatio})`,
    );
  const slowTarget =
    name === 'storefront home'
      ? TARGETS.homeContentRatioSlow4g
      : TARGETS.contentRatioSlow4g;
  if (s.ratio.contentMs > slowTarget)
    out.push(
      `${name}: time to content ×${s.ratio.contentMs} of the single bundle on slow 4G (target ≤ ×${slowTarget})`,
    );
  if (u.ratio.jsBytes > TARGETS.jsRatio)
    out.push(
      `${name}: JS ×${u.ratio.jsBytes} of the single bundle (target ≤ ×${TARGETS.jsRatio})`,
    );
  if (name === 'storefront home' && u.federated.jsBytes > TARGETS.homeJsBytes)
    out.push(
      `${name}: ${kb(u.federated.jsBytes)} JS (target ≤ ${kb(TARGETS.homeJsBytes)})`,
    );
  for (const cell of [u, s])
    if (cell.federated.renderers !== 1 || cell.single.renderers !== 1)
      out.push(`${name}: not exactly one React DOM renderer`);
  return [...new Set(out)];
}

/** The comparison as a Markdown table, one line a row (printed and kept in the results file). */
function tableOf(results) {
  const head = [
    'page',
    'condition',
    'content ms fed/single',
    '×',
    'JS fed/single',
    '×',
    'requests',
    'long tasks ms',
    'depth',
  ];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const lines = [line(head), line(head.map(() => '---'))];
  for (const r of results) {
    const depth = `${r.depth.federated.depth} / ${r.depth.single.depth}`;
    if (!r.unthrottled)
      lines.push(line([r.page, 'depth only', '', '', '', '', '', '', depth]));
    for (const condition of r.unthrottled ? ['unthrottled', 'slow4g'] : []) {
      const c = r[condition];
      lines.push(
        line([
          r.page,
          condition,
          `${c.federated.contentMs} / ${c.single.contentMs}`,
          c.ratio.contentMs,
          `${kb(c.federated.jsBytes)} / ${kb(c.single.jsBytes)}`,
          c.ratio.jsBytes,
          `${c.federated.requests} / ${c.single.requests}`,
          `${c.federated.longTaskMs} / ${c.single.longTaskMs}`,
          depth,
        ]),
      );
    }
  }
  return lines;
}

/**
 * Builds and serves the single bundle on the shell's port + 90 beside the running federated
 * platform, and compares the pages of pages.mjs in both (`pages`: as comparisonPages answered them
 * before any part measured; `BENCH_PAGES=sales orders list,…`: those pages alone). Never rejects:
 * a failure is reported.
 */
export async function runCompare({
  browser,
  repoRoot,
  ports,
  runs,
  pages: prepared,
  depthOnly = false,
  log = (line) => console.log(line),
}) {
  let server = null;
  try {
    const dir = buildSingleBundle(repoRoot, log);
    server = await serveSingleBundle(
      repoRoot,
      dir,
      ports.SHELL_PORT + 90,
      ports.API_PORT,
    );
    const only = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
    const pages = (
      prepared ?? (await comparisonPages(`http://127.0.0.1:${ports.API_PORT}`))
    ).filter((p) => !only || only.includes(p.name));
    if (pages.length === 0)
      throw new Error(`BENCH_PAGES names no page: ${process.env.BENCH_PAGES}`);
    return await comparePages({
      browser,
      pages,
      depthOnly,
      origins: {
        federated: `http://localhost:${ports.SHELL_PORT}`,
        single: `http://localhost:${server.port}`,
      },
      runs,
      log,
    });
  } catch (error) {
    console.error(error);
    return {
      error: error.message,
      failures: [`comparison failed: ${error.message}`],
    };
  } finally {
    await server?.close();
  }
}
