import { expect, test } from '@playwright/test';
import { API_ORIGIN, VENDOR_OWNER, shellUrl } from '../support/env';
import { accessToken, logInVendor, VENDOR_STAFF } from './vendor-session';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';

// The vendor owner's own services (/portal/services, /portal/services/{id},
// /portal/new-service on the vendor host, the service builder's pages): Fixit's owner opens
// Services from the sidebar, creates a service, adds an option in the editor, saves, and finds it
// in the list. Vendor staff cannot open the page (nor the api). The list passes axe at 1280 and
// 390 px and fits the phone.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 180_000 });

test('Fixit’s owner creates a service, adds an option, saves it and finds it in the list', async ({
  page,
}) => {
  const name = `Clasp repair ${Date.now().toString(36)}`;
  await logInVendor(page, VENDOR_OWNER);

  // Services, from the sidebar: the list, with the demo service.
  await page.getByRole('menuitem', { name: /Services$/ }).click(LOAD);
  await expect(page).toHaveURL(/\/portal\/services$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Services' }),
  ).toBeVisible(LOAD);
  await expect(
    page.getByRole('link', { name: 'Bench ring sizing' }),
  ).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'vendor services list');

  // New service: no category on the vendor side.
  await page.getByRole('link', { name: 'New service' }).first().click();
  await expect(page).toHaveURL(/\/portal\/new-service$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'New service' }),
  ).toBeVisible(LOAD);
  await expect(page.getByLabel('Category')).toHaveCount(0);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Price', { exact: true }).fill('30');
  await expectAccessible(page, 'vendor new service');
  await page.getByRole('button', { name: 'Create service' }).click();
  await expect(page).toHaveURL(/\/portal\/services\/\d+$/, LOAD);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(LOAD);

  // The editor: one option, saved.
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByRole('button', { name: 'Short text', exact: true }).click();
  await page.getByLabel('Label', { exact: true }).fill('Engraving text');
  await expect(
    page.getByRole('list', { name: 'Options' }).getByText('Engraving text'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service saved')).toBeVisible(LOAD);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await expectAccessible(page, 'vendor service editor');

  // Back to the list: the new service with its option, found by the search.
  await page.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/services$/);
  await page.getByLabel('Search services').fill(name);
  await page.getByLabel('Search services').press('Enter');
  await expect(page).toHaveURL(/search=Clasp/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('link', { name })).toBeVisible(LOAD);
  await expect(row).toContainText('$30.00');
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});

test('vendor staff cannot open the owner’s services, in the page or the api', async ({
  page,
}) => {
  await logInVendor(page, VENDOR_STAFF);
  await expect(page.getByRole('menuitem', { name: /Services$/ })).toHaveCount(
    0,
  );
  await page.goto(shellUrl('vendor', '/portal/services'));
  await expect(
    page.getByRole('heading', { name: 'You cannot open this page' }),
  ).toBeVisible(LOAD);
  await expect(
    page.getByText(/Only the workshop’s owner builds its services/),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Services' }),
  ).toHaveCount(0);
  const token = await accessToken(page);
  expect(token).not.toBe('');
  const res = await fetch(`${API_ORIGIN}/api/v1/vendor/services`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(403);
});
