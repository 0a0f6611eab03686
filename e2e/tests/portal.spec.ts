import { expect, test, type Page } from '@playwright/test';
import { ACME_OWNER, PASSWORD, shellUrl } from '../support/env';
import {
  getLocations,
  getStoreSettings,
  getUnreadTotal,
  loginToken,
} from './api';
import { bell, fillPortalLogin } from './browser';
import { expectAccessible } from './a11y';

/** Logs out through the header's profile menu. */
async function logOut(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .locator('button[aria-haspopup="menu"]')
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

test('the Acme owner logs in, sees the locations and the bell, keeps the session and logs out', async ({
  page,
}) => {
  const token = await loginToken('portal', ACME_OWNER);
  const settings = await getStoreSettings('acme.localhost');
  const [locations, unread] = await Promise.all([
    getLocations(token, settings.store_id),
    getUnreadTotal(token),
  ]);
  expect(locations).toHaveLength(2);
  expect(unread).toBeGreaterThan(0);

  await fillPortalLogin(page, ACME_OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/portal\/location$/);
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  for (const location of locations) {
    await expect(
      page.getByRole('row').filter({ hasText: location.name }),
    ).toBeVisible();
  }
  await expect(bell(page)).toBeVisible();
  // Other tests place orders meanwhile (two workers), so the bell must match the api's count now.
  await expect(async () => {
    const now = await getUnreadTotal(token);
    await expect(bell(page)).toHaveAccessibleName(
      `Notifications, ${now} unread`,
      { timeout: 1_000 },
    );
    await expect(bell(page)).toContainText(String(now), { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expectAccessible(page, 'portal locations');

  await page.reload();
  await expect(page).toHaveURL(/\/portal\/location$/);
  await expect(
    page.getByRole('row').filter({ hasText: locations[0]!.name }),
  ).toBeVisible();
  await expect(bell(page)).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/portal\/login$/);
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expectAccessible(page, 'portal login');
  // The session is gone: the protected page sends the user back to the login page.
  await page.goto(shellUrl('app', '/portal/location'));
  await expect(page).toHaveURL(/\/portal\/login/);
});

test('a wrong password shows an error and keeps the typed email', async ({
  page,
}) => {
  await fillPortalLogin(page, ACME_OWNER, 'not-the-password');
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/login$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(
    ACME_OWNER,
  );
  await expectAccessible(page, 'portal login, wrong password');
});
