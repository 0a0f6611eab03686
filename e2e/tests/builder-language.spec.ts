import { expect, test } from '@playwright/test';
import { ACME_OWNER, shellUrl } from '../support/env';
import {
  getPortalServices,
  getService,
  getStoreSettings,
  loginToken,
} from './api';
import { loginAcmeOwner } from './browser';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';

// The service editor (a remote with its own catalogue on the one i18n instance) in Spanish: the
// options card, an option's settings and its logic panel, and a validation message; `?lang=ar-XA`
// mirrors it. Read on Acme's service with the most options through `?lang=`, which is never kept on
// the demo owner; nothing is saved, so other specs see the service as it was.

const LOAD = { timeout: 30_000 };
let SERVICE = { id: 0, label: '' };

test.beforeAll(async () => {
  const token = await loginToken('portal', ACME_OWNER);
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const { results } = await getPortalServices(storeId);
  const services = await Promise.all(
    results.map((s) => getService(token, storeId, s.id)),
  );
  const service = [...services].sort(
    (a, b) => b.options.length - a.options.length,
  )[0]!;
  const first = [...service.options].sort((a, b) => a.sequence - b.sequence)[0];
  expect(first?.label.value, 'an Acme service with options').toBeTruthy();
  SERVICE = { id: service.id, label: first!.label.value };
});

/** The option's row button: its name starts with the label (the row's other buttons' do not). */
const optionRow = () =>
  new RegExp(`^${SERVICE.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const editor = (lang: string) =>
  shellUrl('app', `/portal/service-builder/${SERVICE.id}?lang=${lang}`);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the service editor reads in Spanish at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await loginAcmeOwner(page);
    await page.goto(editor('es'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Opciones' }),
    ).toBeVisible(LOAD);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Imágenes' }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Añadir opción' }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Mostrar la vista' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, `editor in es at ${viewport.width}`);
    await expectAccessible(page, `service editor in es at ${viewport.width}`);

    // the first option's settings, then its logic
    await page
      .getByRole('list', { name: 'Opciones' })
      .getByRole('button', { name: optionRow() })
      .first()
      .click();
    const panel = page.getByRole('region', {
      name: `Ajustes: ${SERVICE.label}`,
    });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Etiqueta', { exact: true })).toBeVisible();
    await expect(
      panel.getByRole('heading', { level: 3, name: 'Parámetros' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, `settings in es at ${viewport.width}`);
    await expectAccessible(page, `option settings in es at ${viewport.width}`);
    await panel.getByRole('button', { name: 'Lógica' }).click();
    await expect(
      page.getByRole('button', { name: 'Volver a los ajustes' }),
    ).toBeVisible();
    await expectAccessible(page, `option logic in es at ${viewport.width}`);

    // a check's message in Spanish (last: the edit is never saved)
    await page.getByRole('button', { name: 'Volver a los ajustes' }).click();
    await panel.getByLabel('Etiqueta', { exact: true }).fill('');
    // the panel is named by the label, so it is 'Ajustes: Opción sin título' now
    await expect(
      page.getByText('Ponga una etiqueta a esta opción.'),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: 'Ajustes: Opción sin título',
      }),
    ).toBeVisible();
    await expect(
      page.getByText('Corrija el problema marcado para guardar.'),
    ).toBeVisible();
  });

  test(`?lang=ar-XA mirrors the service editor and an option's settings at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await loginAcmeOwner(page);
    await page.goto(editor('ar-XA'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
    await page.getByRole('button', { name: optionRow() }).first().click();
    await expect(page.getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page, `editor in ar-XA at ${viewport.width}`);
    await expectAccessible(
      page,
      `service editor in ar-XA at ${viewport.width}`,
    );
  });
}
