import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { expectAccessible, type AccessibleOptions } from './a11y';
import { getStoreSettings } from './api';
import { bell, loginAcmeOwner, recordLine } from './browser';
import {
  placeGuestOrder,
  plainService,
  requestGuestEstimate,
} from './notifications-api';

// "Tests, done": axe (WCAG 2.2 AA) on the customer pages of Acme, Globex and the store
// with hostile colours (Umbrella), and on the portals, at 1280 px and at 390 px. Each page state is
// checked at both widths (the window is resized, not reloaded: half the page loads) and each check
// is soft: a test goes through all its states and lists every violation it met.

// The service page shows the store's richest options (Umbrella's services have none).
const STORES = [
  { host: 'acme', service: { id: 1, name: 'Ring Sizing' }, everyRule: true },
  {
    host: 'globex',
    service: { id: 8, name: 'Ultrasonic Cleaning' },
    everyRule: false,
  },
  {
    host: 'umbrella',
    service: { id: 10, name: 'Canopy Patch' },
    everyRule: false,
  },
];
// Acme gets every rule in every state. Globex and Umbrella run the same pages (one code base): what
// differs is their theme (colours, logo, names, language), so they get the rules a theme can break,
// in the states that show the most of it. (Every rule in every state on three stores was a third of
// the browser suite's time.)
const THEME_RULES = [
  'color-contrast',
  'link-in-text-block',
  'image-alt',
  'document-title',
  'html-has-lang',
  'html-lang-valid',
];
const THEME_STATES = new Set([
  'home',
  'service',
  'cart',
  'checkout with errors',
  'log in with errors',
  'My Account',
]);
const DESKTOP = { width: 1280, height: 844 };
const PHONE = { width: 390, height: 844 };
const JANE = 'jane@example.test';

// Each test walks many page states, two axe runs each: room beyond the suite's 45 s on two busy cores.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

/**
 * axe on the page as it is at 1280 px, then at 390 px (`onPhone`: options of that check only);
 * the page is left at 1280 px.
 */
async function expectAccessibleAtBothWidths(
  page: Page,
  label: string,
  options?: AccessibleOptions,
): Promise<void> {
  await expectAccessible(page, `${label} at 1280 px`, options);
  await page.setViewportSize(PHONE);
  // Let the layout (CSS media queries and antd's breakpoint listeners) settle at the new width.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => setTimeout(resolve, 50)),
      ),
  );
  await expectAccessible(page, `${label} at 390 px`, options);
  await page.setViewportSize(DESKTOP);
}

/** The check of one store's page state: every rule on Acme, the theme's rules in its states elsewhere. */
function storeCheck(page: Page, host: string, everyRule: boolean) {
  return async (state: string): Promise<void> => {
    if (everyRule)
      return expectAccessibleAtBothWidths(page, `${host} ${state}`);
    if (THEME_STATES.has(state))
      return expectAccessibleAtBothWidths(page, `${host} ${state}`, {
        rules: THEME_RULES,
      });
  };
}

/** Opens `path` and waits for the page's h1 (the shell has settled the route by then). */
async function open(
  page: Page,
  host: string,
  path: string,
  heading: string | RegExp,
): Promise<void> {
  await page.goto(shellUrl(host, path));
  await expect(
    page.getByRole('heading', { level: 1, name: heading }),
  ).toBeVisible();
}

test.use({ viewport: DESKTOP });

