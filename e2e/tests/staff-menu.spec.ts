import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAtBothSizes } from './a11y';
import { signIn } from './session';
import { logInVendor, VENDOR_STAFF } from './vendor-session';

// What a staff member's sidebar shows on their first page. The product rule: the store's
// navigation menu is shown only to store owners, so Acme's staff member gets no menu at all;
// Fixit's vendor staff see the entries vendor staff share with the owner (dashboard, customers,
// work orders, sales orders, estimates) and none of the owner's (team, price list, invoices,
// settings).

const STORE_STAFF = 'staff@acme.test';
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 120_000 });

const mainMenu = (page: Page) =>
  page.getByRole('menu', { name: 'Main navigation' });

test("a store's staff member lands on the locations with no menu, as only the owner has one", async ({
  page,
}) => {
  await signIn(
    page,
    'app',
    STORE_STAFF,
    '/portal/location',
    /\/portal\/location$/,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Locations' }),
  ).toBeVisible(LOAD);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sam' }),
  ).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Billing' })).toHaveCount(0);
  await expectAccessibleAtBothSizes(page, 'store staff locations');
});

test("a vendor's staff member sees the entries staff share with the owner and none of the owner's", async ({
  page,
}) => {
  await logInVendor(page, VENDOR_STAFF);
  const items = mainMenu(page).getByRole('menuitem');
  await expect(items.first()).toBeVisible(LOAD);
  await expect(items).toHaveText([
    'Dashboard',
    'Customers',
    'Work Orders',
    'Sales Orders',
    'Estimates',
  ]);
  for (const ownerOnly of ['My Team', 'Price List', 'Invoices', 'Settings']) {
    await expect(
      mainMenu(page).getByRole('menuitem', { name: ownerOnly }),
    ).toHaveCount(0);
  }
  await expectAccessibleAtBothSizes(page, 'vendor staff first page');
});
