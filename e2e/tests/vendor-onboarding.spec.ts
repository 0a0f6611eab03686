import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { readOutbox } from './account-api';
import { expectAccessibleAtBothSizes } from './a11y';

// A new workshop signs up on the vendor host, opens the mailed link, and is walked
// through its registration steps in the spec's order (plan and payment → address → payout
// account); it cannot skip ahead, and lands on its dashboard.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };

/** The path of the sign-up link mailed to `to`, waiting for the mail. */
async function signupLinkPath(to: string): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    for (const mail of await readOutbox(to)) {
      const match = /\/create-account\?token=[A-Za-z0-9_-]+/.exec(mail.text);
      if (match) return match[0];
    }
    if (Date.now() > until) throw new Error(`No sign-up link mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 180_000 });

test('a new workshop signs up, is walked through plan, address and bank in order, and lands on its dashboard', async ({
  page,
}) => {
  const email = `owner-${Date.now()}@newbench.test`;
  await page.goto(shellUrl('vendor'));
  await page.getByRole('link', { name: 'Sign up your workshop' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign up your workshop' }),
  ).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'vendor sign-up');
  await page.getByLabel('Workshop name').fill('New Bench Studio');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newman');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Bench-pass-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Check your inbox: we sent a link to finish creating your account.',
  );

  await page.goto(shellUrl('vendor', await signupLinkPath(email)));
  await expectAccessibleAtBothSizes(page, 'vendor create account');
  await page
    .getByRole('button', { name: 'Create my workshop account' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Nora' }),
  ).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'vendor welcome');

  // no skipping ahead: the portal and a later step both lead to the first step not done
  await page.goto(shellUrl('vendor', '/portal/dashboard'));
  await expect(page).toHaveURL(/\/selectplan$/, LOAD);
  await page.goto(shellUrl('vendor', '/bank-detail'));
  await expect(page).toHaveURL(/\/selectplan$/, LOAD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose your plan' }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor select plan');
  await page.getByRole('radio', { name: /Workshop/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your plan' }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor confirm plan');
  await page.getByLabel('Name on card').fill('Nora Newman');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay $49.00' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The Workshop plan is paid with the card ending 4242.',
    LOAD,
  );
  await expectAccessibleAtBothSizes(page, 'vendor plan paid');
  await page.getByRole('link', { name: 'Continue the set-up' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: "Your workshop's address" }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor address');
  await page.getByLabel('Address', { exact: true }).fill('12 Elm Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State or region').fill('IL');
  await page.getByLabel('Postal code').fill('62701');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Where payouts go' }),
  ).toBeVisible();
  await page
    .getByRole('textbox', { name: /Account holder/ })
    .fill('Nora Newman');
  await page.getByRole('textbox', { name: /Routing number/ }).fill('110000001');
  await page
    .getByRole('textbox', { name: /Account number/ })
    .fill('000123456789');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // a routing number whose checksum fails is refused, and what was typed stays
  await expect(
    page.getByText('Please enter a valid 9-digit routing number'),
  ).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: /Account number/ }),
  ).toHaveValue('000123456789');
  await expectAccessibleAtBothSizes(page, 'vendor bank detail with an error');
  await page.getByRole('textbox', { name: /Routing number/ }).fill('110000000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "Payouts go to Nora Newman's account ending 6789.",
    LOAD,
  );
  await expectAccessibleAtBothSizes(page, 'vendor payouts set');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your workshop is set up' }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor set-up complete');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'New Bench Studio' }),
  ).toBeVisible(LOAD);

  // the settings show the set-up's plan, address and payouts; the address is the default and
  // another is added beside it
  await page.goto(shellUrl('vendor', '/portal/settings'));
  const settings = page.getByRole('list', { name: 'Settings' });
  await expect(settings.getByText('Workshop, $49.00 a month')).toBeVisible(
    LOAD,
  );
  await expect(
    settings.getByText('Payouts to the account ending 6789'),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor settings');
  await settings.getByRole('link', { name: 'Addresses' }).click();
  const addresses = page.getByRole('list', { name: 'Addresses' });
  await expect(
    addresses.getByText('12 Elm Street', { exact: false }),
  ).toBeVisible(LOAD);
  await expect(addresses.getByText('Default')).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor addresses');
  await page.getByRole('link', { name: 'Add an address' }).click();
  await page.getByLabel('Name on the address').fill('New Bench Annex');
  await page.getByLabel('Address', { exact: true }).fill('14 Elm Street');
  await page.getByLabel('City').fill('Springfield');
  await page.getByLabel('State or region').fill('IL');
  await page.getByLabel('Postal code').fill('62701');
  await expectAccessibleAtBothSizes(page, 'vendor add address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(addresses.getByRole('listitem')).toHaveCount(2, LOAD);

  // everyone's own profile, from the profile menu's path
  await page.goto(shellUrl('vendor', '/portal/vendor-profile'));
  await expect(page.getByLabel('First name')).toHaveValue('Nora', LOAD);
  await expectAccessibleAtBothSizes(page, 'vendor profile');
});
