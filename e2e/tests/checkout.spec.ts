import { expect, test, type Page } from '@playwright/test';
import { pdfTextLines } from 'api/src/areas/downloads/pdfText';
import { ACME_OWNER, shellUrl } from '../support/env';
import { call, loginToken } from './api';
import { loginAcmeOwner } from './browser';
import {
  getPaymentTarget,
  loadLogicService,
  type LogicService,
} from './checkout-api';
import { expectAccessible } from './a11y';
import { downloadedBytes } from '../support/downloads';

// A guest's whole purchase: configure a service whose options show and hide by logic, add it to
// the cart, check out as a guest, pay with the test provider's cards, and track the new order.
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const AUTH_CARD = '4000 0027 6000 3184';
const GUEST_EMAIL = 'grace@example.test';
// not anchored: after a decline antd may still be fading out the button's 'loading' icon, whose
// label is part of the button's name for a moment
const PAY_BUTTON = /Pay \$\d/;

/** Configures the service on its page (options shown by their logic) and adds it to the cart. */
async function addConfiguredService(page: Page, j: LogicService) {
  const { service } = j;
  await page.goto(shellUrl('acme'));
  await page.getByRole('link', { name: service.name, exact: true }).click();
  const form = page.getByRole('form', { name: `Order ${service.name}` });
  const label = (text: string) => form.getByText(text, { exact: true });
  const prongs = form.getByLabel(j.count.label.value, { exact: true });
  await prongs.fill(String(j.hidingCount));
  await expect(label(j.style.label.value)).toHaveCount(0);
  await prongs.fill(String(j.showingCount));
  await form
    .getByRole('radiogroup', { name: j.style.label.value })
    .getByRole('radio', { name: j.revealingStyle })
    .check();
  await expect(label(j.tips.label.value)).toBeVisible();
  await form
    .getByLabel(j.tips.label.value, { exact: true })
    .fill('Rounded tips');
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    form
      .getByRole('status')
      .filter({ hasText: `${service.name} was added to your cart.` }),
  ).toBeVisible();
}

