import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_ORIGIN, CONTROL_ORIGIN, shellUrl } from '../support/env';
import { REPO_ROOT } from '../support/platform.cjs';
import { call, getStoreSettings, loginToken } from './api';
import { expectAccessible } from './a11y';

// A remote team publishes a storefront version with the release script's module (the
// built storefront's dist, copied to its own version folder; the contract gate runs, webpack does
// not) and the super admin rolls it out through the api: Acme only by a pin (Globex keeps its
// version, no shell rebuild), a canary at 100 %, a rollback, the kill switch. The browser's requests
// to the storefront's origin tell which folder served it. A tab opened before the release keeps
// working. Moving the storefront's pointer changes every store's page for a moment (the new version
// is the same build, so the pages stay the same), except the last step, where nothing good is left.

/** tools/release/release.js (CommonJS, outside this package), as far as this test uses it. */
const { release } = createRequire(__filename)(
  join(REPO_ROOT, 'tools/release/release.js'),
) as {
  release(options: {
    pkg: string;
    version: string;
    dist: string;
    releasesDir: string;
    baseUrl: string;
    apiUrl: string;
    releaseKey: string;
    unitTests: boolean;
    log: (line: string) => void;
  }): Promise<{ registered: { entry_base_url: string } }>;
};

const SUPER_ADMIN = 'admin@platform.test';
const VERSION = `0.2.0-e2e.${Date.now()}`;
const LOAD = { timeout: 30_000 };

interface Ready {
  urls: { storefront: string };
  releasesDir: string;
}
interface RemoteReleaseState {
  remote: string;
  default_version: string | null;
}

let admin = '';
let acmeId = 0;
let origin = '';
let releasesDir = '';
let startupVersion = '';

const put = (path: string, body: object) =>
  call('PUT', `/releases/storefront${path}`, admin, {
    ...body,
    reason: 'e2e: release test',
  });

/** A fresh page load of a store's home; answers the storefront origin's paths it requested. */
async function loadStore(browser: Browser, store: 'acme' | 'globex') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) paths.push(url.pathname);
  });
  await page.goto(shellUrl(store));
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible(
    LOAD,
  );
  await context.close();
  return paths;
}

/**
 * The storefront came from the new version's folder only: its entry and its chunks (its manifest,
 * the one the release stored, comes with the registry answer: ADR 0025).
 */
function expectFromNewVersion(paths: string[]) {
  const folder = `/${VERSION}/`;
  expect(paths).toContain(`${folder}remoteEntry.js`);
  expect(
    paths.filter((p) => p.startsWith(folder) && /\.[0-9a-f]{10}\.js$/.test(p))
      .length,
  ).toBeGreaterThan(0);
  expect(paths.filter((p) => !p.startsWith(folder))).toEqual([]);
}

/** The storefront came from the start-up build (the origin's root), never the new folder. */
function expectFromStartupBuild(paths: string[]) {
  expect(paths).toContain('/remoteEntry.js');
  expect(paths.filter((p) => p.includes(`/${VERSION}/`))).toEqual([]);
}

test.beforeAll(async () => {
  admin = await loginToken('portal', SUPER_ADMIN);
  acmeId = (await getStoreSettings('acme.localhost')).store_id;
  const ready = (await (
    await fetch(`${CONTROL_ORIGIN}/ready`)
  ).json()) as Ready;
  origin = ready.urls.storefront;
  releasesDir = ready.releasesDir;
  const overview = await call<{ remotes: RemoteReleaseState[] }>(
    'GET',
    '/releases',
    admin,
  );
  startupVersion = overview.remotes.find(
    (r) => r.remote === 'storefront',
  )!.default_version!;
});

test('a new storefront version: Acme only by a pin, then a canary, a rollback and the kill switch', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // A tab opened before the release.
  const before = await browser.newContext();
  const oldTab: Page = await before.newPage();
  await oldTab.goto(shellUrl('acme', '/request-estimate'));
  const trackOrder = oldTab
    .getByRole('banner')
    .getByRole('button', { name: 'Track Order' });
  await expect(trackOrder).toBeVisible(LOAD);

  try {
    await test.step('publish with the release script (no shell rebuild)', async () => {
      const { key } = await call<{ key: string }>(
        'POST',
        '/releases/keys',
        admin,
        { remote: 'storefront', name: `e2e ${VERSION}` },
      );
      const published = await release({
        pkg: 'mf-storefront',
        version: VERSION,
        dist: join(REPO_ROOT, 'mf-storefront/dist'),
        releasesDir,
        baseUrl: origin,
        apiUrl: API_ORIGIN,
        releaseKey: key,
        unitTests: false,
        log: () => {},
      });
      expect(published.registered.entry_base_url).toBe(`${origin}/${VERSION}`);
      // Registering does not roll out.
      expectFromStartupBuild(await loadStore(browser, 'acme'));
    });

    await test.step('pinned to Acme: Acme loads it, Globex does not', async () => {
      await put(`/pins/${acmeId}`, { version: VERSION });
      expectFromNewVersion(await loadStore(browser, 'acme'));
      expectFromStartupBuild(await loadStore(browser, 'globex'));
    });

    await test.step('the tab opened before the release keeps working', async () => {
      await trackOrder.click();
      await expect(
        oldTab.getByRole('dialog', { name: 'Track order' }),
      ).toBeVisible(LOAD);
    });

    await test.step('a canary at 100 % reaches Globex; ended, Globex is back', async () => {
      await put('/canary', { version: VERSION, share: 100 });
      expectFromNewVersion(await loadStore(browser, 'globex'));
      await put('/canary', { version: null, share: 0 });
      expectFromStartupBuild(await loadStore(browser, 'globex'));
    });

    await test.step('made the default, then rolled back in one step', async () => {
      await put('/default', { version: VERSION });
      expectFromNewVersion(await loadStore(browser, 'globex'));
      await call('POST', '/releases/storefront/rollback', admin, {
        reason: 'e2e: roll back',
      });
      expectFromStartupBuild(await loadStore(browser, 'globex'));
    });

    await test.step('killed: Acme’s pin is skipped for the previous good version', async () => {
      await put('/kill-switch', { killed: true, version: VERSION });
      expectFromStartupBuild(await loadStore(browser, 'acme'));
    });

    await test.step('nothing good left: the fallback with Retry, the shell still works', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await put('/kill-switch', { killed: true, version: startupVersion });
        await page.goto(shellUrl('acme'));
        const retry = page.getByRole('button', { name: /retry/i });
        await expect(retry).toBeVisible(LOAD);
        await expect(
          page.getByText('The store is currently unavailable'),
        ).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expectAccessible(page, 'storefront killed');
        await put('/kill-switch', { killed: false, version: startupVersion });
        await retry.click();
        await expect(
          page.getByRole('heading', { level: 3 }).first(),
        ).toBeVisible(LOAD);
      } finally {
        await context.close();
      }
    });
  } finally {
    // Leave the storefront as the other tests found it (each may already be so).
    const ignore = () => {};
    await put('/kill-switch', {
      killed: false,
      version: startupVersion,
    }).catch(ignore);
    await put('/default', { version: startupVersion }).catch(ignore);
    await put(`/pins/${acmeId}`, { version: null }).catch(ignore);
    await put('/canary', { version: null, share: 0 }).catch(ignore);
    await before.close();
  }
});
