import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { expectAccessibleAtBothSizes } from './a11y';
import { loginAcmeOwner } from './browser';
import {
  ownerOrder,
  payAcmeOrder,
  placeAcmeGuestOrder,
} from './store-orders-api';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 240_000 });
/** The first paint of a remote page can wait for its federated chunks on a busy machine. */
const LOAD = { timeout: 30_000 };

test('the owner refunds a paid guest order from its page, the whole amount prefilled', async ({
  page,
}) => {
  const order = await placeAcmeGuestOrder();
  await payAcmeOrder(order);
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', `/portal/sales-order/${order.id}`));
  await expect(
    page.getByRole('heading', { name: `Sales order #${order.orderNo}` }),
  ).toBeVisible(LOAD);

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund this order' });
  const amount = dialog.getByLabel('Amount ($)');
  await expect(amount).toHaveValue(/^\d+\.\d{2}$/);
  const total = await amount.inputValue();
  await expectAccessibleAtBothSizes(page, 'refund dialog');
  await dialog.getByLabel(/Reason/).fill('Stone cracked while setting');
  await dialog.getByRole('button', { name: `Refund $${total}` }).click();
  await expect(
    page.getByText(`$${total} was refunded to the customer.`),
  ).toBeVisible();
  await expect
    .poll(async () => (await ownerOrder(order)).payment_status)
    .toBe('refunded');
  await expect(
    page.getByText('Stone cracked while setting', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(`Refunded $${total}: Stone cracked while setting`),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Refund', exact: true }),
  ).toHaveCount(0);
  await expectAccessibleAtBothSizes(page, 'refunded sales order');
});
