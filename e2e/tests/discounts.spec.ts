import { expect, test, type Page } from '@playwright/test';
import { ACME_OWNER, shellUrl } from '../support/env';
import { call, loginToken } from './api';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { loginAcmeOwner } from './browser';
import { loadLogicService, type LogicService } from './checkout-api';
import { tabTo, typeInto } from './keys';

// Discount codes. The Acme owner adds a code on /portal/discounts; a guest applies it
// at checkout on Acme's storefront (with the email of a customer the owner added) and pays the
// discounted total; the owner then sees it under that customer's used discounts. The code and the
// customer are this test's own (unique), so other tests' data is never touched.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 180_000 });

interface OrderTarget {
  amount: string;
  status: 'unpaid' | 'paid';
  order_no: string;
  order: {
    subtotal: string;
    shipping: string;
    insurance_amount: string;
    total: string;
    discount?: { code: string; amount: string };
  };
}

const cents = (money: string) => Math.round(Number(money) * 100);

/** Configures Acme's logic service on its page and adds it to the cart (as checkout.spec.ts does). */
async function addConfiguredService(page: Page, j: LogicService) {
  await page.goto(shellUrl('acme', `/services/${j.service.id}`));
  const form = page.getByRole('form', { name: `Order ${j.service.name}` });
  await form
    .getByLabel(j.count.label.value, { exact: true })
    .fill(String(j.showingCount));
  await form
    .getByRole('radiogroup', { name: j.style.label.value })
    .getByRole('radio', { name: j.revealingStyle })
    .check();
  await form
    .getByLabel(j.tips.label.value, { exact: true })
    .fill('Rounded tips');
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    form
      .getByRole('status')
      .filter({ hasText: `${j.service.name} was added to your cart.` }),
  ).toBeVisible(LOAD);
}

test('the owner adds a code, a guest pays the discounted total with it, and the owner sees it on the customer', async ({
  page,
}) => {
  const stamp = Date.now();
  const code = `E2E-${stamp % 1_000_000_000}`;
  const email = `dora-${stamp}@example.test`;
  const token = await loginToken('portal', ACME_OWNER);
  const customer = await call<{ id: number }>(
    'POST',
    '/portal/customers',
    token,
    { first_name: 'Dora', last_name: 'Discount', email, phone: null },
  );

  // The owner adds the code on /portal/discounts (axe and a phone's width on the way).
  await page.goto(shellUrl('app', '/portal/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
  await loginAcmeOwner(page);
  await page.getByRole('menuitem', { name: /Discounts$/ }).click();
  await expect(page.getByRole('heading', { name: 'Discounts' })).toBeVisible(
    LOAD,
  );
  await expect(page.getByRole('row', { name: /WELCOME10/ })).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'discounts list');
  await page.getByRole('button', { name: 'Add discount code' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Code$/ }).fill(code);
  await dialog.getByLabel('Percent off').fill('150');
  await dialog.getByRole('button', { name: 'Save discount' }).click();
  await expect(
    dialog.getByText('Please enter a percent between 1 and 100'),
  ).toBeVisible();
  await expectAccessible(page, 'discount form with an error');
  await dialog.getByLabel('Percent off').fill('15');
  await dialog.getByRole('button', { name: 'Save discount' }).click();
  await expect(page.getByText(`${code} was added.`)).toBeVisible(LOAD);
  await page
    .getByRole('searchbox', { name: 'Search discount codes' })
    .fill(code);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText(
    '15 % off',
  );

  // A guest applies it at checkout and pays the total the api computed with it.
  const j = await loadLogicService();
  await addConfiguredService(page, j);
  await page.goto(shellUrl('acme', '/checkout-login'));
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('First name').fill('Dora');
  await form.getByLabel('Last name').fill('Discount');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('555 123 4567');
  await form.getByLabel('Address line 1').fill('1 Sale St');
  await form.getByLabel('City').fill('Arlington');
  await form.getByLabel('State').fill('VA');
  await form.getByLabel('ZIP code').fill('22201');
  await form
    .getByRole('radiogroup', { name: 'Carrier' })
    .getByRole('radio')
    .first()
    .check();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByLabel('Discount code').fill('NO-SUCH-CODE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(
    summary.getByText('This discount code does not exist.'),
  ).toBeVisible(LOAD);
  await expect(summary.getByLabel('Discount code')).toHaveValue('NO-SUCH-CODE');
  await summary.getByLabel('Discount code').fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText(`${code} applied:`)).toBeVisible(LOAD);
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
  await expectAccessible(page, 'checkout with a discount code');
  const shownTotal = await summary
    .locator('.co-totals__total dd')
    .textContent();
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment\/[A-Za-z0-9_-]{43}$/, LOAD);
  const orderToken = decodeURIComponent(
    new URL(page.url()).pathname.split('/').pop()!,
  );
  const target = await call<OrderTarget>(
    'GET',
    `/payments/targets/${encodeURIComponent(orderToken)}`,
  );
  const { order } = target;
  expect(order.discount?.code).toBe(code);
  expect(cents(order.discount!.amount)).toBe(
    Math.round((cents(order.subtotal) * 15) / 100),
  );
  expect(cents(target.amount)).toBe(
    cents(order.subtotal) -
      cents(order.discount!.amount) +
      cents(order.shipping) +
      cents(order.insurance_amount),
  );
  expect(shownTotal).toBe(`$${target.amount}`);

  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Name on card').fill('Dora Discount');
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('CVC').fill('123');
  await card
    .getByRole('button', { name: new RegExp(`Pay \\$${target.amount}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/thankyou/${orderToken}$`), LOAD);
  const paid = await call<{ status: string; amount: string }>(
    'GET',
    `/payments/targets/${encodeURIComponent(orderToken)}`,
  );
  expect(paid).toMatchObject({ status: 'paid', amount: target.amount });

  // The owner sees the code under the customer's used discounts, with the order it took off.
  await page.goto(shellUrl('app', `/portal/customer/${customer.id}`));
  await expect(
    page.getByRole('heading', { name: 'Dora Discount', level: 1 }),
  ).toBeVisible(LOAD);
  const used = page.getByRole('list', { name: 'Used discounts, newest first' });
  await expect(used.getByText(code)).toBeVisible(LOAD);
  await expect(
    used.getByRole('link', { name: `#${target.order_no}` }),
  ).toBeVisible();
  await expect(used).toContainText(`$${order.discount!.amount} off`);
  await expectAccessible(page, 'customer with a used discount');
  await used.getByRole('link', { name: `#${target.order_no}` }).click();
  // the payment link's answer names the order by its number only (no row id)
  await expect(page).toHaveURL(/\/portal\/sales-order\/\d+$/, LOAD);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Sales order #${target.order_no}`,
    }),
  ).toBeVisible(LOAD);
  await expect(page.getByText(`Discount (${code})`)).toBeVisible(LOAD);
});

