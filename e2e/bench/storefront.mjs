// The storefront home's cold loads (the bench's first part): JS budget, one React DOM renderer.
import { chunkLabels } from './chunks.mjs';
import { median } from './compare.mjs';
import { measureColdLoad } from './measure.mjs';

export const JS_BUDGET = 300 * 1024; // bytes as transferred (gzip/br)

const stats = (xs) => ({
  median: median(xs),
  min: Math.min(...xs),
  max: Math.max(...xs),
});
const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

function report(runs, { url, repoRoot, webPackages }) {
  const summary = {
    servicesVisibleMs: stats(runs.map((r) => r.servicesVisibleMs)),
    jsBytes: stats(runs.map((r) => r.jsBytes)),
    requestCount: stats(runs.map((r) => r.requestCount)),
    renderers: stats(runs.map((r) => r.renderers)),
  };
  const origins = [
    ...new Set(runs.flatMap((r) => Object.keys(r.jsBytesByOrigin))),
  ].sort();
  const jsBytesByOrigin = Object.fromEntries(
    origins.map((o) => [o, stats(runs.map((r) => r.jsBytesByOrigin[o] ?? 0))]),
  );
  const files = [...new Set(runs.flatMap((r) => Object.keys(r.jsBytesByFile)))];
  const jsBytesByFile = Object.fromEntries(
    files
      .map((f) => [f, median(runs.map((r) => r.jsBytesByFile[f] ?? 0))])
      .sort((a, b) => b[1] - a[1]),
  );
  const row = (label, s, fmt = String) =>
    `${label.padEnd(28)}${fmt(s.median).padStart(12)}${fmt(s.min).padStart(12)}${fmt(s.max).padStart(12)}`;
  console.log(`\nCold load of ${url} (${runs.length} runs, cache disabled)`);
  console.log(
    `${'metric'.padEnd(28)}${'median'.padStart(12)}${'min'.padStart(12)}${'max'.padStart(12)}`,
  );
  console.log(row('services visible (ms)', summary.servicesVisibleMs));
  console.log(row('JS transferred', summary.jsBytes, kb));
  console.log(row('requests', summary.requestCount));
  console.log(row('React DOM renderers', summary.renderers));
  console.log('JS transferred per origin:');
  for (const [o, s] of Object.entries(jsBytesByOrigin))
    console.log(row(`  ${o}`, s, kb));
  const labels = chunkLabels(
    repoRoot,
    Object.fromEntries(webPackages.map((p) => [p, p])),
  );
  console.log(
    'Largest scripts (median; what the federation manifest says they hold):',
  );
  for (const [f, b] of Object.entries(jsBytesByFile).slice(0, 12)) {
    console.log(
      `  ${kb(b).padStart(10)}  ${f}${labels[f] ? `  [${labels[f]}]` : ''}`,
    );
  }
  return { summary, jsBytesByOrigin, jsBytesByFile };
}

/**
 * Cold loads of `url` until `serviceName` shows (one warm-up, then `runs`), with the budget's checks.
 * @param {{ browser: import('playwright-core').Browser, url: string, serviceName: string,
 *   runs: number, originName: (url: string) => string, repoRoot: string, webPackages: string[] }} o
 */
export async function benchStorefront({
  browser,
  url,
  serviceName,
  runs: count,
  originName,
  repoRoot,
  webPackages,
}) {
  const measure = () =>
    measureColdLoad(browser, {
      url,
      serviceName,
      originName,
    });
  await measure(); // warm-up, not counted: server-side first hits (database, file reads)
  const runs = [];
  for (let i = 0; i < count; i += 1) {
    const r = await measure();
    console.log(
      `run ${i + 1}: ${r.servicesVisibleMs} ms, ${kb(r.jsBytes)} JS, ${r.requestCount} requests, ${r.renderers} renderer(s)`,
    );
    runs.push(r);
  }
  const { summary, jsBytesByOrigin, jsBytesByFile } = report(runs, {
    url,
    repoRoot,
    webPackages,
  });
  const failures = [];
  if (summary.jsBytes.median > JS_BUDGET) {
    failures.push(
      `median JS transferred ${kb(summary.jsBytes.median)} exceeds ${kb(JS_BUDGET)}`,
    );
  }
  if (runs.some((r) => r.renderers !== 1))
    failures.push('React DOM renderer count is not 1 in every run');
  return { summary, jsBytesByOrigin, jsBytesByFile, samples: runs, failures };
}
