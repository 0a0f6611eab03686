// One cold load of a page, for the federated-versus-single-bundle comparison: a fresh
// context with the HTTP cache off, optionally on slow 4G (CDP network and CPU throttling). (The
// dependency depth holds requests back in loads of its own: depth.mjs.) It reports the time
// to content, JS bytes as transferred, requests, React DOM renderers, long tasks before the
// content, and when each request left.
/* global window, document -- these functions run inside the page */
import { rendererHook } from './measure.mjs';

/** Slow 4G as the issue defines it: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU. */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpu: 4,
};

/** In the page: collects long tasks ([start, duration]) from the navigation on. */
function longTaskProbe() {
  window.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__benchLongTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing: reported as 0
  }
}

/** In the page: the time (ms since navigation) at which the content is visible, else null. */
function contentVisible({ css, text }) {
  const hit = [...document.querySelectorAll(css)].find(
    (el) =>
      (text === undefined || el.textContent?.trim() === text) &&
      el.getBoundingClientRect().height > 0,
  );
  return hit ? performance.now() : null;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, content: { css: string, text?: string }, storageState?: object,
 *   throttle?: typeof SLOW_4G | null, timeoutMs?: number }} o
 * @returns {Promise<{ contentMs: number, jsBytes: number, requestCount: number, renderers: number,
 *   longTaskMs: number, requests: { url: string, type: string, startMs: number }[] }>}
 *   `requests` in the order they left, `startMs` since the navigation began.
 */
export async function probeLoad(
  browser,
  { url, content, storageState, throttle = null, timeoutMs = 90_000 },
) {
  const context = await browser.newContext(
    storageState ? { storageState } : {},
  );
  try {
    await context.addInitScript(rendererHook); // counts React DOM renderers
    await context.addInitScript(longTaskProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttle) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttle.latency,
        downloadThroughput: throttle.downloadThroughput,
        uploadThroughput: throttle.uploadThroughput,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
    }
    const requests = new Map(); // requestId → { url, type, wallTime }
    let jsBytes = 0;
    let navigationWall = null;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      if (navigationWall === null && e.type === 'Document')
        navigationWall = e.wallTime;
      if (!requests.has(e.requestId))
        requests.set(e.requestId, {
          url: e.request.url,
          type: e.type ?? '',
          wallTime: e.wallTime,
        });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.type = e.type;
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (requests.get(e.requestId)?.type === 'Script')
        jsBytes += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const handle = await page.waitForFunction(contentVisible, content, {
      polling: 'raf',
      timeout: timeoutMs,
    });
    const contentMs = Math.round(await handle.jsonValue());
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    const { renderers, longTasks } = await page.evaluate(() => ({
      renderers: window.__benchRenderers,
      longTasks: window.__benchLongTasks,
    }));
    const longTaskMs = Math.round(
      longTasks
        .filter(([start]) => start < contentMs)
        .reduce((sum, [, duration]) => sum + duration, 0),
    );
    const start = navigationWall ?? 0;
    return {
      contentMs,
      jsBytes,
      requestCount: requests.size,
      renderers,
      longTaskMs,
      requests: [...requests.values()].map((r) => ({
        url: r.url,
        type: r.type,
        startMs: Math.round((r.wallTime - start) * 1000),
      })),
    };
  } finally {
    await context.close();
  }
}
