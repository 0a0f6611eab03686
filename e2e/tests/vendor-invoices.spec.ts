import { expect, test } from '@playwright/test';
import { VENDOR_OWNER, shellUrl } from '../support/env';
import { accessToken, logInVendor, VENDOR_STAFF } from './vendor-session';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { billableTo, doneWorkForFixit, statusFor } from './vendor-invoices-api';
import { downloadedBytes } from '../support/downloads';

// The vendor owner's invoices (/portal/invoices, /portal/invoice/{id} on
// the vendor host): Acme sends Fixit a work order and Fixit marks it done (through the api); Fixit's
// owner bills Acme for it from Invoices, finds the invoice on its page, downloads its PDF and marks
// it paid; Fixit's staff cannot open the pages. Each page passes axe at 1280 and 390 px and fits
// the phone. Other workers bill Acme at the same time: the test finds its own rows.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

/** The access token the portal keeps for the signed-in user. */
test('Fixit’s owner bills Acme for a done work order, downloads the PDF and marks the invoice paid', async ({
  page,
  browser,
}) => {
  const job = await doneWorkForFixit();
  const note = `Invoice test ${Date.now()}`;

  // Invoices, from the sidebar.
  await logInVendor(page, VENDOR_OWNER);
  await page.getByRole('menuitem', { name: /Invoices$/ }).click(LOAD);
  await expect(page).toHaveURL(/\/portal\/invoices$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Invoices' }),
  ).toBeVisible(LOAD);
  // the status tabs' counts have arrived (antd draws each tab over its hidden radio)
  await expect(page.getByText(/^All \(\d+\)$/)).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'invoices list');

  // The new invoice: Acme, its done work orders, this test's one chosen by keyboard.
  await page.getByRole('link', { name: 'New invoice' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'New invoice' }),
  ).toBeVisible(LOAD);
  await page
    .getByRole('combobox', { name: 'Store' })
    .selectOption({ label: job.storeName });
  await expect(page).toHaveURL(new RegExp(`\\?store=${job.storeId}$`));
  const box = page.getByRole('checkbox', { name: job.label, exact: true });
  await expect(box).toBeVisible(LOAD);
  await expect(
    page.getByRole('textbox', { name: `Amount for ${job.label}` }),
  ).toHaveValue(job.amount);
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await page.getByRole('textbox', { name: 'Note on the invoice' }).fill(note);
  await expect(page.getByText(/^Total: \$/)).toContainText(
    `$${job.amount} (1 of`,
  );
  await expectAccessibleAtBothSizes(page, 'new invoice');
  await page.getByRole('button', { name: 'Create invoice' }).click();

  // The invoice's page.
  await expect(page).toHaveURL(/\/portal\/invoice\/\d+$/, LOAD);
  const heading = page.getByRole('heading', {
    level: 1,
    name: /^Invoice INV-\d{5}$/,
  });
  await expect(heading).toBeVisible(LOAD);
  const invoiceNo = (await heading.innerText()).replace('Invoice ', '');
  await expect(
    page.getByText(`Invoice ${invoiceNo} created for ${job.storeName}.`),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(job.label) }),
  ).toContainText(`$${job.amount}`);
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText(`Total: $${job.amount}`)).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'invoice (open)');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceNo}.pdf`);
  expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{5}\.pdf$/);
  const head = await downloadedBytes(download);
  expect(head.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Marked paid, asked first.
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Mark ${invoiceNo} as paid?`);
  await expectAccessible(page, 'mark as paid confirm');
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText(`${invoiceNo} is marked as paid.`)).toBeVisible(
    LOAD,
  );
  await expect(
    page.getByRole('region', { name: 'Details' }).getByText('Paid', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void invoice' })).toHaveCount(
    0,
  );
  await expectAccessibleAtBothSizes(page, 'invoice (paid)');

  // Back on the list: searched by its number (kept in the URL), it reads Paid.
  await page.getByRole('link', { name: 'All invoices' }).click();
  await page.getByLabel('Search', { exact: true }).fill(invoiceNo);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${invoiceNo}`));
  const row = page.getByRole('row', { name: new RegExp(invoiceNo) });
  await expect(row).toContainText('Paid', LOAD);
  await expect(row).toContainText(job.storeName);

  // The work order is billed: the api offers it no more.
  const billable = await billableTo(job.vendorToken, job.storeId);
  expect(billable.map((w) => w.work_order_id)).not.toContain(job.workOrderId);

  // Fixit's staff: no menu entry, the page by its URL refused, and the api refuses too.
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await logInVendor(staff, VENDOR_STAFF);
  await expect(staff.getByRole('menuitem', { name: /Invoices$/ })).toHaveCount(
    0,
  );
  await staff.goto(shellUrl('vendor', '/portal/invoices'));
  await expect(
    staff.getByRole('heading', { name: 'You cannot open this page' }),
  ).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(staff, 'invoices refused to staff');
  expect(await statusFor(await accessToken(staff), '/vendor/invoices')).toBe(
    403,
  );
  await staffContext.close();
});
