import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import { call } from './api';
import { fillPortalLogin } from './browser';
import { expectAccessible } from './a11y';
import { onboardedStore } from './onboarded-store';

// The portals speak the storefront's languages: the header's language control switches the frame,
// the menu (the remotes' catalogue labels), the page and antd at once; the user's profile remembers
// the choice across a reload; `?lang=ar-XA` mirrors the portal. The owner is one of a store this
// file makes for itself: the language is kept on the user, and a demo owner that other specs sign
// in at the same time must never meet a Spanish portal.

let OWNER = '';
let PASSWORD = '';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  ({ email: OWNER, password: PASSWORD } = await onboardedStore({
    stamp,
    prefix: 'lingo',
    storeName: 'Lingo Gems',
    firstName: 'Lena',
    lastName: 'Lingo',
    password: 'L1ngo-store',
    card: {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
      name: 'Lena Lingo',
    },
  }));
});

// each case starts in English, whatever the one before it chose
test.afterEach(async () => {
  const token = (
    await call<{ access: string }>('POST', '/auth/portal/login', undefined, {
      email: OWNER,
      password: PASSWORD,
    })
  ).access;
  await call('PUT', '/portal/profile/language', token, { language: 'en' });
});

// in the header on a desktop; in the menu a phone opens
const language = async (page: Page, width: number) => {
  if (width >= 768) return page.getByRole('banner').getByRole('combobox');
  const open = page.getByRole('button', { name: /Open menu|Abrir menú/ });
  if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
  return page.getByRole('dialog').getByRole('combobox');
};
const closeMenu = async (page: Page, width: number) => {
  if (width < 768) await page.keyboard.press('Escape');
};

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the owner switches the portal to Spanish at ${viewport.width} px and it stays after a reload`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await fillPortalLogin(page, OWNER, PASSWORD);
    await expect(page).toHaveURL(/\/portal\/location$/);
    await expect(await language(page, viewport.width)).toHaveAccessibleName(
      'Language',
    );
    await (await language(page, viewport.width)).selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(await language(page, viewport.width)).toHaveAccessibleName(
      'Idioma',
    );
    await closeMenu(page, viewport.width);

    await page.goto(shellUrl('app', '/portal/dashboard'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel' }),
    ).toBeVisible();
    // antd's own control, in the page's words
    await expect(
      page.getByRole('radio', { name: 'Últimos 7 días' }),
    ).toBeChecked();
    if (viewport.width >= 1280)
      await expect(
        page
          .getByRole('menu', { name: 'Navegación principal' })
          .getByRole('menuitem', { name: /Pedidos de venta/ }),
      ).toBeVisible();
    else
      await expect(
        page.getByRole('button', { name: 'Abrir menú' }),
      ).toBeVisible();
    await expectAccessible(page, `dashboard in es at ${viewport.width} px`);

    // the bell (its own remote) reads in Spanish too
    const bell = page
      .getByRole('banner')
      .getByRole('button', { name: /^Notificaciones/ });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(panel.getByRole('tab', { name: /Generales/ })).toBeVisible();
    await expect(
      panel.getByRole('button', { name: 'Marcar todo como leído' }),
    ).toBeVisible();
    await expectAccessible(page, `bell in es at ${viewport.width} px`);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Panel' }),
    ).toBeVisible();
    await expect(await language(page, viewport.width)).toHaveValue('es');
  });

  test(`?lang=ar-XA mirrors the portal at ${viewport.width} px with no sideways scroll`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await fillPortalLogin(page, OWNER, PASSWORD);
    await expect(page).toHaveURL(/\/portal\/location$/);
    await page.goto(shellUrl('app', '/portal/dashboard?lang=ar-XA'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // the header's end (the profile button) sits on the left in right-to-left
    const profile = page
      .getByRole('banner')
      .locator('button[aria-haspopup="menu"]');
    const box = (await profile.boundingBox())!;
    expect(box.x + box.width).toBeLessThan(viewport.width / 2);
    expect(
      await page.evaluate(
        () =>
          document.documentElement.scrollWidth >
          document.documentElement.clientWidth,
      ),
    ).toBe(false);
    await expectAccessible(page, `dashboard in ar-XA at ${viewport.width} px`);
  });
}
