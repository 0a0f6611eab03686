import { expect, test, type Page } from '@playwright/test';
import {
  ACME_OWNER,
  PASSWORD as DEMO_PASSWORD,
  shellUrl,
} from '../support/env';
import { call, getPortalServices, getStoreSettings } from './api';
import { fillPortalLogin } from './browser';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { onboardedStore } from './onboarded-store';
import { placeAcmeGuestOrder } from './store-orders-api';

// The store portal's pages beyond the dashboard speak Spanish once the owner chooses it: the sales
// orders list, the settings and their validation messages, and the service builder (a remote with
// its own catalogue on the one i18n instance), the services with their categories and the
// integrations. A sales order (a new store has no shipping rates, so
// no checkout) is read on Acme's, through `?lang=`, which is never kept on the demo owner.
// `?lang=ar-XA` mirrors the same pages. The owner is one of a store this file makes for itself, so
// no demo owner that other specs sign in at the same time meets a Spanish portal.

let OWNER = '';
let PASSWORD = '';
let SERVICE_ID = 0;
let ORDER = { id: 0, orderNo: '' };
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  ({ email: OWNER, password: PASSWORD } = await onboardedStore({
    stamp,
    prefix: 'habla',
    storeName: 'Habla Gems',
    firstName: 'Hugo',
    lastName: 'Habla',
    password: 'H4bla-store',
    card: {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2040,
      cvc: '123',
      name: 'Hugo Habla',
    },
  }));
  // the starter service onboarding added (ring resizing)
  const { store_id: storeId } = await getStoreSettings(
    `habla-${stamp}.localhost`,
  );
  const { results } = await getPortalServices(storeId);
  SERVICE_ID = results[0]!.id;
  // a guest's order on Acme's storefront, for the sales order page
  ORDER = await placeAcmeGuestOrder();
});

const ownerToken = async () =>
  (
    await call<{ access: string }>('POST', '/auth/portal/login', undefined, {
      email: OWNER,
      password: PASSWORD,
    })
  ).access;

const chooseLanguage = async (language: 'en' | 'es') =>
  call('PUT', '/portal/profile/language', await ownerToken(), { language });

// each case starts in English, whatever the one before it chose
test.afterEach(async () => {
  await chooseLanguage('en');
});

