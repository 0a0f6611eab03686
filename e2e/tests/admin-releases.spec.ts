import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_ORIGIN, PASSWORD, REMOTE_ORIGINS } from '../support/env';
import { expectAccessibleAtBothSizes } from './a11y';
import { call } from './api';
import { signIn } from './session';

// Part C: the super admin's roll-out pages (/portal/releases). The test publishes a
// storefront version through the api with a release key it creates through the api (its folder
// is on the storefront's served origin; no page loads it here), then rolls it out in the browser:
// pins Acme, raises a canary, makes it the default and rolls back, switches it off and on, and
// reads every change with its reason in the audit list. Each step that serves the test version is
// undone at once (other tests open the storefronts meanwhile), and it is switched off at the end.

const SUPER_ADMIN = 'admin@platform.test';

interface Overview {
  remotes: { remote: string; container: string; exposes: string[] }[];
}

/** Publishes `version` of the storefront with a new release key; answers the super admin's token. */
async function publishStorefront(version: string): Promise<string> {
  const { access } = await call<{ access: string }>(
    'POST',
    '/auth/portal/login',
    undefined,
    { email: SUPER_ADMIN, password: PASSWORD },
  );
  const overview = await call<Overview>('GET', '/releases', access);
  const storefront = overview.remotes.find((r) => r.remote === 'storefront');
  if (!storefront) throw new Error('GET /releases lists no storefront');
  const { key } = await call<{ key: string }>(
    'POST',
    '/releases/keys',
    access,
    {
      remote: 'storefront',
      name: `e2e roll-out ${version}`,
    },
  );
  const res = await fetch(`${API_ORIGIN}/api/v1/releases/storefront/versions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-release-key': key },
    body: JSON.stringify({
      version,
      entry_base_url: `http://localhost:${REMOTE_ORIGINS.storefront}/${version}`,
      manifest: {
        name: storefront.container,
        exposes: storefront.exposes.map((path) => ({
          name: path.replace(/^\.\//, ''),
          path,
        })),
      },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return access;
}

/** Fills the open roll-out dialog's reason and submits it with `submit`. */
async function confirmWith(
  page: Page,
  submit: string,
  reason: string,
): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (kept in the audit log)').fill(reason);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const summary = (card: Locator) => card.getByRole('definition');

test('the super admin pins, canaries, rolls back and switches off a storefront version, and reads each change in the audit', async ({
  page,
}) => {
  // Two dozen changes and four axe runs on two busy cores.
  test.setTimeout(240_000);
  const version = `90.${Date.now()}.0`;
  const token = await publishStorefront(version);
  try {
    await signIn(
      page,
      'app',
      SUPER_ADMIN,
      '/portal/releases',
      /\/portal\/releases$/,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Releases' }),
    ).toBeVisible();
    await expect(
      page.getByRole('menuitem', { name: /Releases$/ }),
    ).toBeVisible();
    for (const name of ['Storefront', 'Store portal', 'Notifications'])
      await expect(page.getByRole('region', { name })).toBeVisible();
    const card = page.getByRole('region', { name: 'Storefront' });
    const row = card.getByRole('row').filter({ hasText: version });
    await expect(row).toContainText('Published');
    await expect(row).toContainText('sha256-');
    await expectAccessibleAtBothSizes(page, 'releases');

    // By keyboard: the rollback's confirm opens on Enter and closes on Escape without a change.
    await card.getByRole('button', { name: 'Rollback' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Roll back the Storefront?');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(summary(card).first()).not.toHaveText(version);

    // Pin Acme (the store picker searches on the server), then remove the pin behind a confirm.
    await card.getByRole('button', { name: 'Pin a store' }).click();
    await dialog.getByLabel('Search stores').fill('Acme');
    const store = dialog.getByLabel('Store', { exact: true });
    await expect(
      store.getByRole('option', { name: /^Acme/ }).first(),
    ).toBeAttached();
    const acme = await store
      .getByRole('option', { name: /^Acme/ })
      .first()
      .getAttribute('value');
    await store.selectOption(acme ?? '');
    await dialog.getByLabel('Version', { exact: true }).selectOption(version);
    await expectAccessibleAtBothSizes(page, 'pin dialog');
    await confirmWith(page, 'Pin store', `Acme tries ${version}`);
    const pin = card.getByRole('button', { name: /^Remove the pin of Acme/ });
    await expect(pin).toBeVisible();
    await pin.click();
    await expect(dialog).toContainText(
      'goes back to the canary or the default',
    );
    await confirmWith(page, 'Remove pin', 'Acme is done');
    await expect(pin).toBeHidden();

    // A canary: 1 %, raised to 5 %, then ended.
    await card.getByRole('button', { name: 'Start canary' }).click();
    await dialog.getByLabel('Version', { exact: true }).selectOption(version);
    await dialog.getByRole('button', { name: '1 %', exact: true }).click();
    await confirmWith(page, 'Start canary', 'First stores');
    await expect(summary(card).nth(2)).toHaveText(
      `${version} to 1 % of the stores`,
    );
    await card.getByRole('button', { name: 'Change canary' }).click();
    await dialog.getByRole('button', { name: '5 %', exact: true }).click();
    await confirmWith(page, 'Change canary', 'No errors at 1 %');
    await expect(summary(card).nth(2)).toHaveText(
      `${version} to 5 % of the stores`,
    );
    await card.getByRole('button', { name: 'End canary' }).click();
    await confirmWith(page, 'End canary', 'Canary done');
    await expect(summary(card).nth(2)).toHaveText('None');

    // The default, and the one-step rollback behind a confirm.
    const before = (await summary(card).first().textContent()) ?? '';
    await row
      .getByRole('button', { name: `Make Storefront ${version} the default` })
      .click();
    await confirmWith(page, 'Set default', 'Ship it');
    await expect(summary(card).first()).toHaveText(version);
    await card.getByRole('button', { name: 'Rollback' }).click();
    await expect(dialog).toContainText(`moves from ${version} back`);
    await confirmWith(page, 'Roll back', 'Checkout errors');
    await expect(summary(card).first()).toHaveText(before);
    await expect(
      page.getByText(`serves ${before} by default now`),
    ).toBeVisible();

    // The kill switch, off and on again.
    await row
      .getByRole('button', { name: `Switch off Storefront ${version}` })
      .click();
    await expect(dialog).toContainText('Nothing serves this version any more');
    await confirmWith(page, 'Switch off', 'Crashes on Safari');
    await expect(row).toContainText('Switched off');
    await expect(summary(card).nth(3)).toContainText(version);
    await row
      .getByRole('button', { name: `Switch on Storefront ${version}` })
      .click();
    await confirmWith(page, 'Switch on', 'Safari fixed upstream');
    await expect(row).toContainText('Published');

    // The audit: each change, newest first, with who and why.
    const audit = page.getByRole('table', { name: 'Changes to the releases' });
    await page
      .getByRole('region', { name: 'Changes' })
      .getByRole('combobox', { name: 'Remote' })
      .selectOption('storefront');
    for (const reason of [
      'Safari fixed upstream',
      'Crashes on Safari',
      'Checkout errors',
      'Ship it',
      'Canary done',
      'No errors at 1 %',
      'First stores',
      'Acme is done',
      `Acme tries ${version}`,
    ])
      await expect(
        audit.getByRole('row').filter({ hasText: reason }).first(),
      ).toContainText(SUPER_ADMIN);
    await expect(
      audit.getByRole('row').filter({ hasText: 'Checkout errors' }).first(),
    ).toContainText(`${version} → ${before}`);
  } finally {
    // Nothing serves the test version after the test, whatever step it stopped at.
    await call('PUT', '/releases/storefront/kill-switch', token, {
      version,
      killed: true,
      reason: 'e2e clean-up',
    }).catch(() => undefined);
  }
});
