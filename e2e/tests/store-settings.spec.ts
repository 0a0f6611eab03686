import { expect, test } from '@playwright/test';
import { API_ORIGIN, shellUrl, PASSWORD } from '../support/env';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { call, loginToken } from './api';
import { fillPortalLogin, loginAcmeOwner, toRgb } from './browser';

// The owner changes the storefront's button colour in the white-label settings (with
// its live preview) and the storefront shows it on its next load; the dashboard shows today's
// figures; a staff member cannot open the settings (no menu entry, the page refuses, the api 403).

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };
const NEW_BUTTON = '#7a1f5c';
/** A 1×1 PNG. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

interface Branding extends Record<string, unknown> {
  store_id: number;
  store_name: string;
  version: number;
}

test('the owner changes the button colour and the storefront shows it on its next load', async ({
  page,
}) => {
  const owner = await loginToken('portal', 'owner@acme.test');
  const before = await call<Branding>('GET', '/stores/1/branding', owner);
  await loginAcmeOwner(page);
  await page.getByRole('menuitem', { name: /Settings$/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Store settings' }),
  ).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'settings');
  const preview = page.getByRole('figure', {
    name: 'Preview of your storefront',
  });

  // A logo uploaded through the api's image upload shows in the preview.
  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_1PX, 'base64'),
  });
  await expect(page.getByLabel(/Logo address/)).toHaveValue(
    /^\/api\/v1\/uploads\/[a-f0-9]{32}\.png$/,
  );
  await expect(
    preview.getByRole('img', { name: `${before.store_name} logo` }),
  ).toHaveJSProperty('naturalWidth', 1);

  const button = page.getByRole('textbox', { name: 'Button', exact: true });
  await button.fill(NEW_BUTTON);
  await expect(preview.getByText('Add to cart')).toHaveCSS(
    'background-color',
    toRgb(NEW_BUTTON),
  );
  await expectAccessibleAtBothSizes(page, 'settings with unsaved changes');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(
    page.getByText(
      'Your settings are saved. The storefront shows them on its next load.',
    ),
  ).toBeVisible();

  try {
    // The storefront, loaded afresh: its selected category chip is in the new button colour.
    const storefront = await page.context().newPage();
    await storefront.goto(shellUrl('acme'));
    await expect(
      storefront
        .getByRole('group', { name: 'Filter by category' })
        .getByRole('button', { name: 'All', pressed: true }),
    ).toHaveCSS('background-color', toRgb(NEW_BUTTON), LOAD);
    await storefront.close();
  } finally {
    // Put Acme's logo and colour back for the other specs of this platform.
    const now = await call<Branding>('GET', '/stores/1/branding', owner);
    const { store_id: _id, store_name: _name, ...edit } = before;
    await call('PUT', '/stores/1/branding', owner, {
      ...edit,
      version: now.version,
    });
  }
});

test('the dashboard shows today’s orders and revenue, as text and bars', async ({
  page,
}) => {
  // Four orders placed just now at Acme (totals 11 to 14: $50.00 in all).
  const token = await loginToken('portal', 'owner@acme.test');
  const today = (
    await call<{ today_figures: { orders: number; revenue: string } }>(
      'GET',
      `/stores/1/dashboard?from=2020-01-01&to=2020-01-01&utc_offset=0`,
      token,
    )
  ).today_figures;
  await call('POST', '/dev/bulk-orders', undefined, { store_id: 1, count: 4 });
  await loginAcmeOwner(page);
  await page.getByRole('menuitem', { name: /Dashboard$/ }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible(
    LOAD,
  );
  // Other specs running beside this one may place Acme orders too, so the card shows at least
  // the four new orders and their $50.00 on top of what was there before.
  const card = page.getByRole('region', { name: 'Today' });
  const orders = card.getByText(/^\d[\d,]* orders?$/);
  await expect(orders).toBeVisible(LOAD);
  const shownOrders = Number((await orders.innerText()).replace(/\D/g, ''));
  expect(shownOrders).toBeGreaterThanOrEqual(today.orders + 4);
  const revenue = card.getByText(/^\$[\d,]+\.\d\d revenue$/);
  await expect(revenue).toBeVisible();
  const shownRevenue = Number(
    (await revenue.innerText()).replace(/[^\d.]/g, ''),
  );
  expect(shownRevenue).toBeGreaterThanOrEqual(Number(today.revenue) + 50);
  await page.getByText('Show the days as a table').click();
  await expectAccessibleAtBothSizes(page, 'dashboard');
  await page.getByRole('radio', { name: 'Custom' }).check();
  await expect(page.getByLabel('From')).toBeVisible();
  await expectAccessible(page, 'dashboard with custom dates');
});

test('a staff member cannot open the settings: no menu entry, the page and the api refuse', async ({
  page,
}) => {
  await fillPortalLogin(page, 'staff@acme.test', PASSWORD);
  await expect(page).toHaveURL(/\/portal\/location$/);
  await expect(page.getByRole('menuitem', { name: /Settings$/ })).toHaveCount(
    0,
  );
  await page.goto(shellUrl('app', '/portal/settings'));
  await expect(
    page.getByRole('heading', { name: 'You cannot open this page' }),
  ).toBeVisible(LOAD);
  await expectAccessible(page, 'settings refused to staff');
  const token = await loginToken('portal', 'staff@acme.test');
  const res = await fetch(`${API_ORIGIN}/api/v1/stores/1/branding`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(403);
});
