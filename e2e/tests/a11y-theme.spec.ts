import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { expectAccessible } from './a11y';

// Issue 9, theme contrast: the derived white-label colours read (WCAG AA) in every store's colours,
// the hostile light-on-light demo store included. Only the color-contrast rule here: the other
// rules are covered where their fixes land.
const STORES = [
  { host: 'acme', service: { id: 1, name: 'Ring Sizing' } },
  { host: 'globex', service: { id: 8, name: 'Ultrasonic Cleaning' } },
  { host: 'umbrella', service: { id: 10, name: 'Canopy Patch' } },
];
const contrastOnly = { rules: ['color-contrast'] };

for (const width of [1280, 390]) {
  for (const { host, service } of STORES) {
    test(`${host} at ${width} px: no colour-contrast violations on the home and a service page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(shellUrl(host));
      await expect(
        page.getByRole('heading', { name: service.name, exact: true }),
      ).toBeVisible();
      await expectAccessible(page, `${host} home ${width}`, contrastOnly);
      await page.goto(shellUrl(host, `/services/${service.id}`));
      await expect(
        page.getByRole('heading', { name: service.name, level: 1 }),
      ).toBeVisible();
      await expectAccessible(page, `${host} service ${width}`, contrastOnly);
    });
  }
}
