import { expect, test, type Locator, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import type { StorefrontOption } from './api';
import { loadLogicService, type LogicService } from './checkout-api';
import { expectAccessible } from './a11y';

// The journey's service, Prong Retipping: its options form a logic chain (the number of prongs
// shows the prong style, which shows the prong-tips text for some styles), read from the api.
const REQUIRED_MESSAGE = 'This field is required.';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});
const formatCents = (cents: number) => money.format(cents / 100);
const toCents = (value: string) => Math.round(Number(value) * 100);

type Journey = LogicService;

/** One unit's price as the storefront and the api compute it (priced options only). */
function unitCents(j: Journey, prongs: number, styleName: string): number {
  let cents = toCents(j.service.price);
  if (j.count.is_option_cost)
    cents += prongs * toCents(j.count.values[0]?.cost ?? '0');
  if (j.style.is_option_cost)
    cents += toCents(
      j.style.values.find((v) => v.name === styleName)?.cost ?? '0',
    );
  return cents;
}

const optionLabel = (form: Locator, option: StorefrontOption) =>
  form.getByText(option.label.value, { exact: true });

/** The labels are visible and laid out top to bottom in this order. */
async function expectInOrder(labels: Locator[]): Promise<void> {
  let previous = -Infinity;
  for (const label of labels) {
    await expect(label).toBeVisible();
    const box = await label.boundingBox();
    expect(box!.y).toBeGreaterThan(previous);
    previous = box!.y;
  }
}

const cartLink = (page: Page, count?: number) =>
  page.getByRole('link', {
    // '1 item' once the header takes its plural (either wording until then)
    name: count ? new RegExp(`^Cart, ${count} items?$`) : /^Cart$/,
  });

test('a guest orders a service: options shown by their logic, price, cart badge, quantity and removal', async ({
  page,
}) => {
  const j = await loadLogicService();
  const { service } = j;
  await page.goto(shellUrl('acme'));
  await page.getByRole('link', { name: service.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${service.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: service.name }),
  ).toBeVisible();
  await expect(cartLink(page)).toBeVisible();

  const form = page.getByRole('form', { name: `Order ${service.name}` });
  const total = form.getByRole('region', { name: 'Price summary' });
  // Before any answer only the options without a logic are shown, and the service's own price.
  await expect(optionLabel(form, j.count)).toBeVisible();
  await expect(optionLabel(form, j.style)).toHaveCount(0);
  await expect(optionLabel(form, j.tips)).toHaveCount(0);
  await expect(total).toContainText(
    `Total (1)${formatCents(toCents(service.price))}`,
  );
  await expectAccessible(page, 'service page');

  // The number of prongs shows the style only above its threshold.
  const prongs = form.getByLabel(j.count.label.value, { exact: true });
  await prongs.fill(String(j.hidingCount));
  await expect(optionLabel(form, j.style)).toHaveCount(0);
  await prongs.fill(String(j.showingCount));
  await expect(optionLabel(form, j.style)).toBeVisible();

  // A revealing style shows the tips; changing the answer hides them again.
  const styleGroup = form.getByRole('radiogroup', {
    name: j.style.label.value,
  });
  await styleGroup.getByRole('radio', { name: j.revealingStyle }).check();
  await expect(optionLabel(form, j.tips)).toBeVisible();
  await styleGroup.getByRole('radio', { name: j.hidingStyle }).check();
  await expect(optionLabel(form, j.tips)).toHaveCount(0);
  await styleGroup.getByRole('radio', { name: j.revealingStyle }).check();
  await form
    .getByLabel(j.tips.label.value, { exact: true })
    .fill('Rounded tips, please');

  // Every option now shows, in sequence order, before the quantity.
  await expectInOrder([
    ...j.service.options.map((o) => optionLabel(form, o)),
    form.getByText('Quantity', { exact: true }),
  ]);

  const unit = unitCents(j, j.showingCount, j.revealingStyle);
  expect(unit).toBeGreaterThan(toCents(service.price));
  await expect(total).toContainText(`Total (1)${formatCents(unit)}`);
  await expectAccessible(page, 'service page, every option shown');

  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    form.getByRole('status').filter({
      hasText: `${service.name} was added to your cart.`,
    }),
  ).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  await expectAccessible(page, 'service page, added to the cart');

  await cartLink(page, 1).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page
    .getByRole('list', { name: 'Cart items' })
    .getByRole('listitem', { name: service.name });
  await expect(line).toHaveCount(1);
  await expect(line.getByLabel(`Line total of ${service.name}`)).toHaveText(
    formatCents(unit),
  );
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(`Subtotal${formatCents(unit)}`);
  await expectAccessible(page, 'cart');

  await line
    .getByRole('button', { name: `Increase quantity of ${service.name}` })
    .click();
  await expect(
    line.getByRole('spinbutton', { name: `Quantity of ${service.name}` }),
  ).toHaveValue('2');
  await expect(line.getByLabel(`Line total of ${service.name}`)).toHaveText(
    formatCents(2 * unit),
  );
  await expect(summary).toContainText(`Subtotal${formatCents(2 * unit)}`);
  await expect(cartLink(page, 2)).toBeVisible();
  // What the page shows is what the api kept.
  await page.reload();
  await expect(summary).toContainText(`Subtotal${formatCents(2 * unit)}`);

  await line.getByRole('button', { name: `Remove ${service.name}` }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: service.name })).toHaveCount(
    0,
  );
  await expectAccessible(page, 'empty cart');
  await expect(cartLink(page)).toBeVisible();
});

test('a required option left empty shows its message and adds nothing to the cart', async ({
  page,
}) => {
  const j = await loadLogicService();
  const { service } = j;
  const adds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/add-to-carts'))
      adds.push(request.url());
  });
  await page.goto(shellUrl('acme', `/services/${service.id}`));
  const form = page.getByRole('form', { name: `Order ${service.name}` });
  const prongs = form.getByLabel(j.count.label.value, { exact: true });
  await expect(prongs).toBeVisible();
  await expect(cartLink(page)).toBeVisible();

  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(form.getByText(REQUIRED_MESSAGE, { exact: true })).toBeVisible();
  await expect(prongs).toHaveAttribute('aria-invalid', 'true');
  await expect(prongs).toHaveAccessibleDescription(REQUIRED_MESSAGE);
  await expectAccessible(
    page,
    'service page with a required option left empty',
  );
  await expect(form.getByText(/was added to your cart/)).toHaveCount(0);
  await expect(cartLink(page)).toBeVisible();
  expect(adds).toEqual([]);

  await cartLink(page).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(adds).toEqual([]);
});
