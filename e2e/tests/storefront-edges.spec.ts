import { expect, test } from '@playwright/test';
import { PASSWORD, shellUrl } from '../support/env';

// Edges a person meets on the storefront: a right-to-left page shows an added price with its sign
// first, the tab title follows a language switch at once, My Account's sub-pages have titles of
// their own, and a Spanish login page refuses a wrong password in Spanish.

const LOAD = { timeout: 30_000 };

test("a right-to-left page shows a choice's added price as '+$15.00'", async ({
  page,
}) => {
  await page.goto(shellUrl('acme', '/?lang=ar-XA'));
  await page.getByRole('link', { name: 'Ring Sizing', exact: true }).click();
  await page.getByRole('combobox', { name: 'Metal type' }).click();
  await expect(
    page.getByRole('option', { name: 'White gold +$15.00' }).first(),
  ).toBeAttached(LOAD);
  // Where each character is drawn, left to right: the sign must come before the currency.
  const order = await page
    .locator('.ant-select-item-option')
    .filter({ hasText: 'White gold' })
    .locator('bdi')
    .first()
    .evaluate((bdi) => {
      const text = bdi.firstChild as Text;
      const x = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().left;
      };
      return {
        text: text.data,
        signBeforeCurrency: x(0) < x(1),
        currencyBeforeDigits: x(1) < x(2),
        pageDirection: getComputedStyle(document.body).direction,
      };
    });
  expect(order).toEqual({
    text: '+$15.00',
    signBeforeCurrency: true,
    currencyBeforeDigits: true,
    pageDirection: 'rtl',
  });
});

test('switching language retitles the tab at once', async ({ page }) => {
  await page.goto(shellUrl('acme'));
  await expect(page).toHaveTitle('Shop Services · Acme Jewelers', LOAD);
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Language' })
    .selectOption('es');
  // Well before the shell's 4 s wait for a new page's heading.
  await expect(page).toHaveTitle('Comprar servicios · Acme Jewelers', {
    timeout: 2_000,
  });
});

test("a wrong password on a Spanish login page reads in Spanish; My Account's sub-pages have their own titles", async ({
  page,
}) => {
  await page.goto(shellUrl('acme', '/login?lang=es'));
  const email = page.getByLabel('Correo electrónico');
  await email.fill('jane@example.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('wrong-pass1');
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Iniciar sesión' })
    .click();
  await expect(page.getByRole('alert')).toContainText(
    'El correo electrónico o la contraseña no son correctos.',
    LOAD,
  );
  await expect(email).toHaveValue('jane@example.test');

  await page.goto(shellUrl('acme', '/login?lang=en'));
  await page.getByLabel('Email').fill('jane@example.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveTitle('Orders · My Account · Acme Jewelers', LOAD);
  await page.getByRole('link', { name: 'Addresses' }).click();
  await expect(page).toHaveTitle('Addresses · My Account · Acme Jewelers');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveTitle('Profile · My Account · Acme Jewelers');
});
