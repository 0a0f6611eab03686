import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, shellUrl } from '../support/env';
import { resetLinkPath } from './account-api';
import { expectAccessible } from './a11y';

// Seeded data (docs/contracts.md, demo data): Jane is the Acme customer with order 1000001.
const JANE = 'jane@example.test';
const ORDER_NUMBER = '1000001';
const INCORRECT = 'Email or password is incorrect.';

async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

test('Jane logs in, finds her order in My Account and opens it', async ({
  page,
}) => {
  await page.goto(shellUrl('acme', '/myaccount/orders'));
  // Logged out: the guard sends her to log in, and back to her orders afterwards.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page, 'log in');
  await logIn(page, JANE, PASSWORD);

  await expect(page).toHaveURL(/\/myaccount\/orders$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'My Account' }),
  ).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(ORDER_NUMBER) });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^\d{2}, [A-Z][a-z]{2} \d{4}$/)).toBeVisible();
  await expectAccessible(page, 'My Account orders');

  await row.getByRole('link', { name: ORDER_NUMBER }).click();
  await expect(page).toHaveURL(
    new RegExp(`/myaccount/orders/${ORDER_NUMBER}$`),
  );
  await expect(
    page.getByRole('heading', { name: `Order ${ORDER_NUMBER}` }),
  ).toBeVisible();
  await expect(page.getByLabel('Order details')).toContainText('Placed on');
  await expectAccessible(page, 'My Account order');
  await expect(page.getByRole('link', { name: 'Track order' })).toHaveAttribute(
    'href',
    `/order-tracking/${ORDER_NUMBER}`,
  );
});

test('a new customer resets a forgotten password through the mailed link', async ({
  browser,
}) => {
  const email = `reset-${Date.now()}@example.test`;
  const firstPassword = 'FirstPass1';
  const newPassword = 'SecondPass2';

  // Create the account (signed in at once), in its own browser context.
  const signup = await browser.newContext();
  const page = await signup.newPage();
  await page.goto(shellUrl('acme', '/create-account'));
  const form = page.getByRole('form', { name: 'Create an account' });
  await expect(form).toBeVisible();
  await expectAccessible(page, 'create account');
  await form.getByLabel('First name').fill('Reset');
  await form.getByLabel('Last name').fill('Tester');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(firstPassword);
  await form.getByLabel('Confirm password').fill(firstPassword);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/myaccount\/orders$/);
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await expectAccessible(page, 'My Account, no orders');
  await signup.close();

  // A fresh visitor asks for a reset link.
  const visitor = await browser.newContext();
  const reset = await visitor.newPage();
  await reset.goto(shellUrl('acme', '/forgot-password'));
  const forgot = reset.getByRole('form', { name: 'Forgot password' });
  await expect(forgot).toBeVisible();
  await expectAccessible(reset, 'forgot password');
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    reset.getByRole('heading', { name: 'Check your inbox' }),
  ).toBeVisible();
  await expect(reset.getByText(email)).toBeVisible();
  await expectAccessible(reset, 'check your inbox');

  // The link from the outbox sets a new password.
  await reset.goto(shellUrl('acme', await resetLinkPath(email)));
  const choose = reset.getByRole('form', { name: 'Reset password' });
  await expect(choose).toContainText(email);
  await expectAccessible(reset, 'reset password');
  await choose.getByLabel('New password', { exact: true }).fill(newPassword);
  await choose.getByLabel('Confirm new password').fill(newPassword);
  await choose.getByRole('button', { name: 'Reset password' }).click();
  await expect(reset.getByText('Your password has been reset.')).toBeVisible();
  await expectAccessible(reset, 'password reset');
  await reset
    .getByRole('link', { name: 'Log in with your new password' })
    .click();

  // The old password no longer works; the new one does.
  await logIn(reset, email, firstPassword);
  await expect(
    reset.getByRole('form', { name: 'Log in' }).getByRole('alert'),
  ).toContainText(INCORRECT);
  await expectAccessible(reset, 'log in, wrong password');
  await logIn(reset, email, newPassword);
  await expect(reset).toHaveURL(/\/myaccount\/orders$/);
  await expect(
    reset.getByRole('heading', { level: 1, name: 'My Account' }),
  ).toBeVisible();
  await visitor.close();
});
