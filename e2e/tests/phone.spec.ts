import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, shellUrl } from '../support/env';
import { loadLogicService } from './checkout-api';
import { expectAccessible } from './a11y';

// The customer's pages on a 390 px phone: nothing scrolls sideways, the cart's Remove and the
// checkout's total stay in view, and the rough edges stay fixed (prices beside choices, named
// lists, no internal work-order codes).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

// The storefront's own content (the page's <main>) is checked on every page below; the whole page
// (with the shell's header) by the last test.

// Seeded data (demo data): Jane is the Acme customer with order 1000001 and its charges.
const JANE = 'jane@example.test';
const ORDER_NUMBER = '1000001';

/** Nothing in the page's main content reaches past the screen's right edge. */
async function expectContentFits(page: Page) {
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.right > window.innerWidth + 0.5;
      })
      .map((e) => `${e.tagName}.${String(e.className)}`),
  );
  expect(overflowing).toEqual([]);
}

/** The page as a whole does not scroll sideways. */
async function pageWidth(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

async function expectInView(page: Page, box: { x: number; width: number }) {
  const width = await page.evaluate(() => window.innerWidth);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

const cartLink = (page: Page) =>
  page.getByRole('link', { name: /^Cart, 1 items?$/ });

test('Ring Sizing: the Metal type list is named and its choices show their price', async ({
  page,
}) => {
  await page.goto(shellUrl('acme'));
  await page.getByRole('link', { name: 'Ring Sizing', exact: true }).click();
  const form = page.getByRole('form', { name: 'Order Ring Sizing' });
  const metal = form.getByRole('combobox', { name: 'Metal type' });
  await metal.click();
  await expect(page.getByRole('listbox', { name: 'Metal type' })).toHaveCount(
    1,
  );
  await expect(
    page.getByRole('option', { name: 'White gold +$15.00' }).first(),
  ).toBeAttached();
  await expectContentFits(page);
  await expectAccessible(page, 'Ring Sizing, Metal type open');
});

test('a guest on a phone: cart and checkout fit the screen, the total sits above the button', async ({
  page,
}) => {
  const j = await loadLogicService();
  const { service } = j;
  await page.goto(shellUrl('acme', `/services/${service.id}`));
  const form = page.getByRole('form', { name: `Order ${service.name}` });
  await form
    .getByLabel(j.count.label.value, { exact: true })
    .fill(String(j.showingCount));
  const styles = form.getByRole('radiogroup', { name: j.style.label.value });
  const priced = j.style.is_option_cost
    ? j.style.values.find((v) => Number(v.cost) > 0)
    : undefined;
  if (priced)
    await expect(
      styles.getByRole('radio', {
        name: `${priced.name} +$${Number(priced.cost).toFixed(2)}`,
      }),
    ).toBeAttached();
  await styles.getByRole('radio', { name: j.revealingStyle }).check();
  await form
    .getByLabel(j.tips.label.value, { exact: true })
    .fill('Rounded tips');
  await expectContentFits(page);
  await expectAccessible(page, 'service page');
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink(page)).toBeVisible();

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem', { name: service.name });
  const remove = line.getByRole('button', { name: `Remove ${service.name}` });
  await expect(remove).toBeVisible();
  await expectInView(page, (await remove.boundingBox())!);
  // the stepper sits below the options text, not over it
  const stepper = line.getByRole('spinbutton', {
    name: `Quantity of ${service.name}`,
  });
  const text = line.getByText(/options? chosen/);
  expect((await stepper.boundingBox())!.y).toBeGreaterThan(
    (await text.boundingBox())!.y + (await text.boundingBox())!.height - 1,
  );
  await expectContentFits(page);
  await expectAccessible(page, 'cart');

  await page
    .getByRole('region', { name: 'Order summary' })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const checkout = page.getByRole('form', { name: 'Checkout' });
  // the country is a labelled, searchable select with the store's country first
  const country = checkout.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill('Canad');
  await expect(page.getByRole('listbox', { name: 'Country' })).toHaveCount(1);
  await expect(
    page.getByRole('option', { name: 'Canada' }).first(),
  ).toBeAttached();
  await country.press('Enter');
  await expect(checkout.getByTitle('Canada')).toBeVisible();
  const button = checkout.getByRole('button', { name: 'Continue to payment' });
  const total = checkout.getByText('Total', { exact: true });
  await expect(total).toBeVisible();
  expect((await total.boundingBox())!.y).toBeLessThan(
    (await button.boundingBox())!.y,
  );
  await expectContentFits(page);
  await expectAccessible(page, 'checkout');
});

test("Jane's orders on a phone: stacked, no sideways scroll, no internal codes", async ({
  page,
}) => {
  await page.goto(shellUrl('acme', '/login'));
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email').fill(JANE);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(shellUrl('acme', '/myaccount/orders'));
  const row = page.getByRole('row', { name: new RegExp(ORDER_NUMBER) });
  await expect(row).toBeVisible();
  await expectContentFits(page);
  await expectAccessible(page, 'My Account orders');

  await row.getByRole('link', { name: ORDER_NUMBER }).click();
  await expect(
    page.getByRole('heading', { name: `Order ${ORDER_NUMBER}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Additional charges' }),
  ).toBeVisible();
  await expect(page.getByText(/WO-\d/)).toHaveCount(0);
  await expectContentFits(page);
  await expectAccessible(page, 'My Account order');
});

test('the whole page does not scroll sideways on the cart, checkout login and My Account', async ({
  page,
}) => {
  for (const path of ['/cart', '/checkout-login', '/myaccount/orders']) {
    await page.goto(shellUrl('acme', path));
    await expect(page.locator('main')).toBeVisible();
    const { scrollWidth, innerWidth } = await pageWidth(page);
    expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
  }
});
