import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import { expectAccessible } from './a11y';
import { shiftTabTo, tabTo, typeInto } from './keys';

// The customer journey by keyboard alone: no click, no fill, no check. Only Tab, Shift+Tab, Enter,
// Space, arrows and typed text, as a keyboard user would; after every page change focus must be on
// the new page's heading (the shell moves it there), and the title must name the page.
const GUEST_EMAIL = 'ada@example.test';
const GOOD_CARD = '4242 4242 4242 4242';

/** The new page's h1 has focus and names the document. */
async function expectPage(
  page: Page,
  heading: string | RegExp,
  site = 'Acme Jewelers',
) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeFocused();
  const text = (await h1.textContent())!.trim();
  await expect(page).toHaveTitle(`${text} · ${site}`);
  // With focus on the heading (its focus style included).
  await expectAccessible(page, `${text}, reached by keyboard`);
}

test('a guest buys a service and tracks the order with the keyboard alone', async ({
  page,
}) => {
  // One long journey, key by key: room beyond the suite's 45 s on a busy two-core machine.
  test.setTimeout(120_000);
  await page.goto(shellUrl('acme'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Shop Services' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Shop Services · Acme Jewelers');
  // The first load leaves focus at the top of the document.
  expect(
    await page.evaluate(() => document.activeElement === document.body),
  ).toBe(true);

  // The skip link is the first stop; it jumps over the header into the page.
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('link', { name: 'Skip to main content' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  const service = page.getByRole('link', { name: 'Chain Soldering' });
  const tabsToService = 1 + (await tabTo(page, service));
  test.info().annotations.push({
    type: 'tabs from home to the first service',
    description: String(tabsToService),
  });
  await page.keyboard.press('Enter');

  await expectPage(page, 'Chain Soldering');
  const form = page.getByRole('form', { name: 'Order Chain Soldering' });
  await typeInto(page, form.getByLabel('Chain length'), '18 inches');
  await tabTo(page, form.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await expect(
    form
      .getByRole('status')
      .filter({ hasText: 'Chain Soldering was added to your cart.' }),
  ).toBeVisible();

  // The cart link is in the header, before the page: back up with Shift+Tab.
  const cart = page.getByRole('link', { name: /^Cart, 1 item/ });
  await shiftTabTo(page, cart);
  await expect(cart).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPage(page, /cart/i);

  await tabTo(
    page,
    page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('link', { name: 'Checkout' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout-login$/);
  await expectPage(page, /.+/);
  await tabTo(page, page.getByRole('button', { name: 'Continue as guest' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expectPage(page, /.+/);
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await typeInto(page, checkout.getByLabel('First name'), 'Ada');
  await typeInto(page, checkout.getByLabel('Last name'), 'Lovelace');
  await typeInto(page, checkout.getByLabel('Email'), GUEST_EMAIL);
  await typeInto(page, checkout.getByLabel('Phone'), '555 123 4567');
  await typeInto(page, checkout.getByLabel('Address line 1'), '12 St James Sq');
  await typeInto(page, checkout.getByLabel('City'), 'Arlington');
  await typeInto(page, checkout.getByLabel('State'), 'VA');
  await typeInto(page, checkout.getByLabel('ZIP code'), '22201');
  // A radio group is one Tab stop; Space chooses the focused carrier.
  const carrier = checkout
    .getByRole('radiogroup', { name: 'Carrier' })
    .getByRole('radio')
    .first();
  await tabTo(page, carrier);
  await page.keyboard.press('Space');
  await expect(carrier).toBeChecked();
  await tabTo(
    page,
    checkout.getByRole('button', { name: 'Continue to payment' }),
  );
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/payment\/[A-Za-z0-9_-]{43}$/);
  await expectPage(page, 'Pay for your order');
  const card = page.getByRole('form', { name: 'Card details' });
  await typeInto(page, card.getByLabel('Name on card'), 'Ada Lovelace');
  await typeInto(page, card.getByLabel('Card number'), GOOD_CARD);
  await typeInto(page, card.getByLabel('Expiry (MM/YY)'), '12/34');
  await typeInto(page, card.getByLabel('CVC'), '123');
  await tabTo(page, card.getByRole('button', { name: /Pay \$\d/ }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/thankyou\/[A-Za-z0-9_-]{43}$/);
  await expectPage(page, 'Thank you for your order!');
  const orderNo = (await page
    .getByLabel('Order number')
    .textContent())!.replace(/\D/g, '');
  expect(orderNo).toMatch(/^\d+$/);

  // Tracking: the thank-you page's tracking link (it carries the order's token, no email needed).
  await tabTo(page, page.getByRole('link', { name: 'Track this order' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/order-tracking/${orderNo}\\?token=`),
  );
  await expectPage(page, `Order ${orderNo}`);

  // Or by number and email in the Track order form, Enter submits it.
  await page.goto(shellUrl('acme', '/order-tracking'));
  const track = page.getByRole('form', { name: 'Track order' });
  await expect(track).toBeVisible();
  await typeInto(page, track.getByLabel('Order number'), orderNo);
  await typeInto(page, track.getByLabel('Email'), GUEST_EMAIL);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order-tracking/${orderNo}$`));
  await expectPage(page, `Order ${orderNo}`);
});