test('the owner adds, deactivates and deletes a code with the keyboard alone', async ({
  page,
}) => {
  const code = `KEY-${Date.now() % 1_000_000_000}`;
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', '/portal/discounts'));
  await expect(page.getByRole('row', { name: /WELCOME10/ })).toBeVisible(LOAD);

  // Add: the dialog takes the focus; the kind is chosen with the arrow keys.
  await tabTo(
    page,
    page.getByRole('button', { name: 'Add discount code' }).first(),
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a discount code' });
  await typeInto(page, dialog.getByRole('textbox', { name: /Code$/ }), code);
  await tabTo(page, dialog.getByRole('radio', { name: /A percent/ }));
  await page.keyboard.press('ArrowDown');
  await expect(
    dialog.getByRole('radio', { name: 'A fixed amount' }),
  ).toBeChecked();
  await typeInto(page, dialog.getByLabel('Amount off'), '7.50');
  await tabTo(page, dialog.getByRole('button', { name: 'Save discount' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${code} was added.`)).toBeVisible(LOAD);
  await expect(dialog).toBeHidden();

  // Find it, deactivate it after the question, then delete it after the spec's question.
  await typeInto(
    page,
    page.getByRole('searchbox', { name: 'Search discount codes' }),
    code,
  );
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('$7.50 off', LOAD);
  await tabTo(page, row.getByRole('button', { name: `Deactivate ${code}` }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', {
    name: 'Deactivate the discount code',
  });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Deactivate' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${code} was deactivated.`)).toBeVisible(LOAD);
  await expect(row).toContainText('Inactive');
  await expectAccessible(page, 'discounts after a keyboard deactivation');

  await tabTo(page, row.getByRole('button', { name: `Delete ${code}` }));
  await page.keyboard.press('Enter');
  const ask = page.getByRole('dialog', { name: 'Delete the discount code' });
  await expect(
    ask.getByText('Are you sure you want to delete ?'),
  ).toBeVisible();
  // Escape keeps it; asked again, Delete removes it.
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(row).toBeVisible();
  await tabTo(page, row.getByRole('button', { name: `Delete ${code}` }));
  await page.keyboard.press('Enter');
  await tabTo(page, ask.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${code} was deleted.`)).toBeVisible(LOAD);
  await expect(row).toHaveCount(0);
});
