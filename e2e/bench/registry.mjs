// How soon a new page load sees a roll-out change. A storefront version is published with
// the release script's module (the built dist copied to its version folder, no webpack), then Acme
// is pinned to it and unpinned in turn; right after each change's answer a fresh page load of Acme's
// home starts, and the registry answer that page receives must name the set after the change. The
// figure is the time from the change's answer to that page's registry answer (median); a page load
// that still got the set before the change is a failure.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiCall, msStats } from './bell.mjs';

const SAMPLES = 10;
const TARGET_MS = 1000; // "a new page load sees it within 1 second"

/** In Node: publishes a storefront version with tools/release and answers it with Acme's id. */
async function publishVersion({ repoRoot, apiOrigin, controlOrigin, token }) {
  const { release } = createRequire(import.meta.url)(
    join(repoRoot, 'tools/release/release.js'),
  );
  const ready = await (await fetch(`${controlOrigin}/ready`)).json();
  const { key } = await apiCall(apiOrigin, 'POST', '/releases/keys', {
    token,
    body: { remote: 'storefront', name: 'bench: registry' },
  });
  const version = `0.3.0-bench.${Date.now()}`;
  await release({
    pkg: 'mf-storefront',
    version,
    dist: join(repoRoot, 'mf-storefront/dist'),
    releasesDir: ready.releasesDir,
    baseUrl: ready.urls.storefront,
    apiUrl: apiOrigin,
    releaseKey: key,
    unitTests: false,
    log: () => {},
  });
  return version;
}

/** One sample: the change, then a fresh page load; answers ms from the change to its registry answer. */
async function sample(browser, { url, change, expectNew, version }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const registry = page.waitForResponse((r) =>
      r.url().includes('/api/v1/remote-registry'),
    );
    await change();
    const changedAt = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    const answer = await registry;
    const seenAt = Date.now();
    const entry = (await answer.json()).remotes?.storefront?.entry ?? '';
    const sawNew = entry.includes(`/${version}/`);
    return { ms: seenAt - changedAt, current: sawNew === expectNew };
  } finally {
    await context.close();
  }
}

/** Never rejects: a failure is reported. */
export async function runRegistry({ browser, repoRoot, ports }) {
  const apiOrigin = `http://127.0.0.1:${ports.API_PORT}`;
  const controlOrigin = `http://127.0.0.1:${ports.PLATFORM_CONTROL_PORT}`;
  try {
    const { access: token } = await apiCall(
      apiOrigin,
      'POST',
      '/auth/portal/login',
      { body: { email: 'admin@platform.test', password: 'Passw0rd!' } },
    );
    const version = await publishVersion({
      repoRoot,
      apiOrigin,
      controlOrigin,
      token,
    });
    const { store_id: acme } = await apiCall(
      apiOrigin,
      'GET',
      '/store-settings?store_url=acme.localhost',
    );
    const pin = (v) =>
      apiCall(apiOrigin, 'PUT', `/releases/storefront/pins/${acme}`, {
        token,
        body: { version: v, reason: 'bench: a change to a new page load' },
      });
    const url = `http://acme.localhost:${ports.SHELL_PORT}/`;
    const runs = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const expectNew = i % 2 === 0;
      runs.push(
        await sample(browser, {
          url,
          version,
          expectNew,
          change: () => pin(expectNew ? version : null),
        }),
      );
    }
    await pin(null);
    const summary = msStats(runs.map((r) => r.ms));
    const stale = runs.filter((r) => !r.current).length;
    console.log(
      `\nRegistry change → a new page load's registry answer: median ${summary.medianMs} ms, max ${summary.maxMs} ms over ${runs.length} changes (target ${TARGET_MS} ms); ${stale} page load(s) got the set before the change`,
    );
    const failures = [];
    if (summary.medianMs > TARGET_MS)
      failures.push(
        `registry change seen by a new page load in ${summary.medianMs} ms, over ${TARGET_MS} ms`,
      );
    if (stale > 0)
      failures.push(`${stale} page load(s) after a change got the old set`);
    return { summary, stale, targetMs: TARGET_MS, failures };
  } catch (error) {
    console.error(error);
    return {
      error: error.message,
      failures: [`registry benchmark failed: ${error.message}`],
    };
  }
}
