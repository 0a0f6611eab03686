import { expect, test } from '@playwright/test';
import { VENDOR_OWNER, shellUrl } from '../support/env';
import { logInVendor } from './vendor-session';
import { loginAcmeOwner } from './browser';
import { billableTo, doneWorkForFixit } from './vendor-invoices-api';

// The vendor bills a job whenever its work is done, whatever the store did with the piece
// afterwards: Fixit finishes Acme's job (through the api), Acme's owner clicks "Received back" in the
// store portal, and Fixit's owner still finds the job on a new invoice and bills it, once.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

test('Fixit bills a job after Acme received the piece back; the job is then billed', async ({
  page,
  browser,
}) => {
  const job = await doneWorkForFixit();

  // Acme's owner receives the piece back.
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', `/portal/work-order/${job.workOrderId}`));
  await page.getByRole('button', { name: 'Received back' }).click(LOAD);
  await expect(
    page.getByText('Returned to store', { exact: true }).first(),
  ).toBeVisible(LOAD);

  // Fixit's owner bills it from a new invoice.
  const vendorContext = await browser.newContext({ viewport: DESKTOP });
  const vendor = await vendorContext.newPage();
  await logInVendor(vendor, VENDOR_OWNER);
  await vendor.goto(
    shellUrl('vendor', `/portal/invoice/new?store=${job.storeId}`),
  );
  const box = vendor.getByRole('checkbox', { name: job.label, exact: true });
  await expect(box).toBeVisible(LOAD);
  await box.check();
  await vendor.getByRole('button', { name: 'Create invoice' }).click();
  await expect(vendor).toHaveURL(/\/portal\/invoice\/\d+$/, LOAD);
  await expect(
    vendor.getByRole('row', { name: new RegExp(job.label) }),
  ).toContainText(`$${job.amount}`);

  // Billed once: a new invoice no longer offers it, nor does the api.
  await vendor.goto(
    shellUrl('vendor', `/portal/invoice/new?store=${job.storeId}`),
  );
  await expect(
    vendor.getByRole('heading', { level: 1, name: 'New invoice' }),
  ).toBeVisible(LOAD);
  await expect(
    vendor.getByRole('checkbox', { name: job.label, exact: true }),
  ).toHaveCount(0);
  const billable = await billableTo(job.vendorToken, job.storeId);
  expect(billable.map((w) => w.work_order_id)).not.toContain(job.workOrderId);
  await vendorContext.close();
});
