import { expect, test, type Page, type Route } from '@playwright/test';
import { ACME_OWNER, shellUrl } from '../support/env';
import {
  countShellLoads,
  onOrigin,
  originOf,
  stubEntry,
} from '../support/remoteFaults';
import { call, getLocations, getStoreSettings, loginToken } from './api';
import { bell, loginAcmeOwner } from './browser';
import { expectAccessible } from './a11y';

// Faults a release can bring, against the served builds. The fault sits at the network
// boundary, so Playwright's routing produces it: a remote origin that stalls, answers HTML, loses a
// chunk, or serves an entry that throws; the registry answering 503. Each time the shell and the
// other remotes keep working, the user sees the fallback with Retry, and the page loads at most
// once more than the test asked (the one guarded cache-busting reload). Stopping a remote's server
// is remote-outage.spec.ts.

const LOAD = { timeout: 30_000 };
let firstLocation = '';
test.beforeAll(async () => {
  const token = await loginToken('portal', ACME_OWNER);
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  firstLocation = (await getLocations(token, storeId))[0]!.name;
});

/** The store portal (a remote) and the shell's header work while the bell's remote is broken. */
async function expectPortalWorks(page: Page) {
  await expect(
    page.getByRole('row').filter({ hasText: firstLocation }),
  ).toBeVisible(LOAD);
  await expect(
    page.getByRole('banner').locator('button[aria-haspopup="menu"]'),
  ).toBeVisible();
}

const retryBell = (page: Page) =>
  page.getByRole('button', { name: 'Retry notifications' });

/** After a fault on the bell's remote: Retry with the fault gone brings the real bell back. */
async function recoverBell(page: Page, unroute: () => Promise<void>) {
  await unroute();
  await retryBell(page).click();
  await expect(bell(page)).toBeVisible(LOAD);
  await expect(retryBell(page)).toHaveCount(0);
}

/** A fault on the bell's remote: the requests it answers, and how. */
interface BellFault {
  url: (url: URL) => boolean;
  handler: (route: Route) => Promise<void>;
  /** how long the shell may take to show the fallback */
  timeout?: number;
  /** more checks while the fault is on */
  whileBroken?: () => Promise<void>;
  /** runs once the fault is unrouted */
  onHeal?: () => void;
}

/**
 * The owner signs in with the fault on: the portal works, the bell's fallback offers Retry, and
 * Retry with the fault gone brings the bell back; the page loaded at most once more than asked.
 */
async function expectBellFallback(page: Page, fault: BellFault) {
  const loads = countShellLoads(page);
  await page.route(fault.url, fault.handler);
  await loginAcmeOwner(page);
  await expectPortalWorks(page);
  await expect(retryBell(page)).toBeVisible({
    timeout: fault.timeout ?? LOAD.timeout,
  });
  await fault.whileBroken?.();
  await recoverBell(page, async () => {
    await page.unroute(fault.url, fault.handler);
    fault.onHeal?.();
  });
  expect(loads()).toBeLessThanOrEqual(2);
}

test('a page preloads the remote its route uses, from the boot request, and no other', async ({
  page,
}) => {
  const others: string[] = [];
  const unused = [
    'storePortal',
    'vendorPortal',
    'serviceBuilder',
    'notifications',
  ] as const;
  page.on('request', (r) => {
    if (unused.some((k) => onOrigin(k)(new URL(r.url())))) others.push(r.url());
  });
  await page.goto(shellUrl('acme'));
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(
    LOAD,
  );
  // the federation runtime's preload fetches the module's chunks through <link rel="preload">
  const preloaded = await page.evaluate(
    (origin) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (e) =>
            e.name.startsWith(origin) &&
            (e as PerformanceResourceTiming).initiatorType === 'link',
        ).length,
    originOf('storefront'),
  );
  expect(preloaded).toBeGreaterThan(0);
  expect(others).toEqual([]);
});

test('a remote slower than its timeout: its fallback with Retry, the rest of the page works', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let release = () => {};
  const stalled = new Promise<void>((resolve) => (release = resolve));
  // The registry answer carries no manifests (as when the api cannot reach the remotes' servers,
  // ADR 0025), so the page fetches them, and the bell's fetch stalls. (A stalled entry script would
  // hold back the page's load event as well, which the sign-in helper waits for.)
  await page.route(
    (url) => url.pathname === '/api/v1/remote-registry',
    async (route) =>
      route.fulfill({
        json: await call('GET', '/remote-registry?host=app.localhost'),
      }),
  );
  await expectBellFallback(page, {
    url: onOrigin('notifications', /\/mf-manifest\.json$/),
    handler: async (route) => {
      await stalled;
      await route.continue().catch(() => {}); // the page may be gone
    },
    // the shell gives up after its timeout (15 s) and shows the bell's fallback
    timeout: 40_000,
    whileBroken: () => expectAccessible(page, 'portal with a stalled remote'),
    onHeal: () => release(),
  });
});

