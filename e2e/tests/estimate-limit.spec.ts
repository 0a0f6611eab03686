import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { expectAccessibleAtBothSizes } from './a11y';
import { call } from './api';
import { loginAcmeOwner } from './browser';
import { quotedEstimate } from './estimates-api';
import { payWithGoodCard } from './store-orders-api';

// Work past the do-not-exceed amount asks the customer again (ADR 0026): on the order Jane's
// approved estimate became, the owner's charge past the ceiling is refused beside its amount (what
// was typed stays); the owner sends a revision with the extra work; Jane approves it by the mail's
// link and her page offers the difference as an extra charge to pay.

const JANE = 'jane@example.test';
const LOAD = { timeout: 30_000 };

test('a charge past the approved ceiling is refused, and the revision Jane approves charges the difference', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // Set-up through the api: the estimate quoted at $80.00 with a $100.00 ceiling, approved by link
  const { estimate, owner, link } = await quotedEstimate(
    JANE,
    'The clasp is loose.',
    {
      unit_price: '80',
      message: 'A new clasp.',
      valid_until: null,
      not_to_exceed: '100',
    },
  );
  const url = `/estimates/${estimate.id}`;
  const token = link.split('/').at(-1)!;
  await call('POST', `/estimates/by-token/${token}/answer`, undefined, {
    decision: 'approve',
    version: 1,
  });
  // ...and its order paid, with the test processor's good card
  const read = await call<{ order: { payment_path: string } }>(
    'GET',
    `/estimates/by-token/${token}/quote`,
  );
  await payWithGoodCard(read.order.payment_path.split('/').at(-1)!, 'Jane Doe');
  const { sales_order_id: orderId } = await call<{
    sales_order_id: number;
  }>('GET', url, owner);

  // The owner asks $30.00 more on the order: refused beside the amount, nothing lost.
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', `/portal/sales-order/${orderId}`));
  await page
    .getByRole('radiogroup', { name: 'Show' })
    .getByText('Additional charge', { exact: true })
    .click();
  const charge = page.getByRole('form', {
    name: 'Request an additional charge',
  });
  await charge.getByLabel('Amount ($)').fill('30');
  await charge.getByLabel('Reason').fill('New clasp spring');
  await charge.getByRole('button', { name: 'Request charge' }).click();
  // said beside the amount (the field's description), with the way out
  await expect(charge.getByLabel('Amount ($)')).toHaveAccessibleDescription(
    `This takes the order past the do-not-exceed amount of $100.00 the customer approved. Send them a revision of estimate ${estimate.estimate_no} with the extra work: their approval adds it to the order.`,
    LOAD,
  );
  await expect(charge.getByLabel('Amount ($)')).toHaveValue(/^30(\.00)?$/);
  await expect(charge.getByLabel('Reason')).toHaveValue('New clasp spring');
  await expectAccessibleAtBothSizes(
    page,
    'sales order charge past the ceiling',
  );

  // The revision: the extra part and a higher ceiling, sent from the estimate's page.
  await page.goto(shellUrl('app', `/portal/estimate/${estimate.id}`));
  const lines = page.getByRole('list', { name: 'Quote lines' });
  await page.getByRole('button', { name: /Add a part/ }).click();
  await lines.getByLabel('Part name').fill('New clasp spring');
  await lines.getByLabel('Unit price ($)').nth(1).fill('30');
  await page.getByLabel('Do not exceed ($, optional)').fill('150');
  await expect(page.getByText('Total: $110.00')).toBeVisible();
  await page.getByRole('button', { name: 'Send revision' }).click();
  await expect(
    page.getByRole('list', { name: 'Sent versions' }).getByText(/^Version 2/),
  ).toBeVisible(LOAD);

  // Jane reads version 2 by the mail's link, approves it, and is offered the difference to pay.
  const customer = await browser.newContext();
  const jane = await customer.newPage();
  await jane.goto(shellUrl('acme', link));
  await expect(jane.getByRole('table')).toContainText('New clasp spring', LOAD);
  await jane.getByRole('button', { name: 'Approve' }).click();
  await expect(jane.getByRole('link', { name: 'Pay $30.00' })).toBeVisible(
    LOAD,
  );
  await expect(jane.getByText(/You approved version 2/)).toBeVisible();
  await customer.close();
});
