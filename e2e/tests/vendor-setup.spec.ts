import { expect, test, type Page } from '@playwright/test';
import { ACME_OWNER, VENDOR_OWNER, shellUrl } from '../support/env';
import { call, loginToken } from './api';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { statusFor } from './vendor-invoices-api';
import { accessToken, logInVendor, VENDOR_STAFF } from './vendor-session';

// The vendor owner's set-up pages on the vendor host: the workshop profile
// (/portal/setting/setup-vendor, with a logo the store then sees), integrations
// (/portal/setting/integrations: an API key shown once, then revoked), the import history
// (/portal/setting/import-salesorders) and extra bill items (/portal/addbillitems) billed on a new
// invoice. Fixit's staff are refused each page. Each page passes axe at 1280 and 390 px and fits the
// phone. Bill items go to Globex (other specs deactivate and bill Fixit's link to Acme meanwhile).

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };
const OWNER_ONLY = "Only the workshop's owner manages its settings";

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 300_000 });

/** A 1×1 PNG: the api checks the type's leading bytes, and the browser can draw it. */
const LOGO = {
  name: 'logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const open = async (page: Page, path: string, heading: string) => {
  await page.goto(shellUrl('vendor', path));
  await expect(
    page.getByRole('heading', { level: 1, name: heading }),
  ).toBeVisible(LOAD);
};

