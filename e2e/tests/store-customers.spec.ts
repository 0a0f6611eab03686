import { expect, test } from '@playwright/test';
import { ACME_OWNER, shellUrl } from '../support/env';
import { call, loginToken } from './api';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { loginAcmeOwner } from './browser';

// The store portal's customers. The Acme owner finds Jane in the list, adds a customer
// (the browser refuses a bad phone first), edits them while someone else saved first (the stale
// save says so and keeps what was typed), tags them and filters the list by the tag, comments on
// their timeline, and opens an order from a customer's page. Customers of this test's own (a
// unique email) so other tests' data is never touched.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });

// The first load of a cold platform on two busy cores can outlast the login helper's 10 s wait.
test.beforeEach(async ({ page }) => {
  await page.goto(shellUrl('app', '/portal/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
});
test.describe.configure({ timeout: 180_000 });

interface Customer {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  version: number;
}

test('the owner finds, adds, edits, tags and comments on customers', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `mia-${stamp}@example.test`;
  const tag = `Wholesale ${stamp % 100000}`;

  await loginAcmeOwner(page);
  await page.getByRole('menuitem', { name: /Customers$/ }).click();
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible(
    LOAD,
  );
  await expect(page.getByRole('row', { name: /Jane Doe/ })).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'customer list');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('jane');
  await expect(page).toHaveURL(/search=jane/);
  await expect(page.getByRole('row', { name: /Jane Doe/ })).toBeVisible();

  // A new customer: the rules in the browser first.
  await page.getByRole('button', { name: 'Add customer' }).click();
  await expect(page.getByRole('heading', { name: 'Add customer' })).toBeVisible(
    LOAD,
  );
  await page.getByLabel('First name').fill('Mia');
  await page.getByLabel('Last name').fill('Moss');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('call me');
  await page.getByRole('button', { name: 'Save customer' }).click();
  await expect(
    page.getByText('Please enter a valid phone number'),
  ).toBeVisible();
  await expectAccessible(page, 'new customer with an error');
  await page.getByLabel('Phone').fill('217 555 0100');
  await page.getByRole('button', { name: 'Save customer' }).click();
  await expect(
    page.getByRole('heading', { name: 'Mia Moss', level: 1 }),
  ).toBeVisible(LOAD);
  await expect(page.getByText('No account yet')).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'customer page');

  // Someone else saves first: the stale save says so and keeps what was typed.
  const id = Number(/\/customer\/(\d+)$/.exec(page.url())![1]);
  const token = await loginToken('portal', ACME_OWNER);
  const before = await call<Customer>('GET', `/portal/customers/${id}`, token);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Last name').fill('Marsh');
  await call('PUT', `/portal/customers/${id}`, token, {
    first_name: before.first_name,
    last_name: before.last_name,
    email: before.email,
    phone: '217 555 0111',
    version: before.version,
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText(/Someone else changed this customer/),
  ).toBeVisible();
  await expect(page.getByText(/Now saved: Mia Moss/)).toBeVisible();
  await expect(page.getByLabel('Last name')).toHaveValue('Marsh');
  await expectAccessible(page, 'stale customer edit');
  await page.getByRole('button', { name: 'Save', exact: true }).click(LOAD);
  await expect(
    page.getByRole('heading', { name: 'Mia Marsh', level: 1 }),
  ).toBeVisible();

  // A tag, and a comment on the timeline.
  await page.getByLabel('New tag').fill(tag);
  await page.getByRole('button', { name: 'Add tag', exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Tags' }).getByText(tag),
  ).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Comment' })
    .fill('Prefers to be called after 5 pm.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
  await expect(
    timeline.getByText('Prefers to be called after 5 pm.'),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'customer with tag and comment');

  // The list by the tag: only this customer.
  await page.getByRole('link', { name: 'Back to customers' }).click();
  await page.getByRole('combobox', { name: 'Tag' }).selectOption(tag);
  await expect(page).toHaveURL(/tag=/);
  await expect(page.getByRole('row', { name: /Mia Marsh/ })).toHaveCount(
    1,
    LOAD,
  );
  await expect(page.getByRole('row', { name: /Jane Doe/ })).toHaveCount(0);

  // Jane's orders open their sales order.
  await page.goto(
    page.url().replace(/\/portal\/customers.*$/, '/portal/customer/1'),
  );
  const orders = page.getByRole('list', { name: 'Orders, newest first' });
  await expect(orders).toBeVisible(LOAD);
  await orders.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/portal\/sales-order\/\d+$/, LOAD);
});

test('a phone-sized owner reads the customer list and a customer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAcmeOwner(page);
  await page.goto(
    page.url().replace(/\/portal\/location$/, '/portal/customer/1'),
  );
  await expect(
    page.getByRole('heading', { name: 'Jane Doe', level: 1 }),
  ).toBeVisible(LOAD);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
