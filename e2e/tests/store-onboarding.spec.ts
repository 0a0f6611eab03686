import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, shellUrl } from '../support/env';
import { expectAccessibleAtBothSizes } from './a11y';
import { fillPortalLogin, toRgb } from './browser';

// A new store from nothing to selling. A stranger opens a store on the portal host,
// completes every onboarding step in the spec's order (a refused bank account on the way), and the
// store's own host then shows its starter services in its brand colour. Axe at 1280 and 390 px on
// each page.

const BRAND = '#7a1f5c';

/** Waits for a step's heading, checks the page, and answers nothing. */
async function atStep(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: heading }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, heading);
}

const next = (page: Page) =>
  page.getByRole('button', { name: 'Save and continue' }).click();

test('a new store signs up, completes every step and sells on its own host in its colours', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const subdomain = `e2e-${stamp}`;

  await page.goto(shellUrl('app', '/portal/login'));
  await page.getByRole('link', { name: 'Open a store' }).click();
  await atStep(page, '/onboarding/welcome', 'Open your store');
  await page.getByLabel('Store name').fill('Bright Gems');
  await page.getByLabel('Storefront address').fill('app');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Bright');
  await page.getByLabel('Email').fill(`nora-${stamp}@bright.test`);
  await page.getByLabel('Password', { exact: true }).fill('Br1ght-gems');
  await page.getByRole('button', { name: 'Create my store' }).click();
  await expect(
    page.getByLabel('Storefront address'),
  ).toHaveAccessibleDescription(
    /This address is reserved\. Please choose another one\./,
  );
  await page.getByLabel('Storefront address').fill(subdomain);
  await page.getByRole('button', { name: 'Create my store' }).click();

  await atStep(page, '/onboarding/store', 'About your store');
  await page.getByLabel('Website').fill('https://bright.example');
  await page.getByLabel('Brand colour').fill(BRAND);
  await next(page);

  await atStep(page, '/store-welcome', 'Welcome! What do you offer?');
  await page.getByRole('checkbox', { name: /^Engraving/ }).check();
  await page.getByRole('checkbox', { name: /^Ring Resizing/ }).check();
  await next(page);

  await atStep(page, '/store-address', "Your store's address");
  await page.getByLabel('Street address').fill('1 Market St');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State').fill('IL');
  await page.getByLabel('ZIP code').fill('62701');
  await next(page);

  await atStep(page, '/connect-shipping', 'How do you ship?');
  await page.getByRole('radio', { name: /platform's shipping/ }).check();
  await next(page);

  await atStep(page, '/store-shipping-detail', 'Your carrier');
  await page.getByRole('radio', { name: 'USPS' }).check();
  await next(page);

  await atStep(page, '/select-plan', 'Choose your plan');
  await page.getByRole('radio', { name: /^Growth/ }).check();
  await page.getByLabel('Extra locations').fill('1');
  await page.getByRole('button', { name: 'Continue' }).click();

  await atStep(page, '/confirm-plan', 'Confirm your plan');
  await expect(page.getByText('$94.00 a month')).toBeVisible();
  await page.getByLabel('Name on card').fill('Nora Bright');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay $94.00' }).click();

  await atStep(page, '/store-confirmplan', 'Your plan is active');
  await page.getByRole('link', { name: 'Continue to payouts' }).click();

  await atStep(page, '/connect-stripe', 'Get paid');
  await page.getByLabel('Account holder').fill('Nora Bright');
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number').fill('000111111116');
  await page.getByRole('button', { name: 'Connect account' }).click();
  await atStep(
    page,
    '/failed-stripe-onboarding',
    'We could not connect your account',
  );
  await page.getByRole('link', { name: 'Try again' }).click();
  await page.getByLabel('Account holder').fill('Nora Bright');
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: 'Connect account' }).click();

  await atStep(page, '/complete-setup', "You're ready to sell");
  await page.getByRole('button', { name: 'Open my store' }).click();
  await expect(page.getByText('Bright Gems is open')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Visit your storefront' }),
  ).toHaveAttribute('href', shellUrl(subdomain));

  // The owner's plan page and more locations on it.
  await page.goto(shellUrl('app', '/portal/payment'));
  await atStep(page, '/portal/payment', 'Your plan');
  await expect(page.getByText('$94.00 a month')).toBeVisible();
  await page.getByRole('link', { name: 'Add locations' }).click();
  await atStep(page, '/pay-per-location', 'Add locations');
  await page.getByLabel('Locations to add').fill('2');
  await page.getByLabel('Name on card').fill('Nora Bright');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay and add' }).click();
  await expect(
    page.getByText('Added. Your plan is now $124.00 a month.'),
  ).toBeVisible();

  await page.goto(shellUrl(subdomain));
  await expect(page.getByText('Engraving').first()).toBeVisible();
  await expect(page.getByText('Ring Resizing').first()).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'All', pressed: true }),
  ).toHaveCSS('background-color', toRgb(BRAND));
  await expectAccessibleAtBothSizes(page, 'new store home');
});

test('/shopify-auth says plainly that Shopify is not configured', async ({
  page,
}) => {
  await page.goto(shellUrl('app', '/shopify-auth'));
  await atStep(page, '/shopify-auth', 'Shopify is not configured');
});

test('an unfinished store resumes at its next step after each login', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const email = `resume-${stamp}@bright.test`;
  const password = 'Res1me-store';
  const signup = await fetch(`${API_ORIGIN}/api/v1/onboarding/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      store_name: 'Resume Gems',
      subdomain: `resume-${stamp}`,
      first_name: 'Rita',
      last_name: 'Resume',
      email,
      password,
    }),
  });
  expect(signup.status).toBe(201);

  const first = await browser.newPage();
  await fillPortalLogin(first, email, password);
  await expect(first).toHaveURL(/\/onboarding\/store$/);
  await first.getByLabel('Brand colour').fill('#1d616b');
  await first.getByRole('button', { name: 'Save and continue' }).click();
  await expect(first).toHaveURL(/\/store-welcome$/);
  await first.close();

  const second = await browser.newPage();
  await fillPortalLogin(second, email, password);
  await expect(second).toHaveURL(/\/store-welcome$/);
  await expect(
    second.getByRole('heading', {
      level: 1,
      name: 'Welcome! What do you offer?',
    }),
  ).toBeVisible();
  await second.close();
});