const signIn = async (page: Page) => {
  await fillPortalLogin(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/portal\/location$/);
};

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the owner in Spanish reads the lists and the service builder at ${viewport.width} px`, async ({
    page,
  }) => {
    await chooseLanguage('es');
    await page.setViewportSize(viewport);
    await signIn(page);
    // the landing page, then the other lists, in the owner's language
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ubicaciones' }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Añadir ubicación' }),
    ).toBeVisible();
    for (const [path, heading] of [
      ['/portal/work-orders', 'Órdenes de trabajo'],
      ['/portal/customers', 'Clientes'],
    ]) {
      await page.goto(shellUrl('app', path!));
      await expect(
        page.getByRole('heading', { level: 1, name: heading }),
      ).toBeVisible();
    }

    await page.goto(shellUrl('app', '/portal/sales-orders'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pedidos de venta' }),
    ).toBeVisible();
    await expect(page.getByLabel('Buscar pedidos')).toBeVisible();
    await expect(
      page.getByPlaceholder('Número de pedido, cliente o correo'),
    ).toBeVisible();
    await expect(
      page.getByText('Aún no hay pedidos de venta.', { exact: false }),
    ).toBeVisible();
    await expectNoSidewaysScroll(
      page,
      `sales orders in es at ${viewport.width}`,
    );
    await expectAccessible(page, `sales orders in es at ${viewport.width} px`);

    await page.goto(shellUrl('app', '/portal/service-builder/new'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nuevo servicio' }),
    ).toBeVisible();
    await expect(page.getByLabel('Nombre')).toBeVisible();
    await expect(page.getByLabel('Descripción')).toBeVisible();
    await expect(
      page.getByText('Los servicios inactivos no se muestran en la tienda.'),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Crear servicio' }),
    ).toBeVisible();
    await expectAccessible(page, `new service in es at ${viewport.width} px`);

    await page.goto(shellUrl('app', `/portal/service-builder/${SERVICE_ID}`));
    await expect(
      page.getByRole('heading', { level: 2, name: 'Detalles' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Opciones' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deshacer' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Guardar', exact: true }),
    ).toBeDisabled();
    await expectNoSidewaysScroll(
      page,
      `service editor in es at ${viewport.width}`,
    );
    await expectAccessible(
      page,
      `service editor in es at ${viewport.width} px`,
    );
  });

  test(`the owner in Spanish reads the services, their categories and the integrations at ${viewport.width} px`, async ({
    page,
  }) => {
    await chooseLanguage('es');
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto(shellUrl('app', '/portal/store-services'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Servicios' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Listas de precios' }),
    ).toBeVisible();
    await expect(page.getByLabel('Buscar servicios')).toBeVisible();
    await expect(page.getByText('Todos (1)')).toBeVisible();
    await expect(page.getByText('Categorías', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Añadir la categoría' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, `services in es at ${viewport.width}`);
    await expectAccessible(page, `services in es at ${viewport.width} px`);

    await page.goto(shellUrl('app', '/portal/integrations'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Integraciones' }),
    ).toBeVisible();
    await expect(
      page.getByText('Cuentas de transportista', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Integración por URL activada')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Guardar los scripts' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(
      page,
      `integrations in es at ${viewport.width}`,
    );
    await expectAccessible(page, `integrations in es at ${viewport.width} px`);
  });

  test(`the owner in Spanish reads the settings and their validation messages at ${viewport.width} px`, async ({
    page,
  }) => {
    await chooseLanguage('es');
    await page.setViewportSize(viewport);
    await signIn(page);
    await page.goto(shellUrl('app', '/portal/settings'));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Configuración de la tienda',
      }),
    ).toBeVisible();
    await expect(page.getByText('Horario de apertura')).toBeVisible();
    // the schema writes the spec's English; the field shows it in the owner's language
    const button = page.getByLabel('Botón', { exact: true });
    const before = await button.inputValue();
    await button.fill('#12');
    await button.blur();
    await expect(
      page.getByText(
        'Indique un color como # y seis dígitos hexadecimales, como #204a48.',
      ),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, `settings in es at ${viewport.width}`);
    await expectAccessible(page, `settings in es at ${viewport.width} px`);
    await button.fill(before);
  });

  test(`a sales order reads in Spanish, its validation message too, and mirrors in ar-XA at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await fillPortalLogin(page, ACME_OWNER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/portal\/(?!login)/);
    await page.goto(shellUrl('app', `/portal/sales-order/${ORDER.id}?lang=es`));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: `Pedido de venta n.º ${ORDER.orderNo}`,
      }),
    ).toBeVisible();
    await expect(page.getByText('Totales', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Descargar factura (PDF)' }),
    ).toBeVisible();
    // the status buttons, which the workflow writes in English, read in Spanish too
    const moves = page.getByRole('group', { name: 'Siguientes pasos' });
    await expect(
      moves.getByRole('button', { name: 'Empezar el trabajo' }),
    ).toBeVisible();
    await expect(
      moves.getByRole('button', { name: 'Cancelar el pedido' }),
    ).toBeVisible();
    await expect(
      page.getByRole('radio', { name: 'Contacto y gestión' }),
    ).toBeChecked();
    const firstName = page.getByLabel('Nombre', { exact: true });
    await firstName.fill('');
    await firstName.blur();
    await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expectNoSidewaysScroll(
      page,
      `sales order in es at ${viewport.width}`,
    );
    await expectAccessible(page, `sales order in es at ${viewport.width} px`);
    // what was there before: the form is clean again, so leaving asks nothing
    await firstName.fill('Stella');
    await expect(page.getByText('Este campo es obligatorio')).toBeHidden();

    await page.goto(
      shellUrl('app', `/portal/sales-order/${ORDER.id}?lang=ar-XA`),
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(
      page,
      `sales order in ar-XA at ${viewport.width}`,
    );
    await expectAccessible(
      page,
      `sales order in ar-XA at ${viewport.width} px`,
    );
  });

  test(`?lang=ar-XA mirrors the sales orders list, the service builder and the settings at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    for (const path of [
      '/portal/sales-orders?lang=ar-XA',
      `/portal/service-builder/${SERVICE_ID}?lang=ar-XA`,
      '/portal/settings?lang=ar-XA',
    ]) {
      await page.goto(shellUrl('app', path));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, `${path} at ${viewport.width}`);
      await expectAccessible(page, `${path} at ${viewport.width} px`);
    }
  });
}
