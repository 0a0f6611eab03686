import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { onboardedStore } from './onboarded-store';

// /addbillitems: a store of this test's own, onboarded through the api on the Starter
// plan ($19.00 an extra location) with one extra location and two locations in use; its plan was
// paid today, so the period has just begun and an extra location costs the whole month. The owner
// opens /addbillitems (outside /portal: the shell routes it to the store portal), sees the plan,
// types how many to add and sees the price; a declined new card is refused on its field and what
// was typed stays; the card on file pays. A free extra location is removed after the question
// (keyboard only). The billing page lists the purchase's invoice with its line, as a PDF too.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Ada Items',
};

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

test('the owner adds extra locations for the rest of the period and removes a free one', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const { email, password } = await onboardedStore({
    stamp,
    prefix: 'items',
    storeName: 'Item Gems',
    firstName: 'Ada',
    lastName: 'Items',
    password: 'It3ms-store',
    card: CARD,
  });
  await page.goto(shellUrl('app', '/portal/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/portal\/location$/, LOAD);

  // The billing page links to the page; the shell mounts it outside /portal.
  await page.goto(shellUrl('app', '/portal/billing'));
  await page
    .getByRole('link', { name: 'Add or remove extra locations' })
    .click(LOAD);
  await expect(page).toHaveURL(/\/addbillitems$/);
  await expect(
    page.getByRole('heading', { name: 'Extra locations', level: 1 }),
  ).toBeVisible(LOAD);
  await expect(page.getByText('Starter, $29.00 a month')).toBeVisible();
  await expect(
    page.getByText('1 location at $19.00 a month each'),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'plan items');

  // Two more: the period began today, so each costs the whole month.
  const count = page.getByLabel('Extra locations to add');
  await count.fill('2');
  await expect(page.getByText('$38.00', { exact: true })).toBeVisible();
  await expect(page.getByText('$86.00 a month')).toBeVisible();

  // A declined new card: refused beside its number, what was typed stays.
  await page.getByRole('radio', { name: /A new card/ }).check();
  await page.getByLabel('Name on card').fill('Ada Items');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay and add' }).click();
  await expect(
    page.locator('#number-error', { hasText: 'Your card was declined.' }),
  ).toBeVisible(LOAD);
  await expect(page.getByLabel('Card number')).toHaveValue(
    '4000 0000 0000 0002',
  );
  await expect(count).toHaveValue('2');
  await expectAccessible(page, 'plan items with a refused card');

  // The card on file pays.
  await page
    .getByRole('radio', { name: /The card on file: VISA ending 4242/ })
    .check();
  await page.getByRole('button', { name: 'Pay and add' }).click();
  await expect(
    page.getByText('Paid $38.00. Your store now has 3 extra locations.'),
  ).toBeVisible(LOAD);
  await expect(
    page.getByText('3 locations at $19.00 a month each'),
  ).toBeVisible();

  // Remove one free extra location, by keyboard, after the question.
  const remove = page.getByLabel('Extra locations to remove');
  await remove.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', {
    name: 'Remove 1 extra location?',
  });
  await expect(question).toContainText('not refunded');
  await expectAccessible(page, 'remove question');
  await question.getByRole('button', { name: 'Remove' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/1 extra location will leave your plan on/),
  ).toBeVisible(LOAD);
  await expect(page.getByText(/^1 location on /)).toBeVisible();

  // The billing page lists the purchase's invoice with its line; it downloads as a PDF.
  await page.getByRole('link', { name: 'Back to billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible(
    LOAD,
  );
  const invoice = page.getByRole('row').filter({ hasText: 'Extra locations:' });
  await expect(invoice).toContainText('$38.00');
  await expect(invoice.getByRole('listitem')).toContainText(
    '2 × Extra location ($19.00 a month)',
  );
  await expect(page.getByText(/^1 extra location on /)).toBeVisible();
  const download = page.waitForEvent('download');
  await invoice
    .getByRole('button', { name: /Download INV-\d+ as PDF/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
});
