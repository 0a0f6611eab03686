import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, shellUrl } from '../support/env';
import { expectAccessibleAtBothSizes } from './a11y';
import { fillPortalLogin, loginAcmeOwner } from './browser';
import {
  acmeVendors,
  moveToLocation,
  ownerOrder,
  placeAcmeGuestOrder,
} from './store-orders-api';

const DESKTOP = { width: 1280, height: 900 };

/** The value beside 'Current status' (Playwright names no definition by aria-labelledby). */
const currentStatus = (page: Page) =>
  page
    .getByRole('term')
    .filter({ hasText: /^Current status$/ })
    .locator('xpath=following-sibling::dd[1]');

test.use({ viewport: DESKTOP });
// Whole journeys through several portal pages, each checked by axe at two sizes.
test.describe.configure({ timeout: 240_000 });
/** The first paint of a remote page can wait for its federated chunks on a busy machine. */
const LOAD = { timeout: 30_000 };

test('the owner finds a guest order by search, starts work and sends it to Fixit', async ({
  page,
}) => {
  const order = await placeAcmeGuestOrder();
  const fixit = (await acmeVendors(order)).find((v) => /fixit/i.test(v.name));
  expect(fixit, 'Fixit is linked to Acme').toBeTruthy();

  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', '/portal/sales-orders'));
  await expect(page.getByRole('heading', { name: 'Sales orders' })).toBeVisible(
    LOAD,
  );
  await page
    .getByRole('searchbox', { name: 'Search orders' })
    .fill(order.orderNo);
  const link = page.getByRole('link', { name: `#${order.orderNo}` });
  await expect(link).toBeVisible(LOAD);
  await expect(page).toHaveURL(new RegExp(`search=${order.orderNo}`));
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  expect((await exported).suggestedFilename()).toMatch(/\.xlsx$/);
  await expectAccessibleAtBothSizes(page, 'sales orders list');

  await link.click();
  await expect(
    page.getByRole('heading', { name: `Sales order #${order.orderNo}` }),
  ).toBeVisible(LOAD);
  await expect(currentStatus(page)).toHaveText('Received', LOAD);
  await page.getByRole('button', { name: 'Start work' }).click();
  await expect(currentStatus(page)).toHaveText('In progress');
  await expect
    .poll(async () => (await ownerOrder(order)).status)
    .toBe('in_progress');
  await expect(page.getByText(/In progress/).first()).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'sales order');

  await page.getByRole('button', { name: 'Create work order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create work order' });
  await dialog.getByRole('button', { name: 'Send to vendor' }).click();
  await expect(
    dialog.getByText('Please choose at least one item to send'),
  ).toBeVisible();
  await dialog.getByRole('checkbox').first().check();
  await dialog
    .getByLabel('Vendor', { exact: true })
    .selectOption({ label: fixit!.name });
  await dialog
    .getByLabel('Instructions for the vendor')
    .fill('Polish and check the clasp.');
  await dialog.getByRole('button', { name: 'Send to vendor' }).click();
  await expect(
    page.getByText(new RegExp(`was sent to ${fixit!.name}`)),
  ).toBeVisible();
  const workOrderLink = page
    .getByRole('list', { name: 'Work orders' })
    .getByRole('link')
    .first();
  await expect(workOrderLink).toHaveText(/^WO-/);

  await workOrderLink.click();
  await expect(
    page.getByRole('heading', { name: /^Work order WO-/ }),
  ).toBeVisible(LOAD);
  await expect(page.getByText('Assigned').first()).toBeVisible();
  await expect(page.getByText(fixit!.name).first()).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^QR code of WO-/ }),
  ).toBeVisible();
  const envelope = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print job envelope' }).click();
  expect((await envelope).suggestedFilename()).toMatch(/\.pdf$/);
  await expectAccessibleAtBothSizes(page, 'work order');

  await page.goto(shellUrl('app', '/portal/work-orders'));
  await expect(page.getByRole('heading', { name: 'Work orders' })).toBeVisible(
    LOAD,
  );
  await expectAccessibleAtBothSizes(page, 'work orders list');
});

test('two pages move the same order: the second gets the conflict message and the current status', async ({
  browser,
}) => {
  const order = await placeAcmeGuestOrder();
  const context = await browser.newContext({ viewport: DESKTOP });
  const first = await context.newPage();
  await loginAcmeOwner(first);
  const second = await context.newPage();
  // The second page hears no live push, so its click is certainly stale (a person who clicks
  // before the push arrives).
  await second.routeWebSocket(/.*/, () => {});
  const url = shellUrl('app', `/portal/sales-order/${order.id}`);
  await first.goto(url);
  await second.goto(url);
  for (const page of [first, second])
    await expect(currentStatus(page)).toHaveText('Received', LOAD);

  await first.getByRole('button', { name: 'Start work' }).click();
  await expect(currentStatus(first)).toHaveText('In progress');
  await second.getByRole('button', { name: 'Start work' }).click();
  await expect(second.getByRole('alert')).toContainText(
    /Someone else changed this record|already in progress/,
  );
  await expect(currentStatus(second)).toHaveText('In progress');
  await context.close();
});

test('the order edit shows DISCARD and SAVE and asks before the menu leaves unsaved changes', async ({
  page,
}) => {
  const order = await placeAcmeGuestOrder();
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', `/portal/sales-order/${order.id}`));
  const notes = page.getByLabel('Internal notes');
  await expect(notes).toBeVisible(LOAD);
  await notes.fill('Fragile stone');
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'DISCARD' })).toBeVisible();

  await page.getByRole('menuitem', { name: /Work Orders/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/sales-order/${order.id}$`));
  await expect(notes).toHaveValue('Fragile stone');

  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeHidden();
  await page.reload();
  await expect(page.getByLabel('Internal notes')).toHaveValue(
    'Fragile stone',
    LOAD,
  );
});

test('staff of another location cannot open the order', async ({ page }) => {
  const order = await placeAcmeGuestOrder();
  await moveToLocation(order, 2);
  await fillPortalLogin(page, 'staff@acme.test', PASSWORD);
  await expect(page).toHaveURL(/\/portal\/location$/);
  await page.goto(shellUrl('app', `/portal/sales-order/${order.id}`));
  await expect(
    page.getByRole('heading', { name: 'Sales order not found' }),
  ).toBeVisible(LOAD);
});