/** From the cart through the checkout login ('Continue as guest') and the checkout form. */
async function checkOutAsGuest(
  page: Page,
  serviceName: string,
  name = { first: 'Grace', last: 'Hopper' },
): Promise<string> {
  await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).click();
  await page
    .getByRole('region', { name: 'Order summary' })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await expect(page).toHaveURL(/\/checkout-login$/);
  await expect(
    page.getByRole('button', { name: 'Continue as guest' }),
  ).toBeVisible();
  await expectAccessible(page, 'checkout login');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('First name').fill(name.first);
  await form.getByLabel('Last name').fill(name.last);
  await form.getByLabel('Email').fill(GUEST_EMAIL);
  await form.getByLabel('Phone').fill('555 123 4567');
  await form.getByLabel('Address line 1').fill('1 Navy Way');
  await form.getByLabel('City').fill('Arlington');
  await form.getByLabel('State').fill('VA');
  await form.getByLabel('ZIP code').fill('22201');
  await form
    .getByRole('radiogroup', { name: 'Carrier' })
    .getByRole('radio')
    .first()
    .check();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(
    summary.getByRole('listitem', { name: serviceName }),
  ).toBeVisible();
  await expectAccessible(page, 'checkout, filled in');
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/checkout\/payment\/[A-Za-z0-9_-]{43}$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Pay for your order' }),
  ).toBeVisible();
  // the cart was turned into the order: the badge is empty again
  await expect(
    page.getByRole('link', { name: 'Cart', exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'payment');
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

async function payWith(page: Page, number: string) {
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Name on card').fill('Grace Hopper');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: PAY_BUTTON }).click();
}

test('a guest configures a service, checks out as a guest, pays and tracks the new order', async ({
  page,
}) => {
  const j = await loadLogicService();
  await addConfiguredService(page, j);
  const token = await checkOutAsGuest(page, j.service.name);
  const target = await getPaymentTarget(token);
  expect(target).toMatchObject({ kind: 'order', status: 'unpaid' });

  await payWith(page, GOOD_CARD);
  await expect(page).toHaveURL(new RegExp(`/thankyou/${token}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
  ).toBeVisible();
  await expect(page.getByLabel('Order number')).toContainText(target.order_no);
  await expect(
    page.getByRole('listitem', { name: j.service.name }),
  ).toBeVisible();
  await expectAccessible(page, 'thank you');
  expect((await getPaymentTarget(token)).status).toBe('paid');

  // Links drawn as buttons keep white text on the store's colour (the frame's link colour yields).
  const trackLink = page.getByRole('link', { name: 'Track this order' });
  await expect(trackLink).toHaveCSS('color', 'rgb(255, 255, 255)');
  expect(
    await trackLink.evaluate((el) => getComputedStyle(el).backgroundColor),
  ).not.toBe('rgb(255, 255, 255)');

  // The thank-you page's link is the order's tracking link: it needs no email.
  await expect(trackLink).toHaveAttribute(
    'href',
    new RegExp(`/order-tracking/${target.order_no}\\?token=[A-Za-z0-9_-]{43}$`),
  );

  // The guest tracks the new order by typing its number and email in the Track order form.
  await page.goto(shellUrl('acme', '/order-tracking'));
  const track = page.getByRole('form', { name: 'Track order' });
  await expect(track).toBeVisible();
  await expectAccessible(page, 'order tracking');
  await track.getByLabel('Order number').fill(target.order_no);
  await track.getByLabel('Email').fill(GUEST_EMAIL);
  await track.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/order-tracking/${target.order_no}$`),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${target.order_no}` }),
  ).toBeVisible();
  await expectAccessible(page, 'tracked order');
});

test('a declined card leaves the order unpaid; a card that asks for authentication then pays it through the middle page', async ({
  page,
}) => {
  const j = await loadLogicService();
  await addConfiguredService(page, j);
  const token = await checkOutAsGuest(page, j.service.name);

  await payWith(page, DECLINED_CARD);
  const card = page.getByRole('form', { name: 'Card details' });
  await expect(card.getByRole('alert')).toContainText(
    'Your card was declined.',
  );
  await expect(card.getByLabel('Card number')).toHaveValue(DECLINED_CARD);
  await expectAccessible(page, 'payment, card declined');
  await expect(page).toHaveURL(new RegExp(`/checkout/payment/${token}$`));
  const unpaid = await getPaymentTarget(token);
  expect(unpaid.status).toBe('unpaid');

  // The middle page names the payment by its random reference, never by a counting id.
  await card.getByLabel('Card number').fill(AUTH_CARD);
  const confirmed = page.waitForResponse(
    (res) =>
      /\/api\/v1\/payments\/[A-Za-z0-9_-]{43}\/confirm$/.test(res.url()) &&
      res.request().method() === 'POST',
  );
  await card.getByRole('button', { name: PAY_BUTTON }).click();
  expect((await confirmed).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/thankyou/${token}$`));
  await expect(page.getByLabel('Order number')).toContainText(unpaid.order_no);
  expect((await getPaymentTarget(token)).status).toBe('paid');
});

test('a guest named 李雷 checks out, and the store prints the invoice with the name as written', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const j = await loadLogicService();
  await addConfiguredService(page, j);
  const token = await checkOutAsGuest(page, j.service.name, {
    first: '李雷',
    last: 'Zoë Ñúñez',
  });
  const { order_no: orderNo } = await getPaymentTarget(token);

  // The owner opens the order from its number and downloads its invoice.
  const owner = await loginToken('portal', ACME_OWNER);
  const { results } = await call<{
    results: { id: number; order_no: string }[];
  }>('GET', `/sales-orders?search=${orderNo}`, owner);
  const order = results.find((o) => o.order_no === orderNo);
  expect(order, `sales order #${orderNo}`).toBeTruthy();
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', `/portal/sales-order/${order!.id}`));
  const invoice = page.getByRole('button', { name: 'Download invoice (PDF)' });
  await expect(invoice).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.click(),
  ]);
  const pdf = await downloadedBytes(download);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfTextLines(pdf).join('\n')).toContain('李雷 Zoë Ñúñez');
});