test('a remote origin answering HTML where JavaScript is expected: its fallback with Retry', async ({
  page,
}) => {
  await expectBellFallback(page, {
    url: onOrigin('notifications'),
    handler: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Maintenance</title><p>Back soon</p>',
      }),
  });
});

for (const failure of ['evaluate', 'render'] as const) {
  test(`a remote that throws while ${failure === 'evaluate' ? 'evaluating' : 'rendering'}: its fallback with Retry`, async ({
    page,
  }) => {
    // React and the page report the thrown error; that is the fault under test.
    await expectBellFallback(page, {
      url: onOrigin('notifications', /\/remoteEntry\.js$/),
      handler: (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          body: stubEntry('mf_notifications', failure),
        }),
    });
  });
}

test('a chunk that 404s after a release while the tab is open: the fallback with Retry, the shell works', async ({
  page,
}) => {
  const loads = countShellLoads(page);
  await page.goto(shellUrl('acme'));
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(
    LOAD,
  );
  // The release removed the storefront's chunks this tab has not loaded yet (its entry stays).
  const chunks = onOrigin('storefront', /^\/(?!remoteEntry\.js$)[^/]+\.js$/);
  const gone = (route: Route) => route.fulfill({ status: 404, body: '' });
  await page.route(chunks, gone);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible(LOAD);
  await expect(
    page.getByText('The store is currently unavailable'),
  ).toBeVisible();
  await expect(header).toBeVisible();
  await expectAccessible(page, 'storefront with a missing chunk');

  await page.unroute(chunks, gone);
  await retry.click();
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible(LOAD);
  expect(loads()).toBeLessThanOrEqual(2);
});

test('a chunk that 404s after a release the registry already names: the open tab takes the new version by itself', async ({
  page,
}) => {
  const loads = countShellLoads(page);
  await page.goto(shellUrl('acme'));
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(
    LOAD,
  );
  // The release: the old version's chunks are gone, and the registry names the new version (here
  // the same build under another entry URL, which is what the shell compares).
  let released = false;
  const chunks = onOrigin('storefront', /^\/(?!remoteEntry\.js$)[^/]+\.js$/);
  await page.route(chunks, (route) =>
    released ? route.continue() : route.fulfill({ status: 404, body: '' }),
  );
  const registry = (url: URL) => url.pathname === '/api/v1/remote-registry';
  await page.route(registry, async (route) => {
    const set = await call<{
      remotes: Record<string, { entry: string; version: string } | null>;
    }>('GET', '/remote-registry?host=acme.localhost');
    set.remotes['storefront'] = {
      ...set.remotes['storefront']!,
      entry: `${originOf('storefront')}/remoteEntry.js`,
      version: '9.9.9-e2e',
    };
    released = true;
    await route.fulfill({ json: set });
  });

  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Log in' })
    .click();
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible(LOAD);
  expect(released).toBe(true);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expect(loads()).toBeLessThanOrEqual(2);
});

test('the registry down: the last good set this browser saw is used; with none, the fallbacks', async ({
  page,
  browser,
}) => {
  const loads = countShellLoads(page);
  await loginAcmeOwner(page);
  await expectPortalWorks(page);
  await expect(bell(page)).toBeVisible(LOAD);

  const registry = (url: URL) => url.pathname === '/api/v1/remote-registry';
  const down = (route: Route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"code":"UNAVAILABLE","message":"Service unavailable","errors":{}}',
    });
  await page.route(registry, down);
  await page.goto(shellUrl('app', '/portal/location'));
  await expectPortalWorks(page);
  await expect(bell(page)).toBeVisible(LOAD);
  expect(loads()).toBeLessThanOrEqual(3);

  // A browser that never saw the registry: every remote's fallback with Retry, the shell works.
  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  try {
    await visitor.route(registry, down);
    await visitor.goto(shellUrl('acme'));
    await expect(
      visitor.getByText('The store is currently unavailable'),
    ).toBeVisible(LOAD);
    await expect(visitor.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(
      visitor.getByRole('banner').getByRole('button', { name: 'Log in' }),
    ).toBeVisible();
    // the registry is back: Retry asks it again and the store loads
    await visitor.unroute(registry, down);
    await visitor.getByRole('button', { name: 'Retry' }).click();
    await expect(
      visitor.getByRole('heading', { level: 3 }).first(),
    ).toBeVisible(LOAD);
  } finally {
    await fresh.close();
  }
});
