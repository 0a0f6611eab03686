// Lighthouse (mobile, simulated slow 4G, the package's defaults) on the Acme storefront's home and a
// service page, on the system Chromium: SEO, best practices and accessibility must score 100; the
// performance score, LCP and total blocking time are recorded (median of LIGHTHOUSE_RUNS runs).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { acmeServices } from './pages.mjs';
import { median } from './compare.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const MUST_BE_100 = ['accessibility', 'best-practices', 'seo'];

async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const { categories, audits } = result.lhr;
  const failing = (id) =>
    Object.values(audits)
      .filter(
        (a) =>
          categories[id].auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
          a.score !== null &&
          a.score < 1,
      )
      .map((a) => a.id);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round(categories[c].score * 100)]),
    ),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
    failing: Object.fromEntries(MUST_BE_100.map((c) => [c, failing(c)])),
  };
}

/**
 * @param {object} o
 * @param {string} o.apiOrigin
 * @param {number} o.shellPort
 * @param {string} o.chromePath
 * @param {number} [o.runs]
 */
export async function runLighthouse({
  apiOrigin,
  shellPort,
  chromePath,
  runs = 1,
}) {
  const { first } = await acmeServices(apiOrigin);
  const origin = `http://acme.localhost:${shellPort}`;
  const pages = {
    home: `${origin}/`,
    service: `${origin}/services/${first.id}`,
  };
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const failures = [];
  const results = {};
  try {
    for (const [name, url] of Object.entries(pages)) {
      await audit(chrome.port, url); // warm-up: server-side first hits
      const samples = [];
      for (let i = 0; i < runs; i += 1)
        samples.push(await audit(chrome.port, url));
      const pick = (f) => median(samples.map(f));
      const result = {
        url,
        performance: pick((s) => s.scores.performance),
        accessibility: pick((s) => s.scores.accessibility),
        bestPractices: pick((s) => s.scores['best-practices']),
        seo: pick((s) => s.scores.seo),
        lcpMs: pick((s) => s.lcpMs),
        tbtMs: pick((s) => s.tbtMs),
        fcpMs: pick((s) => s.fcpMs),
        failing: samples[0].failing,
      };
      results[name] = result;
      console.log(
        `lighthouse ${name}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}; LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, FCP ${result.fcpMs} ms`,
      );
      for (const s of samples)
        for (const c of MUST_BE_100)
          if (s.scores[c] !== 100)
            failures.push(
              `lighthouse ${name}: ${c} ${s.scores[c]} (failing audits: ${s.failing[c].join(', ')})`,
            );
    }
  } finally {
    await chrome.kill();
  }
  return { pages: results, runs, failures: [...new Set(failures)] };
}

/** The bench's part: LIGHTHOUSE_RUNS runs a page (default 1); a failure to run is a failure. */
export function benchLighthouse(ports, chromePath = '/usr/bin/chromium') {
  return runLighthouse({
    apiOrigin: `http://127.0.0.1:${ports.API_PORT}`,
    shellPort: ports.SHELL_PORT,
    chromePath,
    runs: Number(process.env.LIGHTHOUSE_RUNS ?? 1),
  }).catch((error) => ({
    error: error.message,
    failures: [`lighthouse failed: ${error.message}`],
  }));
}
