import { expect, test } from '@playwright/test';
import { VENDOR_OWNER, shellUrl } from '../support/env';
import { logInVendor, VENDOR_STAFF } from './vendor-session';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { loginAcmeOwner } from './browser';
import { serviceSentToFixit, workOrderLines } from './vendor-price-list-api';
import { sendWorkToFixit } from './vendor-work-api';

// The vendor owner's price lists (/portal/price-list,
// /portal/price-list/view/{id}, /portal/price-list/edit?store={id} on the vendor host): Fixit's owner
// prices one of Acme's services, saves with the Save/Discard bar and finds the price on the view
// page; Fixit's staff cannot open the pages; a work order Acme then sends to Fixit for that service
// carries the price, shown on both sides' work order pages. Each page passes axe at 1280 and 390 px
// and fits the phone.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

test('Fixit’s owner prices an Acme service, and Acme’s next work order to Fixit carries the price', async ({
  page,
  browser,
}) => {
  const service = await serviceSentToFixit();

  // Price List, from the sidebar: the stores Fixit works with.
  await logInVendor(page, VENDOR_OWNER);
  await page.getByRole('menuitem', { name: /Price List$/ }).click(LOAD);
  await expect(page).toHaveURL(/\/portal\/price-list$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Price List' }),
  ).toBeVisible(LOAD);
  const acme = page.getByRole('row', { name: /Acme Jewelers/ });
  await expect(acme).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'price lists');

  // The edit: one price typed, the unsaved-change header, SAVE.
  await acme
    .getByRole('link', { name: 'Edit the prices for Acme Jewelers' })
    .click();
  await expect(page).toHaveURL(/\/portal\/price-list\/edit\?store=\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit prices: Acme Jewelers' }),
  ).toBeVisible(LOAD);
  const input = page.getByRole('textbox', {
    name: `Your price for ${service.name}`,
    exact: true,
  });
  // Cents from the clock: a price this run set, not one an earlier run left; and never the price the
  // list holds now (another spec prices this service at $40.00): typing that changes nothing.
  const current = await input.inputValue();
  let cents = 4000 + (Date.now() % 5000);
  if ((cents / 100).toFixed(2) === current) cents += 1;
  const price = (cents / 100).toFixed(2);
  await input.fill(price);
  // What was typed stays in the box (a failure here is a lost keystroke, not a missing bar).
  await expect(input).toHaveValue(price);
  const bar = page.getByRole('region', { name: 'Unsaved change to 1 price' });
  await expect(bar).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'price list edit with a change');
  await bar.getByRole('button', { name: 'SAVE' }).click();

  // The view page: saved, and the price beside the service.
  await expect(page).toHaveURL(/\/portal\/price-list\/view\/\d+$/, LOAD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Price list: Acme Jewelers' }),
  ).toBeVisible(LOAD);
  await expect(page.getByText('Price list saved.')).toBeVisible();
  await page.getByLabel('Find a service').fill(service.name);
  const row = page
    .getByRole('table', { name: 'Prices for Acme Jewelers' })
    .getByRole('row', { name: new RegExp(service.name) })
    .first();
  await expect(row).toContainText(`$${price}`);
  await expectAccessibleAtBothSizes(page, 'price list view');

  // Fixit's staff: no menu entry, and the page by its URL is refused.
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await logInVendor(staff, VENDOR_STAFF);
  await expect(
    staff.getByRole('menuitem', { name: /Price List$/ }),
  ).toHaveCount(0);
  await staff.goto(shellUrl('vendor', '/portal/price-list'));
  await expect(
    staff.getByRole('heading', { name: 'You cannot open this page' }),
  ).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(staff, 'price list refused to staff');
  await staffContext.close();

  // Acme sends Fixit a work order for that service: its line keeps Fixit's price.
  const job = await sendWorkToFixit();
  const lines = await workOrderLines(job.storeToken, job.workOrderId);
  expect(lines.map((line) => line.service.id)).toContain(service.id);
  const priced = lines.find((line) => line.service.id === service.id)!;
  expect(priced.vendor_price).toBe(price);
  const name = `WO-${job.workOrderNo}`;

  const storeContext = await browser.newContext({ viewport: DESKTOP });
  const store = await storeContext.newPage();
  await loginAcmeOwner(store);
  await store.goto(shellUrl('app', `/portal/work-order/${job.workOrderId}`));
  await expect(
    store.getByRole('heading', { level: 1, name: `Work order ${name}` }),
  ).toBeVisible(LOAD);
  await expect(store.getByText(`Vendor price: $${price}`)).toBeVisible();
  await expectAccessible(store, 'store work order with the vendor price');
  await storeContext.close();

  await page.goto(shellUrl('vendor', `/portal/workorder/${job.workOrderId}`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Work order ${name}` }),
  ).toBeVisible(LOAD);
  await expect(page.getByText(`Vendor price: $${price}`)).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor work order with the price');
});
