import { expect, test } from '@playwright/test';
import { PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { getVendor, loginToken } from './api';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';

test('the vendor owner logs in and sees the vendor name and what waits on the workshop', async ({
  page,
}) => {
  const vendor = await getVendor(await loginToken('vendor', VENDOR_OWNER));
  await page.goto(shellUrl('vendor', '/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expectAccessible(page, 'vendor login');
  await page.getByLabel('Email', { exact: true }).fill(VENDOR_OWNER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(
    page.getByRole('heading', { level: 1, name: vendor.name }),
  ).toBeVisible();
  // what waits on the workshop, by status, each a way into its list
  const work = page.getByRole('list', { name: 'Work from stores' });
  await expect(
    work.getByRole('link', { name: /^Assigned: \d+$/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Your own orders' })
      .getByRole('link', { name: /^Received: \d+$/ }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor dashboard');
  await work.getByRole('link', { name: /^In progress: \d+$/ }).click();
  await expect(page).toHaveURL(/\/portal\/workorders\?status=in_progress$/);
});
