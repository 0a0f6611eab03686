import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { expectAccessibleAtBothSizes } from './a11y';
import { loginAcmeOwner } from './browser';

// The store portal's payment return pages (where a payment step comes back to) show their own page
// with the step's outcome to an onboarded owner (Acme's), instead of sending them elsewhere; each
// passes axe at 1280 and 390 px and fits the phone.

const LOAD = { timeout: 30_000 };

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 180_000 });

const PAGES = [
  ['/plan/middle-page', 'Your plan payment', /plan/],
  ['/store-billing-middle-page', 'Your extra locations', /extra location/],
  ['/middle-page', 'Your payment details', /[Pp]ayout/],
] as const;

test('Acme’s owner reads each payment return page, which stays put', async ({
  page,
}) => {
  await loginAcmeOwner(page);
  for (const [path, title, outcome] of PAGES) {
    await page.goto(shellUrl('app', path));
    await expect(
      page.getByRole('heading', { level: 1, name: title }),
    ).toBeVisible(LOAD);
    await expect(page.getByRole('region', { name: 'Outcome' })).toContainText(
      outcome,
    );
    await expect(
      page.getByRole('link', { name: 'Go to Billing' }),
    ).toBeVisible();
    await expect(page).toHaveURL(shellUrl('app', path));
    await expectAccessibleAtBothSizes(page, path);
  }

  await page.goto(shellUrl('app', '/failed-stripe-onboarding'));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'We could not connect your account',
    }),
  ).toBeVisible(LOAD);
  await expect(page).toHaveURL(shellUrl('app', '/failed-stripe-onboarding'));
  await expectAccessibleAtBothSizes(page, '/failed-stripe-onboarding');

  // Go to Billing leads to the portal's billing page.
  await page.goto(shellUrl('app', '/plan/middle-page'));
  await page.getByRole('link', { name: 'Go to Billing' }).click(LOAD);
  await expect(page).toHaveURL(/\/portal\/billing$/, LOAD);
});
