// One cold load of a page in a fresh browser context with the HTTP cache off, measured over CDP.
/* global window, document -- these functions run inside the page */

/** A stand-in for the React DevTools hook: each react-dom copy calls inject() once. */
export function rendererHook() {
  window.__benchRenderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) {
      window.__benchRenderers += 1;
      this.renderers.set(window.__benchRenderers, renderer);
      return window.__benchRenderers;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, serviceName: string, originName: (url: string) => string, timeoutMs?: number,
 *   selector?: string, storageState?: object }} o
 *   The content is visible when an element matching `selector` (default: a service card's `h3`)
 *   reads `serviceName`; `storageState` starts the context signed in (the portal's list).
 */
export async function measureColdLoad(
  browser,
  {
    url,
    serviceName,
    originName,
    timeoutMs = 60_000,
    selector = 'h3',
    storageState,
  },
) {
  const context = await browser.newContext(
    storageState ? { storageState } : {},
  );
  try {
    await context.addInitScript(rendererHook);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map(); // requestId → { url, type }
    const jsBytesByOrigin = {};
    const jsBytesByFile = {};
    let requestCount = 0;
    let jsBytes = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.startsWith('data:')) return;
      if (!requests.has(e.requestId)) requestCount += 1;
      requests.set(e.requestId, { url: e.request.url, type: e.type });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.type = e.type;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (!r || r.type !== 'Script') return;
      jsBytes += e.encodedDataLength;
      const origin = originName(r.url);
      jsBytesByOrigin[origin] =
        (jsBytesByOrigin[origin] ?? 0) + e.encodedDataLength;
      const file = `${origin} ${new URL(r.url).pathname}`;
      jsBytesByFile[file] = (jsBytesByFile[file] ?? 0) + e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    // performance.now() counts from the navigation start, checked on every animation frame.
    const handle = await page.waitForFunction(
      ({ name, css }) => {
        const hit = [...document.querySelectorAll(css)].find(
          (h) =>
            h.textContent?.trim() === name &&
            h.getBoundingClientRect().height > 0,
        );
        return hit ? performance.now() : null;
      },
      { name: serviceName, css: selector },
      { polling: 'raf', timeout: timeoutMs },
    );
    const servicesVisibleMs = Math.round(await handle.jsonValue());
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    const renderers = await page.evaluate(() => window.__benchRenderers);
    return {
      servicesVisibleMs,
      jsBytes,
      requestCount,
      renderers,
      jsBytesByOrigin,
      jsBytesByFile,
    };
  } finally {
    await context.close();
  }
}
