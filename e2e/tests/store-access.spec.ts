import { expect, test } from '@playwright/test';
import { API_ORIGIN, PASSWORD, PORTS, shellUrl } from '../support/env';
import { readOutbox, signupPath } from './account-api';
import { call, getStoreSettings, loginToken } from './api';
import { expectAccessibleAtBothSizes } from './a11y';
import { fillPortalLogin } from './browser';

// The store portal's password reset through the mailed link, the super admin's stores
// list (deactivate / activate behind a confirm, /authenticate into a store's portal), and the
// development landing page on plain localhost.

const GLOBEX_OWNER = 'owner@globex.test';
const NEW_PASSWORD = 'Globex-new-pass1';
const SUPER_ADMIN = 'admin@platform.test';

/** The path of the newest portal reset link mailed to `to`, waiting for the mail. */
async function portalResetPath(to: string, after: number): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    for (const mail of await readOutbox(to)) {
      const match =
        /\/portal\/reset-password\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+/.exec(
          mail.text,
        );
      if (match && mail.id > after) return match[0];
    }
    if (Date.now() > until) throw new Error(`No portal link mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const newestMailId = async (to: string) => (await readOutbox(to))[0]?.id ?? 0;

/**
 * A staff member of Globex of this test's own, invited by the owner and signed up through the
 * mailed link: a reset ends every session of its account, so it is not done to a demo account
 * that other tests sign in as at the same time.
 */
async function newGlobexStaff(): Promise<string> {
  const email = `reset-${Date.now().toString(36)}@globex.test`;
  const owner = await loginToken('portal', GLOBEX_OWNER);
  const { store_id } = await getStoreSettings('globex.localhost');
  await call('POST', `/stores/${store_id}/staff/invitations`, owner, {
    email,
  });
  const [, , storeId, uuid] = (await signupPath(email)).split('/');
  await call('POST', '/staff-signup', undefined, {
    store_id: Number(storeId),
    uuid,
    first_name: 'Rita',
    last_name: 'Reset',
    password: PASSWORD,
  });
  return email;
}

test("a store's staff member resets a forgotten password through the mailed link and logs in with it", async ({
  page,
}) => {
  const staff = await newGlobexStaff();
  const after = await newestMailId(staff);
  await page.goto(shellUrl('app', '/portal/forgot-password'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'portal forgot password');
  await page.getByLabel('Email', { exact: true }).fill(staff);
  await page.getByRole('button', { name: 'Send reset link' }).click();

  await expect(page).toHaveURL(/\/portal\/check-inbox$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check your inbox' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this email, we sent a link to reset the password.',
  );
  await expectAccessibleAtBothSizes(page, 'portal check inbox');

  await page.goto(shellUrl('app', await portalResetPath(staff, after)));
  await expect(page.getByText(`For ${staff}`)).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'portal reset password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page
    .getByLabel('Confirm the new password', { exact: true })
    .fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await page
    .getByRole('link', { name: 'Log in with your new password' })
    .click();
  await expect(page).toHaveURL(/\/portal\/login$/);

  // The old password no longer works; the new one does.
  await fillPortalLogin(page, staff, PASSWORD);
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await fillPortalLogin(page, staff, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/portal\/location$/);
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
});

test('the super admin lists the stores, activates and deactivates one behind a confirm, and opens Acme as Acme', async ({
  page,
}) => {
  await fillPortalLogin(page, SUPER_ADMIN, PASSWORD);
  await expect(page).toHaveURL(/\/portal\/stores$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stores' }),
  ).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Stores$/ })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Initech Repairs' })
      .getByText('Inactive'),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'super admin stores');

  // A store of this test's own (signed up, so inactive until its onboarding ends) is activated and
  // deactivated: the demo stores stay as the other tests expect them.
  const stamp = Date.now().toString(36);
  const name = `Toggle Gems ${stamp}`;
  const signup = await fetch(`${API_ORIGIN}/api/v1/onboarding/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      store_name: name,
      subdomain: `toggle-${stamp}`,
      first_name: 'Tess',
      last_name: 'Toggle',
      email: `toggle-${stamp}@gems.test`,
      password: 'T0ggle-gems',
    }),
  });
  expect(signup.status).toBe(201);
  await page.getByRole('searchbox', { name: 'Search stores' }).fill(stamp);
  const store = page.getByRole('row').filter({ hasText: name });
  await expect(store.getByText('Inactive')).toBeVisible();

  await store.getByRole('button', { name: `Activate ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Activate ${name}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(store.getByText('Inactive')).toBeVisible();

  await store.getByRole('button', { name: `Activate ${name}` }).click();
  await dialog.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByText(`${name} is active now.`)).toBeVisible();
  await expect(store.getByText('Active', { exact: true })).toBeVisible();

  await store.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(dialog.getByText(`Deactivate ${name}?`)).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'deactivate store confirm');
  await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByText(`${name} is inactive now.`)).toBeVisible();
  await expect(store.getByText('Inactive')).toBeVisible();
  // Other tests open stores too: find Acme by name rather than on the first page.
  await page.getByRole('searchbox', { name: 'Search stores' }).fill('Acme');
  await expect(
    page.getByRole('link', { name: 'Open portal: Acme Jewelers' }),
  ).toBeVisible();

  // /authenticate: Acme's portal, as Acme's owner (the owner's menu and store name).
  await page.getByRole('link', { name: 'Open portal: Acme Jewelers' }).click();
  await expect(page).toHaveURL(/\/portal\/location$/);
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Acme Jewelers');
  await expect(
    page.getByRole('menuitem', { name: /Dashboard$/ }),
  ).toBeVisible();
  // The admin sees whose portal this is, and goes back to their own in one step.
  await expect(page.getByText('Viewing as Acme Jewelers')).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'viewing a store as its owner');
  await page.getByRole('button', { name: 'Return to admin' }).click();
  await expect(page).toHaveURL(/\/portal\/stores$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stores' }),
  ).toBeVisible();
  await expect(page.getByText('Viewing as Acme Jewelers')).toHaveCount(0);
});

test('plain localhost shows the development landing page with the demo stores, portals and logins', async ({
  page,
}) => {
  const port = PORTS.SHELL_PORT;
  await page.goto(`http://localhost:${port}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Platform demo' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Acme Jewelers' }),
  ).toHaveAttribute('href', `http://acme.localhost:${port}`);
  await expect(
    page.getByRole('link', { name: 'Store portal' }),
  ).toHaveAttribute('href', `http://app.localhost:${port}/portal/login`);
  await expect(
    page.getByRole('link', { name: 'Vendor portal' }),
  ).toHaveAttribute('href', `http://vendor.localhost:${port}/login`);
  await expect(
    page.getByRole('link', { name: `Log in as ${SUPER_ADMIN}` }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'development landing page');
});
