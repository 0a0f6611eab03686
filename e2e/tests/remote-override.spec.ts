import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import { originOf } from '../support/remoteFaults';
import { expectAccessibleAtBothSizes } from './a11y';

// A developer points one remote at a local build, in this browser only (docs/releasing.md: "Pointing one
// remote at your local build"; shell/src/remotes/override.ts). The build here is the store
// portal's own served entry under another URL (a query marks it), so the test sees it is used.

const LOAD = { timeout: 30_000 };

test.describe('local override (docs/releasing.md: pointing one remote at your local build)', () => {
  const banner = (page: Page) =>
    page.getByRole('complementary', { name: 'Remote override' });

  test('confirmed, it loads that remote from the build, survives a reload, is flagged, and is off in one click', async ({
    page,
  }) => {
    // the developer's build: the store portal's entry under its own URL (a query marks it)
    const url = `${originOf('storePortal')}/remoteEntry.js?local-build=1`;
    const confirms: string[] = [];
    page.on('dialog', (dialog) => {
      confirms.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    const fromBuild = page.waitForRequest((r) => r.url() === url, LOAD);
    await page.goto(
      shellUrl('app', `/portal/login?remote-override=storePortal@${url}`),
    );
    await fromBuild;
    expect(confirms).toEqual([
      expect.stringMatching(/^confirm: Load the storePortal remote from /),
    ]);
    await expect(page).toHaveURL(/\/portal\/login$/);
    await expect(banner(page)).toContainText(
      `The store portal (storePortal) loads from ${url} in this browser only.`,
    );
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
    await expectAccessibleAtBothSizes(page, 'the override banner');

    await page.reload();
    await expect(banner(page)).toBeVisible(LOAD);
    await banner(page).getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
    await expect(banner(page)).toHaveCount(0);
    expect(confirms).toHaveLength(1);
  });

  test('a link to a script elsewhere is refused without asking, and nothing is flagged', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.goto(
      shellUrl(
        'app',
        '/portal/login?remote-override=storePortal@https://attacker.example/remoteEntry.js',
      ),
    );
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
    expect(dialogs).toEqual(['alert']);
    await expect(banner(page)).toHaveCount(0);
  });
});
