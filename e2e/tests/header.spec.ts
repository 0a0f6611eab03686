import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, shellUrl } from '../support/env';
import { getStoreSettings } from './api';
import { expectAccessible } from './a11y';

// The customer header's Track Order rules: only on /request-estimate, when the
// store enables order tracking and the visitor is logged out; on a phone, in the hamburger menu.
const JANE = 'jane@example.test';
const ORDER_NUMBER = '1000001';
const PHONE = { width: 390, height: 800 };

// The header's link (an empty cart's page links Shop Services too).
const shopLink = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Store' })
    .getByRole('link', { name: 'Shop Services' });

const trackButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Track Order' });

async function logInAsJane(page: Page) {
  await page.goto(shellUrl('acme', '/login'));
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(JANE);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

async function trackInDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Track order' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'Track order dialog');
  await dialog.getByLabel('Order number').fill(ORDER_NUMBER);
  // A guest tracks by the number and the order's email (ADR 0008).
  await dialog.getByLabel('Email').fill(JANE);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-tracking/${ORDER_NUMBER}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${ORDER_NUMBER}` }),
  ).toBeVisible();
}

test('Track Order shows only on /request-estimate of a tracking store for a logged-out visitor', async ({
  page,
}) => {
  const [acme, globex] = await Promise.all([
    getStoreSettings('acme.localhost'),
    getStoreSettings('globex.localhost'),
  ]);
  expect(acme).toMatchObject({ is_order_tracking_enabled: true });
  expect(globex).toMatchObject({ is_order_tracking_enabled: false });

  await page.goto(shellUrl('acme', '/'));
  await expect(shopLink(page)).toBeVisible();
  await expect(trackButton(page)).toHaveCount(0);

  await page.goto(shellUrl('acme', '/request-estimate'));
  await expect(trackButton(page)).toBeVisible();
  await expectAccessible(page, 'request estimate');
  await trackButton(page).click();
  await trackInDialog(page);

  await page.goto(shellUrl('globex', '/request-estimate'));
  await expect(shopLink(page)).toBeVisible();
  await expect(trackButton(page)).toHaveCount(0);

  await logInAsJane(page);
  await page.goto(shellUrl('acme', '/request-estimate'));
  await expect(
    page.getByRole('button', { name: /Jane account menu/ }),
  ).toBeVisible();
  await expect(trackButton(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the hamburger menu offers Services, Track Order and Sign Up / Log In, then My Account / Log Out', async ({
    page,
  }) => {
    await page.goto(shellUrl('acme', '/'));
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const menu = banner.getByRole('list');
    await expect(menu.getByRole('listitem')).toHaveText([
      'Services',
      'Track Order',
      'Sign Up / Log In',
    ]);
    await expectAccessible(page, 'phone menu, logged out');
    await menu.getByRole('button', { name: 'Track Order' }).click();
    await trackInDialog(page);

    await logInAsJane(page);
    await page.goto(shellUrl('acme', '/'));
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('listitem')).toHaveText([
      'Services',
      'My Account',
      'Log Out',
    ]);
    await expectAccessible(page, 'phone menu, logged in');
  });
});