for (const { host, service, everyRule } of STORES) {
  test.describe(host, () => {
    test('home, service, cart, checkout and not-found pages pass axe', async ({
      page,
    }) => {
      const check = storeCheck(page, host, everyRule);
      await open(page, host, '/', 'Shop Services');
      await expect(
        page.getByRole('heading', { name: service.name, exact: true }),
      ).toBeVisible();
      await check('home');

      await open(page, host, `/services/${service.id}`, service.name);
      const form = page.getByRole('form', { name: `Order ${service.name}` });
      await expect(
        form.getByRole('button', { name: 'Add to cart' }),
      ).toBeVisible();
      await check('service');

      // A service page's validation messages (a required option left empty) read too.
      if (host === 'acme') {
        await form.getByRole('button', { name: 'Add to cart' }).click();
        await expect(
          form.getByText('This field is required.').first(),
        ).toBeVisible();
        await check('service with errors');
      }

      // A cart with a line: a service that needs no answers.
      const { store_id: storeId } = await getStoreSettings(`${host}.localhost`);
      const plain = await plainService(storeId);
      await open(page, host, `/services/${plain.id}`, plain.name);
      const plainForm = page.getByRole('form', {
        name: `Order ${plain.name}`,
      });
      await plainForm.getByRole('button', { name: 'Add to cart' }).click();
      await expect(
        plainForm
          .getByRole('status')
          .filter({ hasText: `${plain.name} was added to your cart.` }),
      ).toBeVisible();
      await check('service added to cart');

      await open(page, host, '/cart', 'Your cart');
      await expect(
        page.getByRole('listitem', { name: plain.name }),
      ).toBeVisible();
      await check('cart');

      await page
        .getByRole('region', { name: 'Order summary' })
        .getByRole('link', { name: 'Checkout' })
        .click();
      await expect(page).toHaveURL(/\/checkout-login$/);
      await expect(
        page.getByRole('button', { name: 'Continue as guest' }),
      ).toBeVisible();
      await check('checkout login');

      await page.getByRole('button', { name: 'Continue as guest' }).click();
      const checkout = page.getByRole('form', { name: 'Checkout' });
      await expect(checkout).toBeVisible();
      await check('checkout');
      await checkout
        .getByRole('button', { name: 'Continue to payment' })
        .click();
      await expect(checkout.getByLabel('First name')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await check('checkout with errors');

      await page.goto(shellUrl(host, '/no/such/page'));
      await expect(page.getByText('This page does not exist')).toBeVisible();
      await check('not found');
    });

    test('log in, create account, forgot password, estimate, tracking and My Account pass axe', async ({
      page,
    }) => {
      const check = storeCheck(page, host, everyRule);
      await open(page, host, '/login', 'Log in');
      const login = page.getByRole('form', { name: 'Log in' });
      await check('log in');
      await login.getByRole('button', { name: 'Log in' }).click();
      await expect(login.getByLabel('Email')).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await check('log in with errors');

      await open(page, host, '/forgot-password', 'Forgot password');
      await check('forgot password');

      await open(page, host, '/request-estimate', 'Request an estimate');
      await check('request estimate');

      await open(page, host, '/order-tracking', 'Track order');
      await check('order tracking');

      await open(page, host, '/create-account', 'Create an account');
      const signup = page.getByRole('form', { name: 'Create an account' });
      await check('create account');

      if (host === 'acme') {
        // Jane has orders: My Account shows its table (stacked rows on a phone).
        await open(page, host, '/login', 'Log in');
        await login.getByLabel('Email').fill(JANE);
        await login.getByLabel('Password').fill(PASSWORD);
        await login.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByRole('link', { name: '1000001' })).toBeVisible();
      } else {
        const email = `a11y-${Date.now()}@example.test`;
        await signup.getByLabel('First name').fill('Ada');
        await signup.getByLabel('Last name').fill('Lovelace');
        await signup.getByLabel('Email').fill(email);
        await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await signup.getByLabel('Confirm password').fill(PASSWORD);
        await signup.getByRole('button', { name: 'Create account' }).click();
        await expect(page.getByText('You have no orders yet.')).toBeVisible();
      }
      await expect(page).toHaveURL(/\/myaccount\/orders$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'My Account' }),
      ).toBeVisible();
      await check('My Account');
    });
  });
}

test.describe('portals', () => {
  test('store portal login, locations, bell, sales order, estimate and service builder pass axe', async ({
    page,
  }) => {
    const at = (state: string) => `portal ${state}`;
    const { store_id: storeId } = await getStoreSettings('acme.localhost');
    const service = await plainService(storeId);
    const [order, estimate] = await Promise.all([
      placeGuestOrder(storeId, service.id),
      requestGuestEstimate(storeId, service.id),
    ]);

    await page.goto(shellUrl('app', '/portal/login'));
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expectAccessibleAtBothWidths(page, at('login'));

    await loginAcmeOwner(page);
    await expect(
      page.getByRole('heading', { name: 'Locations' }),
    ).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(bell(page)).toBeVisible();
    await expectAccessibleAtBothWidths(page, at('locations'));

    await bell(page).click();
    await expect(
      page.getByRole('dialog', { name: 'Notifications' }),
    ).toBeVisible();
    await expectAccessibleAtBothWidths(page, at('bell open'));
    await page.keyboard.press('Escape');

    for (const [state, path] of [
      ['sales order', `/portal/sales-order/${order.id}`],
      ['estimate', `/portal/estimate/${estimate.id}`],
    ] as const) {
      await page.goto(shellUrl('app', path));
      await expect(recordLine(page, service.name)).toBeVisible();
      await expectAccessibleAtBothWidths(page, at(state));
    }

    await page.goto(shellUrl('app', '/portal/service-builder/1'));
    await expect(page.getByRole('list', { name: 'Options' })).toBeVisible();
    await expectAccessibleAtBothWidths(page, at('service builder'));
  });

  test('vendor portal login and dashboard pass axe', async ({ page }) => {
    const at = (state: string) => `vendor ${state}`;
    await page.goto(shellUrl('vendor', '/login'));
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expectAccessibleAtBothWidths(page, at('login'));
    await page.getByLabel('Email', { exact: true }).fill(VENDOR_OWNER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessibleAtBothWidths(page, at('dashboard'));
  });
});
