import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { onboardedStore } from './onboarded-store';

// The owner's billing (/portal/billing) and integrations (/portal/integrations) pages. A
// store of this test's own, onboarded through the api on the Starter plan with one extra location
// (its plan payment issues the first invoice), then two locations in use: the owner sees the plan
// and the invoice, downloads it as a PDF, moves up a plan after the question, replaces the card
// (a declined one refused); adds a carrier account, turns the URL integration on, saves a script
// address (markup refused). Acme's billing, which other tests read, is never touched.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Bill Billing',
};

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

test('the owner sees the plan and invoices, changes plan and card, and sets the integrations', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const { email, password } = await onboardedStore({
    stamp,
    prefix: 'bills',
    storeName: 'Bill Gems',
    firstName: 'Bill',
    lastName: 'Billing',
    password: 'B1lling-store',
    card: CARD,
  });
  // Two busy cores: the first cold load of the portal may take longer than one action's timeout,
  // so the login form is waited for here and filled on the page already loaded.
  await page.goto(shellUrl('app', '/portal/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/portal\/location$/, LOAD);

  await page.goto(shellUrl('app', '/portal/billing'));
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible(
    LOAD,
  );
  await expect(page.getByText('$29.00 a month', { exact: true })).toBeVisible();
  await expect(page.getByText('VISA card ending 4242')).toBeVisible();
  const invoice = page.getByRole('row').filter({
    hasText: 'Starter plan, first month',
  });
  await expect(invoice).toContainText('$48.00');
  await expectAccessibleAtBothSizes(page, 'billing');

  const download = page.waitForEvent('download');
  await invoice
    .getByRole('button', { name: /Download INV-\d+ as PDF/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);

  // Up a plan, after the question; the change's invoice is due at the renewal.
  // Growth, the first plan other than the store's, is already picked.
  await expect(page.getByText('Growth: $79.00 a month')).toBeVisible();
  await page.getByRole('button', { name: 'Change plan' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Change to the Growth plan?',
  });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'plan change question');
  await confirm.getByRole('button', { name: 'Change to Growth' }).click();
  await expect(
    page.getByText('Your store is now on the Growth plan.'),
  ).toBeVisible();
  await expect(page.getByText('$79.00 a month', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'Growth plan' }),
  ).toContainText('Due');

  // Replace the card: a declined one is refused on its field, then a good one replaces it.
  await page.getByRole('button', { name: 'Replace card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Replace card' });
  await cardDialog.getByLabel('Name on card').fill('Bill Billing');
  await cardDialog.getByLabel('Card number').fill('4000 0000 0000 0002');
  await cardDialog.getByLabel('Expiry (MM/YY)').fill('12/40');
  await cardDialog.getByLabel('Security code').fill('123');
  await cardDialog.getByRole('button', { name: 'Save card' }).click();
  await expect(
    cardDialog.getByText('Your card was declined.').first(),
  ).toBeVisible();
  await cardDialog.getByLabel('Card number').fill('5555 5555 5555 4444');
  await cardDialog.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('MASTERCARD card ending 4444')).toBeVisible();

  // Integrations.
  await page.goto(shellUrl('app', '/portal/integrations'));
  await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible(
    LOAD,
  );
  await expect(page.getByText('Not configured')).toBeVisible();
  await page.getByLabel('Carrier', { exact: true }).selectOption('2');
  await page.getByRole('textbox', { name: /Account number/ }).fill('USPS12345');
  await page.getByRole('button', { name: 'Add carrier account' }).click();
  const carriers = page.getByRole('list', { name: 'Carrier accounts' });
  await expect(carriers).toContainText('USPS12345');
  // The switch follows the saved state: it shows on once the api has saved it.
  const urlSwitch = page.getByRole('checkbox', { name: 'URL integration on' });
  await urlSwitch.click();
  await expect(page.getByText('URL integration is on.')).toBeVisible();
  await expect(urlSwitch).toBeChecked();
  const ada = page.getByLabel('Accessibility script');
  await ada.fill('<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Save scripts' }).click();
  await expect(
    page.getByText(/Please enter a valid URL/).first(),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'integrations with an error');
  await ada.fill('https://cdn.example.test/ada.js');
  await page.getByRole('button', { name: 'Save scripts' }).click();
  await expect(page.getByText('Your scripts are saved.')).toBeVisible();

  await carriers.getByRole('button', { name: 'Remove USPS USPS12345' }).click();
  const remove = page.getByRole('dialog');
  await expect(remove).toContainText('Are you sure you want to delete ?');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByText('The carrier account was removed.'),
  ).toBeVisible();
});
