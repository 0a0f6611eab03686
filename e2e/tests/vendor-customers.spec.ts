import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { call } from './api';

// The vendor portal's customers pages (and the edit of the vendor's own order):
// Fixit's owner finds a customer, adds one, edits their contact, then edits the lines of an order
// made for them. Each page passes axe (WCAG 2.2 AA) at 1280 and 390 px and fits the phone.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function checkPage(page: Page, label: string) {
  await expectAccessible(page, label);
  await expectNoSidewaysScroll(page, label);
}

test('Fixit’s owner finds, adds and edits a customer, then edits the lines of their order', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  await page.setViewportSize(DESKTOP);
  await page.goto(shellUrl('vendor', '/portal/customers'));
  await page.getByLabel('Email', { exact: true }).fill(VENDOR_OWNER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Customers' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Priya Shah' })).toBeVisible();
  await checkPage(page, 'vendor customers at 1280 px');
  await page.getByLabel('Search').fill('0177');
  await page.getByLabel('Search').press('Enter');
  await expect(page.getByRole('link', { name: 'Nora Finch' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Priya Shah' })).toBeVisible();

  await page.getByRole('link', { name: 'New customer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'New customer' }),
  ).toBeVisible();
  await page.getByLabel(/First name/).fill('Walt');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel(/Email/).fill(`walt.${stamp}@example.test`);
  await checkPage(page, 'new vendor customer at 1280 px');
  await page.getByRole('button', { name: 'Add customer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Walt Walker' }),
  ).toBeVisible();
  const customerUrl = page.url();
  const customerId = Number(customerUrl.split('/').pop());

  await page.getByRole('button', { name: 'Edit contact' }).click();
  await page.getByLabel('Phone').fill('+1 217 555 0100');
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(page.getByText('+1 217 555 0100')).toBeVisible();
  await checkPage(page, 'vendor customer at 1280 px');

  const { access } = await call<{ access: string }>(
    'POST',
    '/auth/vendor/login',
    undefined,
    { email: VENDOR_OWNER, password: PASSWORD },
  );
  const order = await call<{ id: number; order_no: string }>(
    'POST',
    '/vendor/sales-orders',
    access,
    {
      customer_id: customerId,
      lines: [{ description: 'Ring resize', quantity: 1, unit_price: '45' }],
    },
  );
  await page.reload();
  await page.getByRole('link', { name: order.order_no }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Sales order ${order.order_no}`,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Edit lines and notes' }).click();
  await page.getByLabel(/Unit price/).fill('60');
  await checkPage(page, 'vendor order lines edit at 1280 px');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Total: $60.00')).toBeVisible();
  await expect(
    page.getByText('Edited: 1 line, total $60.00 (was $45.00)'),
  ).toBeVisible();

  await page.setViewportSize(PHONE);
  for (const [path, heading] of [
    ['/portal/customers', 'Customers'],
    [`/portal/customer/${customerId}`, 'Walt Walker'],
  ] as const) {
    await page.goto(shellUrl('vendor', path));
    await expect(
      page.getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible();
    await checkPage(page, `${heading} at 390 px`);
  }
});
