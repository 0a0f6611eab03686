import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { loginAcmeOwner } from './browser';
import { placeAcmeGuestOrder } from './store-orders-api';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** The first paint of a remote page can wait for its federated chunks on a busy machine. */
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 180_000 });

/** axe on the open leave dialog at 1280 px and at 390 px (then back to 1280), no sideways scroll. */
async function expectDialogAccessible(page: Page) {
  await expectAccessible(page, 'leave dialog at 1280 px');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'leave dialog at 390 px');
  await expectAccessible(page, 'leave dialog at 390 px');
  await page.setViewportSize(DESKTOP);
}

test("the browser's Back button asks before leaving an order's unsaved changes", async ({
  page,
}) => {
  const order = await placeAcmeGuestOrder();
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', '/portal/sales-orders'));
  await expect(page.getByRole('heading', { name: 'Sales orders' })).toBeVisible(
    LOAD,
  );
  await page
    .getByRole('searchbox', { name: 'Search orders' })
    .fill(order.orderNo);
  // The search's own list, not the first page it replaces: a click on a row of the first page can
  // be lost when the search's answer redraws the table under it.
  await expect(page).toHaveURL(new RegExp(`search=${order.orderNo}`));
  await expect(page.getByRole('link', { name: /^#\d+$/ })).toHaveCount(1, LOAD);
  // In-app navigation to the order, so Back stays inside the app (a history pop, not a page load).
  await page.getByRole('link', { name: `#${order.orderNo}` }).click(LOAD);
  const orderUrl = new RegExp(`/portal/sales-order/${order.id}$`);
  await expect(page).toHaveURL(orderUrl);
  const notes = page.getByLabel('Internal notes');
  await expect(notes).toBeVisible(LOAD);
  await notes.fill('Clasp loose, check before polishing');
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible();

  await page.goBack({ waitUntil: 'commit' }).catch(() => null);
  const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You have unsaved changes');
  await expect(
    dialog.getByRole('button', { name: 'Stay on this page' }),
  ).toBeFocused();
  await expectDialogAccessible(page);

  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(orderUrl);
  await expect(notes).toHaveValue('Clasp loose, check before polishing');

  // By keyboard: Back again, then Tab to "Leave without saving" and press Enter.
  await page.goBack({ waitUntil: 'commit' }).catch(() => null);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(
    dialog.getByRole('button', { name: 'Leave without saving' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/sales-orders(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Sales orders' })).toBeVisible(
    LOAD,
  );
  await expect(dialog).toBeHidden();
});
