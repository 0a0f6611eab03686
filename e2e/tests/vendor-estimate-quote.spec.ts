import { expect, test } from '@playwright/test';
import { PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { expectAccessibleAtBothSizes } from './a11y';
import { call } from './api';
import { logInVendor } from './vendor-session';

// A vendor writes the quote of its own estimate (ADR 0026) in the shared quote editor: a price per
// line and an added part, a refused price shown on its line, Save draft, Send, Send revision (both
// versions in the history), Approve, and the order made at the sent price. Axe at 1280 and 390 px.

test('Fixit’s owner prices an estimate, sends it, revises it and converts it at the sent price', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const token = (
    await call<{ access: string }>('POST', '/auth/vendor/login', undefined, {
      email: VENDOR_OWNER,
      password: PASSWORD,
    })
  ).access;
  const estimate = await call<{ id: number; estimate_no: string }>(
    'POST',
    '/vendor/estimates',
    token,
    {
      customer_id: 9002,
      lines: [{ description: 'Chain repair', quantity: 1, unit_price: '0' }],
    },
  );
  await logInVendor(page, VENDOR_OWNER);
  await page.goto(shellUrl('vendor', `/portal/estimate/${estimate.id}`));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Estimate ${estimate.estimate_no}`,
    }),
  ).toBeVisible();

  const prices = page.getByLabel('Unit price ($)');
  await prices.first().fill('-4');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('A price cannot be negative.')).toBeVisible();
  await expect(prices.first()).toHaveValue('-4');

  await prices.first().fill('35');
  await page.getByRole('button', { name: /Add a part/ }).click();
  await page.getByLabel('Part name').fill('Jump ring');
  await prices.nth(1).fill('4.50');
  await page.getByLabel('Message to the customer').fill('Ready on Friday.');
  await expect(page.getByText('Total: $39.50')).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Draft saved. The customer sees it once you send it.'),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor quote editor');

  await page.getByRole('button', { name: 'Send estimate' }).click();
  await expect(
    page.getByText('Sent: your customer has a mail with the estimate.'),
  ).toBeVisible();
  await expect(
    page.getByText(/Version 1 \(the customer’s\): \$39\.50/),
  ).toBeVisible();

  await prices.first().fill('30');
  await page.getByRole('button', { name: 'Send revision' }).click();
  await expect(
    page.getByText(/Version 2 \(the customer’s\): \$34\.50/),
  ).toBeVisible();
  await expect(page.getByText(/^Version 1: \$39\.50/)).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor estimate with two versions');

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  // a later unsent draft does not change what the customer agreed to
  await prices.first().fill('999');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Draft saved. The customer sees it once you send it.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Convert to order' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /^Sales order SO-\d+$/ }),
  ).toBeVisible();
  await expect(page.getByText('Jump ring')).toBeVisible();
  await expect(page.getByText('$34.50').first()).toBeVisible();
});
