import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import { customerToken, getMyOrder, getStoreSettings } from './api';
import { expectAccessible } from './a11y';

// Languages: Acme opens in its default (English); the customer switches to Spanish from
// the header and the storefront follows (texts, money, dates), also after a reload. `?lang=ar-XA`,
// a right-to-left pseudo-locale made from English, mirrors the layout without overlaps.

// Seeded data: Ring Sizing ($45.00; Metal type White gold +$15.00); Jane's order 1000001.
const JANE = 'jane@example.test';
const ORDER_NUMBER = '1000001';
const PHONE = { width: 390, height: 844 };

const spanishMoney = (amount: number) =>
  new Intl.NumberFormat('es', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(amount);
/** Chromium and Node may differ in the kind of space before the currency. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const moneyPattern = (text: string) =>
  new RegExp(
    spaced(text)
      .replace(/[$.+*?()[\]{}|^\\]/g, '\\$&')
      .replace(/ /g, '\\s'),
  );

const languageSelect = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('combobox', { name: /^(Language|Idioma)$/ });

/** No visible element reaches past either edge of the screen, and the page does not scroll sideways. */
async function expectNothingOverflows(page: Page) {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const out = [...document.querySelectorAll('body *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) return false; // visually hidden texts
        return r.left < -0.5 || r.right > width + 0.5;
      })
      .map((e) => `${e.tagName}.${String(e.className)}`);
    return {
      out,
      scrolls: document.documentElement.scrollWidth > width,
    };
  });
  expect(found).toEqual({ out: [], scrolls: false });
}

/** The header's controls do not overlap one another. */
async function expectHeaderControlsApart(page: Page) {
  const boxes = await page
    .getByRole('banner')
    .locator('a, button, input, select')
    .evaluateAll((els) =>
      els
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 1 && r.height > 1)
        .map((r) => ({ l: r.left, r: r.right, t: r.top, b: r.bottom })),
    );
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(
        a.r <= b.l + 0.5 ||
          b.r <= a.l + 0.5 ||
          a.b <= b.t + 0.5 ||
          b.b <= a.t + 0.5,
        `header controls overlap: ${JSON.stringify([a, b])}`,
      ).toBe(true);
}

test('a customer switches Acme to Spanish: home, service page, cart and tracking read Spanish, after a reload too', async ({
  page,
}) => {
  const acme = await getStoreSettings('acme.localhost');
  expect(acme).toMatchObject({ default_language: 'en' });

  await page.goto(shellUrl('acme', '/'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Shop Services' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await languageSelect(page).selectOption('es');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Comprar servicios' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(
    page.getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: 'Ring Sizing' })
      .getByText(moneyPattern(spanishMoney(45))),
  ).toBeVisible();
  await expectAccessible(page, 'home in Spanish');

  // The choice is remembered for the store.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Comprar servicios' }),
  ).toBeVisible();
  await expect(languageSelect(page)).toHaveValue('es');

  await page.getByRole('link', { name: 'Ring Sizing', exact: true }).click();
  const form = page.getByRole('form', { name: 'Pedir Ring Sizing' });
  await expect(form).toBeVisible();
  const sizes = form.getByRole('group', { name: 'Ring size' });
  await sizes.getByLabel('Talla actual').fill('6');
  await sizes.getByLabel('Talla deseada').fill('7');
  await form.getByRole('combobox', { name: 'Metal type' }).click();
  // The choice's price beside it, in Spanish ("White gold +15,00 US$").
  await expect(
    page
      .getByRole('option', {
        name: moneyPattern(`White gold +${spanishMoney(15)}`),
      })
      .first(),
  ).toBeAttached();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: 'White gold' })
    .click();
  await expect(
    page.getByRole('region', { name: 'Resumen del precio' }),
  ).toContainText(moneyPattern(spanishMoney(60)));
  await expectAccessible(page, 'service page in Spanish');
  await form.getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(
    page.getByText('Ring Sizing se añadió a su carrito.'),
  ).toBeVisible();

  await page.getByRole('link', { name: /^Carrito, 1 artículo$/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Su carrito' }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(summary).toContainText('1 artículo');
  await expect(summary).toContainText(moneyPattern(spanishMoney(60)));
  await expect(
    page.getByRole('button', { name: 'Quitar Ring Sizing' }),
  ).toBeVisible();
  await expectAccessible(page, 'cart in Spanish');

  // A date: the tracked order's day, through Intl in Spanish (not the spec's English 'DD, MMM YYYY').
  const jane = await customerToken(acme.store_id, JANE);
  const { tracking_token: token } = await getMyOrder(jane, ORDER_NUMBER);
  await page.goto(
    shellUrl('acme', `/order-tracking/${ORDER_NUMBER}?token=${token}`),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `Pedido ${ORDER_NUMBER}` }),
  ).toBeVisible();
  const placed = page.getByRole('definition').nth(2);
  await expect(placed).toHaveText(
    /^\d{2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) \d{4}$/,
  );
  await expectAccessible(page, 'order tracking in Spanish');
});

for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test(`?lang=ar-XA mirrors the header and the service page at ${viewport.width} px, nothing overlaps`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(shellUrl('acme', '/?lang=ar-XA'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Shóp Sérvíçés/,
    );

    // Mirrored: the store's logo link sits at the right, the cart to its left.
    const banner = page.getByRole('banner');
    const logo = await banner.getByRole('link').first().boundingBox();
    const cart = await banner.getByRole('link', { name: /Çárt/ }).boundingBox();
    expect(logo!.x).toBeGreaterThan(cart!.x);
    await expectHeaderControlsApart(page);
    await expectNothingOverflows(page);
    await expectAccessible(page, `home in ar-XA at ${viewport.width} px`);

    await page.getByRole('link', { name: 'Ring Sizing', exact: true }).click();
    const title = page.getByRole('heading', { level: 1, name: 'Ring Sizing' });
    await expect(title).toBeVisible();
    // The title's text starts at the right edge of its box (text-align: start in RTL).
    const edges = await title.evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      return {
        text: range.getBoundingClientRect().right,
        box: h.getBoundingClientRect().right,
      };
    });
    expect(Math.abs(edges.box - edges.text)).toBeLessThan(2);
    await expect(
      page.getByRole('button', { name: /Ádd tó çárt/ }),
    ).toBeVisible();
    await expectHeaderControlsApart(page);
    await expectNothingOverflows(page);
    await expectAccessible(
      page,
      `service page in ar-XA at ${viewport.width} px`,
    );

    // The pseudo-locale is not remembered: without the parameter the store's default returns.
    await page.goto(shellUrl('acme', '/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
}

test("the storefront home's JavaScript, i18next and both catalogues included, stays within 300 KB as transferred", async ({
  page,
}) => {
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script')
      scripts.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(shellUrl('acme', '/?lang=es'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Comprar servicios' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  test
    .info()
    .annotations.push({ type: 'home JS bytes', description: String(bytes) });
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(300 * 1024);
});
