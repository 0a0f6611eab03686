import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACME_OWNER, PASSWORD } from '../support/env';
import { fillPortalLogin } from './browser';
import { signIn } from './session';

// The portal's menu follows the person signed in within the tab: after a sign-out and a sign-in
// as another role, with no page load between, the sidebar shows that role's entries only, the
// same as a fresh load of the portal would. The owner has the store's entries, the super admin
// the platform's, and a staff member none (the store's entries are the owner's).

const STAFF = 'staff@acme.test';
const SUPER_ADMIN = 'admin@platform.test';
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

const mainMenu = (page: Page) =>
  page.getByRole('menu', { name: 'Main navigation' });

/** The sidebar entries drawn now. */
const entries = (page: Page): Promise<string[]> =>
  mainMenu(page).getByRole('menuitem').allTextContents();

/** The sidebar entries a person sees on a fresh load of the portal, in a browser of their own. */
async function freshMenuOf(browser: Browser, email: string, landing: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, 'app', email, landing, new RegExp(`${landing}$`));
    await expect(mainMenu(page).getByRole('menuitem').first()).toBeVisible(
      LOAD,
    );
    return await entries(page);
  } finally {
    await context.close();
  }
}

/** Logs out through the header's profile menu. */
async function logOut(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .locator('button[aria-haspopup="menu"]')
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);
}

/** Signs in with the login form the tab shows now (no page load) and waits for the landing page. */
async function logInHere(
  page: Page,
  email: string,
  landing: { path: string; heading: string; name: string },
): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${landing.path}$`), LOAD);
  await expect(
    page.getByRole('heading', { level: 1, name: landing.heading }),
  ).toBeVisible(LOAD);
  await expect(
    page.getByRole('banner').getByRole('button', { name: landing.name }),
  ).toBeVisible();
}

const OWNER_LANDS = {
  path: '/portal/location',
  heading: 'Locations',
  name: 'Olivia',
};
const STAFF_LANDS = {
  path: '/portal/location',
  heading: 'Locations',
  name: 'Sam',
};
const ADMIN_LANDS = { path: '/portal/stores', heading: 'Stores', name: 'Ada' };

test("after a sign-out and an in-tab sign-in as another role the menu shows that role's entries only", async ({
  browser,
  page,
}) => {
  const ownerMenu = await freshMenuOf(browser, ACME_OWNER, OWNER_LANDS.path);
  const adminMenu = await freshMenuOf(browser, SUPER_ADMIN, ADMIN_LANDS.path);
  expect(ownerMenu).toContain('Settings');
  expect(adminMenu).toContain('Stores');
  expect(adminMenu).not.toContain('Settings');

  await fillPortalLogin(page, ACME_OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/portal\/location$/, LOAD);
  await expect.poll(() => entries(page), LOAD).toEqual(ownerMenu);
  // A marker on the window: it survives only while no page load happens.
  await page.evaluate(() => {
    (window as unknown as { __sameTab: boolean }).__sameTab = true;
  });

  await logOut(page);
  await logInHere(page, SUPER_ADMIN, ADMIN_LANDS);
  await expect.poll(() => entries(page), LOAD).toEqual(adminMenu);

  await logOut(page);
  await logInHere(page, STAFF, STAFF_LANDS);
  await expect.poll(() => entries(page), LOAD).toEqual([]);

  await logOut(page);
  await logInHere(page, ACME_OWNER, OWNER_LANDS);
  await expect.poll(() => entries(page), LOAD).toEqual(ownerMenu);
  expect(
    await page.evaluate(
      () => (window as unknown as { __sameTab?: boolean }).__sameTab,
    ),
  ).toBe(true);
});
