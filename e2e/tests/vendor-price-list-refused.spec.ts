import { expect, test } from '@playwright/test';
import { VENDOR_OWNER } from '../support/env';
import { logInVendor } from './vendor-session';

// The vendor price-list editor when the api refuses a save (400, a price it does not take): the page
// says so in one error banner, the row carries the api's message, focus goes to that row, and what
// was typed stays. The price the browser sends is changed on its way (the form's own check would
// stop the typed value), so the refusal is the api's own answer.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };
const BAD_PRICE = '12.345';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 180_000 });

test('a save the api refuses shows one error banner and the row’s message, by keyboard', async ({
  page,
}) => {
  await logInVendor(page, VENDOR_OWNER);
  await page.getByRole('menuitem', { name: /Price List$/ }).click(LOAD);
  await page
    .getByRole('row', { name: /Acme Jewelers/ })
    .getByRole('link', { name: 'Edit the prices for Acme Jewelers' })
    .click(LOAD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Edit prices: Acme Jewelers' }),
  ).toBeVisible(LOAD);

  const input = page.getByRole('textbox', { name: /^Your price for / }).first();
  const price = (await input.inputValue()) === '12.00' ? '12.01' : '12.00';
  await input.fill(price);
  await expect(input).toHaveValue(price);

  // The typed price leaves the browser as one the api refuses.
  await page.route('**/vendor/price-lists/*', async (route) => {
    const request = route.request();
    if (request.method() !== 'PUT') return route.continue();
    const body = request.postDataJSON() as {
      items: { price: string | null }[];
    };
    const typed = body.items.find((item) => item.price === price);
    if (typed) typed.price = BAD_PRICE;
    return route.continue({ postData: JSON.stringify(body) });
  });

  const bar = page.getByRole('region', { name: 'Unsaved change to 1 price' });
  const save = bar.getByRole('button', { name: 'SAVE' });
  await save.focus();
  const refused = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().includes('/vendor/price-lists/'),
  );
  await page.keyboard.press('Enter');
  expect((await refused).status()).toBe(400);

  // One banner says why, once; the row says what the api said.
  const banner = page.getByRole('alert').filter({
    hasText: 'One row needs attention before the list can be saved.',
  });
  await expect(banner).toHaveCount(1, LOAD);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(
    page.getByText('Please enter a valid amount with at most 2 decimals', {
      exact: true,
    }),
  ).toHaveCount(1);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(price);

  // Nothing was saved: DISCARD by keyboard puts the list back as it was.
  await page.unroute('**/vendor/price-lists/*');
  await bar.getByRole('button', { name: 'DISCARD' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar).toHaveCount(0);
});
