import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_BACKGROUND, DEFAULT_BUTTON, shellUrl } from '../support/env';
import {
  getPortalServices,
  getStoreSettings,
  type PortalService,
  type StoreSettings,
} from './api';
import { toRgb } from './browser';
import { expectAccessible } from './a11y';

/** Every service is shown under its category's heading. */
async function expectServicesByCategory(
  page: Page,
  services: PortalService[],
): Promise<void> {
  expect(services.length).toBeGreaterThan(0);
  for (const service of services) {
    const group = page.getByRole('region', {
      name: service.category?.name ?? 'Other services',
    });
    await expect(
      group.getByRole('heading', { name: service.name, exact: true }),
    ).toBeVisible();
  }
}

/** The page surface behind the services and the buttons use the store's colours, not defaults. */
async function expectStoreColours(
  page: Page,
  settings: StoreSettings,
  category: string,
): Promise<void> {
  const background = settings.background_color?.toLowerCase();
  const button = settings.button_color?.toLowerCase();
  expect(background, 'store has its own background colour').toBeTruthy();
  expect(button, 'store has its own button colour').toBeTruthy();
  expect(background).not.toBe(DEFAULT_BACKGROUND);
  expect(button).not.toBe(DEFAULT_BUTTON);
  const firstHeading = page.getByRole('heading', {
    name: category,
    exact: true,
  });
  // The first painted (non-transparent) background behind a category heading.
  const surface = await firstHeading.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent')
        return colour;
    }
    return getComputedStyle(document.body).backgroundColor;
  });
  expect(surface).toBe(toRgb(background!));
  // Something the user sees (a button, a price, a placeholder) is painted in the button colour.
  const painted = await page.locator('body *:visible').evaluateAll((els) =>
    els.flatMap((el) => {
      const style = getComputedStyle(el);
      return [style.backgroundColor, style.color];
    }),
  );
  expect(painted).toContain(toRgb(button!));
}

test('Acme storefront shows its services by category in its own colours', async ({
  page,
}) => {
  const settings = await getStoreSettings('acme.localhost');
  const { results } = await getPortalServices(settings.store_id);
  await page.goto(shellUrl('acme'));
  await expectServicesByCategory(page, results);
  await expectStoreColours(page, settings, results[0]!.category!.name);
  await expectAccessible(page, 'Acme home');
  // The selected category chip is a button in Acme's button colour.
  await expect(
    page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'All', pressed: true }),
  ).toHaveCSS('background-color', toRgb(settings.button_color!));
});

test('Globex storefront shows its own colours and services, none of Acme', async ({
  page,
}) => {
  const [acme, globex] = await Promise.all([
    getStoreSettings('acme.localhost'),
    getStoreSettings('globex.localhost'),
  ]);
  expect(globex.store_id).not.toBe(acme.store_id);
  expect(globex.button_color).not.toBe(acme.button_color);
  const [acmeServices, globexServices] = await Promise.all([
    getPortalServices(acme.store_id),
    getPortalServices(globex.store_id),
  ]);
  await page.goto(shellUrl('globex'));
  await expectServicesByCategory(page, globexServices.results);
  await expectStoreColours(
    page,
    globex,
    globexServices.results[0]!.category!.name,
  );
  await expectAccessible(page, 'Globex home');
  const globexNames = new Set(globexServices.results.map((s) => s.name));
  for (const service of acmeServices.results.filter(
    (s) => !globexNames.has(s.name),
  )) {
    await expect(
      page.getByRole('heading', { name: service.name, exact: true }),
    ).toHaveCount(0);
  }
});

test('an inactive store shows the inactive-store page instead of services', async ({
  page,
}) => {
  await page.goto(shellUrl('initech'));
  await expect(
    page.getByText('This store is currently inactive'),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Shop Services' }),
  ).toHaveCount(0);
  await expectAccessible(page, 'inactive store');
});

test('an unknown store host shows that the site does not exist', async ({
  page,
}) => {
  await page.goto(shellUrl('nosuchstore'));
  await expect(page.getByText('This site does not exist')).toBeVisible();
  await expectAccessible(page, 'unknown store');
});
