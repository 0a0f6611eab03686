import { expect, test } from '@playwright/test';
import { PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { getVendor, loginToken } from './api';
import { expectAccessible } from './a11y';

test('the vendor owner logs in and sees the vendor name on the dashboard', async ({
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
  await expectAccessible(page, 'vendor dashboard');
});
