import { execFile } from 'node:child_process';
import {
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser } from '@playwright/test';
import { API_ORIGIN, CONTROL_ORIGIN } from '../support/env';
import { REPO_ROOT } from '../support/platform.cjs';
import { call, getStoreSettings, loginToken } from './api';
import { signIn } from './session';

// A remote's pages are its own data (ADR 0030): the store-portal team releases a build with one
// more page and its menu entry (built here from e2e/fixtures/extra-page, the portal's own webpack
// config with one more route and one more declared page), pins it to Globex, and Globex's owner sees
// the entry and opens the page while Acme's owner keeps the old menu; the shell is not rebuilt.
// Without the pin Globex's menu is the old one again.

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
    gate: { files: Record<string, string> };
    log: (line: string) => void;
  }): Promise<{ registered: { entry_base_url: string } }>;
};

const SUPER_ADMIN = 'admin@platform.test';
const GLOBEX_OWNER = 'owner@globex.test';
const ACME_OWNER = 'owner@acme.test';
const VERSION = `0.3.0-e2e.${Date.now()}`;
const LOAD = { timeout: 30_000 };
const PORTAL = join(REPO_ROOT, 'mf-store-portal');
const FIXTURE = join(REPO_ROOT, 'e2e/fixtures/extra-page');

let admin = '';
let globexId = 0;
let out = '';

/** The store portal's declaration with the fixture's Reports page and menu entry. */
function fixturePages(): string {
  const pages = JSON.parse(
    readFileSync(join(PORTAL, 'src/pages.json'), 'utf8'),
  ) as { pages: object[] };
  pages.pages.push({
    path: 'reports',
    login: true,
    menu: {
      label: { key: 'menu.reports', text: 'Reports' },
      icon: 'file-text',
      order: 135,
      roles: ['STORE_OWNER'],
    },
  });
  return `${JSON.stringify(pages, null, 2)}\n`;
}

/** The shell's files as served: they must not change (no shell release for a portal page). */
const shellBuild = () =>
  statSync(join(REPO_ROOT, 'shell/dist/index.html')).mtimeMs;

/** The sidebar entries a store owner sees on a fresh load of the portal. */
async function menuOf(browser: Browser, email: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, 'app', email, '/portal/location', /\/portal\/location$/);
    const menu = page.getByRole('menu', { name: 'Main navigation' });
    await expect(menu.getByRole('menuitem').first()).toBeVisible(LOAD);
    return await menu.getByRole('menuitem').allTextContents();
  } finally {
    await context.close();
  }
}

const pin = (version: string | null) =>
  call('PUT', `/releases/storePortal/pins/${globexId}`, admin, {
    version,
    reason: 'e2e: a portal release with its own page',
  });

test.beforeAll(async () => {
  admin = await loginToken('portal', SUPER_ADMIN);
  globexId = (await getStoreSettings('globex.localhost')).store_id;
  out = mkdtempSync(join(tmpdir(), 'e2e-extra-page-'));
});

test.afterAll(async () => {
  await pin(null).catch(() => {});
  rmSync(out, { recursive: true, force: true });
});

test('a store-portal release brings its own page and menu entry to the one store it is pinned to', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const shellBefore = shellBuild();
  const before = await menuOf(browser, GLOBEX_OWNER);
  expect(before).not.toContain('Reports');

  await test.step('build the portal with one more page (the shell is not built)', async () => {
    const pagesFile = join(out, 'pages.json');
    writeFileSync(pagesFile, fixturePages());
    await promisify(execFile)(
      join(REPO_ROOT, 'node_modules/.bin/webpack'),
      ['--config', join(FIXTURE, 'webpack.config.js'), '--mode', 'production'],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          E2E_PAGES_FILE: pagesFile,
          E2E_OUT_DIR: join(out, 'dist'),
          MF_BUILD_VERSION: VERSION,
          NODE_ENV: 'production',
        },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  });

  await test.step('publish it (the contract gate checks the candidate) and pin it to Globex', async () => {
    const ready = (await (await fetch(`${CONTROL_ORIGIN}/ready`)).json()) as {
      urls: { storePortal: string };
      releasesDir: string;
    };
    const { key } = await call<{ key: string }>(
      'POST',
      '/releases/keys',
      admin,
      {
        remote: 'storePortal',
        name: `e2e ${VERSION}`,
      },
    );
    const settingsRoutes = join(PORTAL, 'src/routes/settings.tsx');
    const options = {
      pkg: 'mf-store-portal',
      version: VERSION,
      dist: join(out, 'dist'),
      releasesDir: ready.releasesDir,
      baseUrl: ready.urls.storePortal,
      apiUrl: API_ORIGIN,
      releaseKey: key,
      unitTests: false,
      // the candidate's declaration and route, as its team's source would have them
      gate: {
        files: {
          [join(PORTAL, 'src/pages.json')]: fixturePages(),
          [settingsRoutes]: readFileSync(settingsRoutes, 'utf8').replace(
            '<Route key="settings"',
            '<Route key="reports" path="reports" element={null} />,\n  <Route key="settings"',
          ),
        },
      },
      log: () => {},
    };
    // The gate runs synchronously in this process for a while; a kept-alive socket to the api can
    // be closed meanwhile, and the registration then fails before reaching it. A refused
    // registration is discarded by the script, so it is tried once more.
    await release(options).catch((error: Error) => {
      if (!/cannot be reached/.test(error.message)) throw error;
      return release(options);
    });
    await pin(VERSION);
  });

  await test.step('Globex’s owner sees the new entry and opens its page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await signIn(
        page,
        'app',
        GLOBEX_OWNER,
        '/portal/location',
        /\/portal\/location$/,
      );
      const menu = page.getByRole('menu', { name: 'Main navigation' });
      const reports = menu.getByRole('menuitem', { name: 'Reports' });
      await expect(reports).toBeVisible(LOAD);
      await reports.click();
      await expect(page).toHaveURL(/\/portal\/reports$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Reports' }),
      ).toBeVisible(LOAD);
      await expect(page).toHaveTitle(/^Reports · /);
    } finally {
      await context.close();
    }
  });

  await test.step('Acme’s owner keeps the old menu', async () => {
    const acme = await menuOf(browser, ACME_OWNER);
    expect(acme).not.toContain('Reports');
    expect(acme).toContain('Settings');
  });

  await test.step('the pin removed: Globex’s menu is the old one again', async () => {
    await pin(null);
    expect(await menuOf(browser, GLOBEX_OWNER)).toEqual(before);
  });
  expect(shellBuild()).toBe(shellBefore);
});
