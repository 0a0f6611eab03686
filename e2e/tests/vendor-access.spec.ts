import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { resetLinkPath } from './account-api';
import { expectAccessibleAtBothSizes } from './a11y';

// The vendor host's home page and its password reset, on the vendor side (the mail's
// link opens the vendor host's /reset-password page). The password itself is not changed here:
// other specs log in as Fixit's staff; the api tests set a new one.

const DESKTOP = { width: 1280, height: 900 };
const VENDOR_STAFF = 'staff@fixit.test';

test.use({ viewport: DESKTOP });

test('a vendor visitor finds the way in, asks for a reset link and opens it on the vendor host', async ({
  page,
}) => {
  await page.goto(shellUrl('vendor'));
  await expect(
    page.getByRole('heading', { level: 1, name: "Your workshop's portal" }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor home');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor forgot password');
  await page.getByLabel('Email', { exact: true }).fill(VENDOR_STAFF);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/check-inbox$/);
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this email, we sent a link to reset the password.',
  );
  await expectAccessibleAtBothSizes(page, 'vendor check inbox');

  await page.goto(shellUrl('vendor', await resetLinkPath(VENDOR_STAFF)));
  await expect(page.getByText(`For ${VENDOR_STAFF}`)).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor reset password');
  // a mistyped confirmation is refused in the page and what was typed stays
  await page.getByLabel('New password', { exact: true }).fill('N3w-vendor-1');
  await page
    .getByLabel('Confirm the new password', { exact: true })
    .fill('N3w-vendor-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(
    'N3w-vendor-1',
  );
});
