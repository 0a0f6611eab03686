import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { expectAccessible } from './a11y';
import { loginAcmeOwner } from './browser';

// The Acme owner uploads a cover and a gallery picture for a new service in the builder,
// saves, and the storefront's service page shows both (the thumbnails switch the large picture).

/** A 1×1 PNG: the api checks the type's leading bytes, and the browser can draw it. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});
const UPLOADED = /^\/api\/v1\/uploads\/[a-f0-9]{32}\.png$/;

test('the owner uploads a cover and a gallery picture; the storefront shows both', async ({
  page,
}) => {
  const name = `Pictured pendant ${Date.now()}`;
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', '/portal/service-builder/new'));
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price', { exact: true }).fill('80');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(page).toHaveURL(/\/portal\/service-builder\/\d+$/);
  const serviceId = Number(new URL(page.url()).pathname.split('/').pop());

  const pictures = page.getByRole('region', { name: 'Pictures' });
  await pictures
    .getByLabel('Upload picture for the cover')
    .setInputFiles(png('cover.png'));
  const cover = pictures.getByRole('img', { name: `Cover of ${name}` });
  await expect(cover).toHaveAttribute('src', UPLOADED);
  await pictures
    .getByLabel('Add picture to the gallery')
    .setInputFiles(png('side.png'));
  const gallery = pictures.getByRole('list', { name: 'Gallery' });
  await expect(gallery.getByRole('img')).toHaveCount(1);
  await expect(pictures.getByText('1 of 8')).toBeVisible();
  const coverUrl = (await cover.getAttribute('src'))!;
  const sideUrl = (await gallery.getByRole('img').getAttribute('src'))!;
  expect(sideUrl).toMatch(UPLOADED);
  await expectAccessible(page, 'service builder with pictures');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service saved')).toBeVisible();

  // a context of its own: axe needs one (and the customer is not the owner)
  const visit = await page.context().browser()!.newContext();
  const customer = await visit.newPage();
  await customer.goto(shellUrl('acme', `/services/${serviceId}`));
  const shown = customer.getByRole('group', { name: `Pictures of ${name}` });
  const large = shown.getByRole('img', { name: /picture \d of 2$/ });
  await expect(large).toHaveAttribute('src', coverUrl);
  // the upload is served on the storefront's origin and draws
  await expect
    .poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1);
  await shown.getByRole('button', { name: 'Show picture 2 of 2' }).click();
  await expect(large).toHaveAttribute('src', sideUrl);
  await expect(
    shown.getByRole('button', { name: 'Show picture 2 of 2' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(customer, 'storefront service with pictures');

  // on a phone: no sideways scrolling
  await customer.setViewportSize({ width: 390, height: 844 });
  await expect(shown).toBeVisible();
  expect(
    await customer.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    ),
  ).toBeLessThanOrEqual(0);
  await visit.close();
});