test('Fixit’s owner sets up the workshop: profile, API key, import history and bill items on an invoice', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await logInVendor(page, VENDOR_OWNER);

  // The workshop profile, with a logo the store sees in its vendors list.
  await open(page, '/portal/setting/setup-vendor', 'Workshop profile');
  const description = `Ring sizing and soldering ${stamp}`;
  await page.getByLabel('Short description').fill(description);
  await page.getByLabel('Website').fill('fixit.test');
  await page.getByLabel('Service area').fill('Springfield and 30 miles');
  await page.getByLabel(/Usual turnaround/).fill('5');
  await page.getByLabel('Upload a logo').setInputFiles(LOGO);
  await expect(
    page.getByRole('img', { name: 'Your workshop’s logo' }),
  ).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Save' }).click();
  // refused in the browser first: the address needs http(s)
  await expect(
    page.getByText(
      'Please enter a valid URL starting with http:// or https://',
    ),
  ).toBeVisible();
  await page.getByLabel('Website').fill('https://fixit.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workshop profile saved.')).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'workshop profile');
  const acme = await loginToken('portal', ACME_OWNER);
  const vendors = await call<{
    results: { name: string; logo?: string | null; description?: string }[];
  }>('GET', '/portal/vendors?search=Fixit', acme);
  const fixit = vendors.results.find((v) => v.name === 'Fixit Workshop');
  expect(fixit?.description).toBe(description);
  expect(fixit?.logo).toMatch(/^\/api\/v1\/uploads\/[a-f0-9]{32}\.png$/);

  // Integrations: a key shown once, listed by its last 4, revoked after a confirm.
  await open(page, '/portal/setting/integrations', 'Integrations');
  await expect(page.getByText('Not configured')).toBeVisible();
  const keyName = `Stock system ${stamp}`;
  await page.getByLabel(/Key name/).fill(keyName);
  await page.getByRole('button', { name: 'Create key' }).click();
  const keyBox = page.getByRole('textbox', { name: 'API key' });
  await expect(keyBox).toHaveValue(/^vk_[A-Za-z0-9_-]{43}$/, LOAD);
  const key = await keyBox.inputValue();
  await expectAccessibleAtBothSizes(page, 'integrations with a new key');
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(keyBox).toHaveCount(0);
  const keys = page.getByRole('list', { name: 'Active API keys' });
  await expect(keys).toContainText(key.slice(-4));
  await expect(keys).not.toContainText(key);
  const revoke = page.getByRole('button', {
    name: `Revoke the key ${keyName}`,
  });
  await revoke.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Revoke the key “${keyName}”?`);
  await expectAccessible(page, 'revoke key confirm');
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`The key “${keyName}” is revoked.`)).toBeVisible(
    LOAD,
  );
  await expect(revoke).toHaveCount(0);

  // The import history: an import run through the api is listed with its rows.
  const fileName = `setup-${stamp}.csv`;
  const csv = [
    'order_ref,customer_email,customer_first_name,customer_last_name,customer_phone,description,quantity,unit_price',
    `S-${stamp},setup.${stamp}@example.test,Sam,Setup,,Ring resize,1,45.00`,
    `S-${stamp},setup.${stamp}@example.test,Sam,Setup,,Polish,1,12.50`,
  ].join('\n');
  await call('POST', '/vendor/sales-orders/import', await accessToken(page), {
    file_name: fileName,
    content: Buffer.from(csv).toString('base64'),
  });
  await open(page, '/portal/setting/import-salesorders', 'Sales order import');
  const row = page.getByRole('row', { name: new RegExp(fileName) });
  await expect(row).toContainText('Imported 1 order', LOAD);
  await expect(row).toContainText('Felix Fixit');
  await expectAccessibleAtBothSizes(page, 'import history');
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download the template/ }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('sales-orders-template.csv');
  await expect(
    page.getByRole('link', { name: 'Import sales orders' }).first(),
  ).toHaveAttribute('href', '/portal/sales-order/bulk-salesorder');

  // Bill items for Globex: added, then billed on a new invoice of that item alone.
  await open(page, '/portal/addbillitems', 'Bill items');
  await page
    .getByRole('combobox', { name: 'Store' })
    .selectOption({ label: 'Globex Jewelry' });
  const item = `Rush fee ${stamp}`;
  await page.getByLabel(/Description/).fill(item);
  await page.getByLabel(/Unit price/).fill('15');
  await expect(page.getByText('Amount: $15.00')).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('Bill item added.')).toBeVisible(LOAD);
  const waiting = page.getByRole('list', {
    name: 'Items waiting to be invoiced',
  });
  await expect(waiting).toContainText(`${item}1 × $15.00 = $15.00`);
  await expectAccessibleAtBothSizes(page, 'bill items');

  // Edited in its dialog (two of them now).
  const actions = page.getByRole('group', { name: `Actions for ${item}` });
  await actions.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel(/Quantity/).fill('2');
  await expectAccessible(page, 'bill item edit dialog');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bill item saved.')).toBeVisible(LOAD);
  await expect(waiting).toContainText(`${item}2 × $15.00 = $30.00`);

  await page.getByRole('link', { name: 'Invoice Globex Jewelry' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'New invoice' }),
  ).toBeVisible(LOAD);
  await page.getByRole('checkbox', { name: item, exact: true }).check();
  await expect(page.getByText(/^Total: \$30\.00 \(1 of/)).toBeVisible();
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page).toHaveURL(/\/portal\/invoice\/\d+$/, LOAD);
  const billed = page.getByRole('table', { name: 'Bill items' });
  await expect(
    billed.getByRole('row', { name: new RegExp(item) }),
  ).toContainText('$30.00', LOAD);
  await expectAccessibleAtBothSizes(page, 'invoice with a bill item');

  // Invoiced, it waits no more.
  await open(page, '/portal/addbillitems', 'Bill items');
  await page
    .getByRole('combobox', { name: 'Store' })
    .selectOption({ label: 'Globex Jewelry' });
  await expect(
    page.getByRole('heading', { name: /^Waiting to be invoiced/ }),
  ).toBeVisible(LOAD);
  await expect(page.getByText(item)).toHaveCount(0);

  // Fixit's staff: each page says only the owner manages it, and the api refuses.
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await logInVendor(staff, VENDOR_STAFF);
  for (const path of [
    '/portal/setting/setup-vendor',
    '/portal/setting/integrations',
    '/portal/setting/import-salesorders',
    '/portal/addbillitems',
  ]) {
    await staff.goto(shellUrl('vendor', path));
    await expect(staff.getByText(OWNER_ONLY)).toBeVisible(LOAD);
  }
  await expectAccessibleAtBothSizes(staff, 'bill items refused to staff');
  const staffToken = await accessToken(staff);
  for (const path of [
    '/vendor/settings/profile',
    '/vendor/settings/integrations',
    '/vendor/settings/imports',
    '/vendor/bill-items?store_id=2',
  ])
    expect(await statusFor(staffToken, path)).toBe(403);
  await staffContext.close();
});
