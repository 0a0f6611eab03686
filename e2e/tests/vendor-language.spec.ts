import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { signupPath } from './account-api';
import { call, loginToken } from './api';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { signIn } from './session';

// The vendor portal speaks the storefront's languages: a bench jeweller switches the header's
// language control to Spanish and the menu, the dashboard and the work lists read in Spanish, and
// stay so after a reload; `?lang=ar-XA` mirrors a vendor page. The jeweller is a Fixit staff member
// this file invites for itself: the language is kept on the user, and Fixit's demo users, whom
// other specs sign in at the same time, must never meet a Spanish portal.

const LOAD = { timeout: 30_000 };
let STAFF = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  STAFF = `lingo-${Date.now().toString(36)}@fixit.test`;
  const owner = await loginToken('vendor', VENDOR_OWNER);
  await call('POST', '/vendor/users/invitations', owner, {
    email: STAFF,
    first_name: 'Vera',
    last_name: 'Lingo',
  });
  await call('POST', `/auth/vendor${await signupPath(STAFF)}`, undefined, {
    first_name: 'Vera',
    last_name: 'Lingo',
    password: PASSWORD,
  });
});

// each case starts in English, whatever the one before it chose
test.afterEach(async () => {
  const token = await loginToken('vendor', STAFF);
  await call('PUT', '/portal/profile/language', token, { language: 'en' });
});

// in the header on a desktop; in the menu a phone opens
const language = async (page: Page, width: number) => {
  if (width >= 768) return page.getByRole('banner').getByRole('combobox');
  const open = page.getByRole('button', { name: /Open menu|Abrir menú/ });
  if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
  return page.getByRole('dialog').getByRole('combobox');
};

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a vendor's staff member switches the portal to Spanish at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'vendor', STAFF, '/portal/dashboard', /\/portal\//);
    await expect(page.getByText('Welcome back, Vera!')).toBeVisible(LOAD);
    await (await language(page, viewport.width)).selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    if (viewport.width < 768) await page.keyboard.press('Escape');

    await expect(page.getByText('¡Hola de nuevo, Vera!')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Trabajo de las tiendas' }),
    ).toBeVisible();
    if (viewport.width >= 1280)
      await expect(
        page
          .getByRole('menu', { name: 'Navegación principal' })
          .getByRole('menuitem', { name: /Órdenes de trabajo/ }),
      ).toBeVisible();
    await expectAccessible(page, `vendor dashboard in es at ${viewport.width}`);

    await page.goto(shellUrl('vendor', '/portal/workorders'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Órdenes de trabajo' }),
    ).toBeVisible(LOAD);
    await expect(page.getByRole('radio', { name: /^Todos \(/ })).toBeChecked();
    await expect(
      page.getByRole('button', { name: 'Exportar a XLSX' }),
    ).toBeVisible();
    await expectAccessible(
      page,
      `vendor work orders in es at ${viewport.width}`,
    );

    await page.goto(shellUrl('vendor', '/portal/sales-orders'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pedidos de venta' }),
    ).toBeVisible(LOAD);
    await expect(
      page.getByRole('link', { name: 'Nuevo pedido' }),
    ).toBeVisible();
    await expectAccessible(
      page,
      `vendor sales orders in es at ${viewport.width}`,
    );

    // the new order page: its title, customer picker and button
    await page.getByRole('link', { name: 'Nuevo pedido' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nuevo pedido de venta' }),
    ).toBeVisible(LOAD);
    await expect(
      page.getByRole('radio', { name: 'Uno de mis clientes' }),
    ).toBeChecked();
    await expect(
      page.getByRole('button', { name: 'Crear pedido' }),
    ).toBeVisible();
    await expectAccessible(page, `vendor new order in es at ${viewport.width}`);

    // a settings page the owner keeps says so in Spanish to a staff member
    await page.goto(shellUrl('vendor', '/portal/setting/import-salesorders'));
    await expect(
      page.getByText(
        'Solo el propietario del taller gestiona su configuración',
      ),
    ).toBeVisible(LOAD);
    await expectAccessible(
      page,
      `vendor import settings in es at ${viewport.width}`,
    );

    // the shop floor's list of jobs, phone-first
    await page.goto(shellUrl('vendor', '/work-items'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sus trabajos' }),
    ).toBeVisible(LOAD);
    await expect(
      page
        .getByText(/^No hay trabajos abiertos\./)
        .or(page.getByText(/^Entrega: /).first()),
    ).toBeVisible(LOAD);
    await expect(page.getByText(/^Due: |^No open jobs/)).toHaveCount(0);
    await expectAccessible(page, `vendor jobs in es at ${viewport.width}`);
    await expectNoSidewaysScroll(
      page,
      `vendor jobs in es at ${viewport.width}`,
    );

    await page.goto(shellUrl('vendor', '/portal/sales-orders'));
    // the choice is kept on the user: a reload starts in Spanish
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pedidos de venta' }),
    ).toBeVisible(LOAD);
  });

  test(`?lang=ar-XA mirrors a vendor page at ${viewport.width} px with no sideways scroll`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(
      page,
      'vendor',
      STAFF,
      '/portal/workorders?lang=ar-XA',
      /\/portal\/workorders/,
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
    expect(
      await page.evaluate(
        () =>
          document.documentElement.scrollWidth >
          document.documentElement.clientWidth,
      ),
    ).toBe(false);
    await expectAccessible(
      page,
      `vendor work orders in ar-XA at ${viewport.width}`,
    );
  });
}
