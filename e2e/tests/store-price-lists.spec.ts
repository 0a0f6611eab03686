import { expect, test } from '@playwright/test';
import { ACME_OWNER, shellUrl } from '../support/env';
import { call, loginToken } from './api';
import { expectAccessibleAtBothSizes } from './a11y';
import { loginAcmeOwner } from './browser';
import { shiftTabTo, tabTo, typeInto } from './keys';

// The store's own price lists. The Acme owner opens Services, Price lists, makes a list
// of two services at lower prices (the unsaved-change header and the Added marks until SAVE), and
// puts a customer of this test's own on it from the customer's page. The list and the customer
// have unique names, so other tests' data is never touched.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 180_000 });

// The first load of a cold platform on two busy cores can outlast the login helper's 10 s wait.
test.beforeEach(async ({ page }) => {
  await page.goto(shellUrl('app', '/portal/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
});

test('the owner makes a price list of two services and puts a customer on it', async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Retail ${stamp % 1000000}`;

  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', '/portal/store-services'));
  await page
    .getByRole('navigation', { name: 'Services area' })
    .getByRole('link', { name: 'Price lists' })
    .click();
  await expect(page.getByRole('heading', { name: 'Price lists' })).toBeVisible(
    LOAD,
  );
  await expect(page.getByRole('row', { name: /Trade/ })).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'price lists');

  await page.getByRole('link', { name: 'New price list' }).first().click();
  await expect(
    page.getByRole('heading', { name: 'New price list' }),
  ).toBeVisible(LOAD);
  await page.getByLabel('Name').fill(name);
  const find = page.getByLabel('Find a service to add');
  await find.fill('ring siz');
  await page.getByRole('button', { name: 'Add Ring Sizing' }).click();
  await find.fill('chain');
  await page.getByRole('button', { name: 'Add Chain Soldering' }).click();
  await page.getByLabel('List price of Ring Sizing').fill('40');
  await page.getByLabel('List price of Chain Soldering').fill('25.50');
  const ring = page.getByRole('row', { name: /Ring Sizing/ });
  await expect(ring.getByText('Added')).toBeVisible();
  await expect(
    page.getByRole('region', {
      name: 'Unsaved changes to the price list: 2 added, details changed',
    }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'new price list with changes');

  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(page.getByText('Price list saved.')).toBeVisible(LOAD);
  await expect(page).toHaveURL(/\/portal\/store-services\/price-lists\/\d+$/);
  await expect(
    page.getByRole('heading', { name: `Price list: ${name}` }),
  ).toBeVisible(LOAD);
  await expect(ring.getByText('Added')).toHaveCount(0);
  await expect(page.getByLabel('List price of Chain Soldering')).toHaveValue(
    '25.50',
  );
  await expect(
    page.getByRole('button', { name: 'SAVE', exact: true }),
  ).toHaveCount(0);
  await expectAccessibleAtBothSizes(page, 'saved price list');

  // A customer of this test's own goes on the list from their page.
  const token = await loginToken('portal', ACME_OWNER);
  const customer = await call<{ id: number }>(
    'POST',
    '/portal/customers',
    token,
    {
      first_name: 'Tess',
      last_name: 'Trade',
      email: `tess-${stamp}@example.test`,
      phone: null,
    },
  );
  await page.goto(shellUrl('app', `/portal/customer/${customer.id}`));
  const select = page.getByLabel('Price list', { exact: true });
  await expect(select).toBeVisible(LOAD);
  await select.selectOption({ label: name });
  await expect(page.getByText(`${name} applies to this customer.`)).toBeVisible(
    LOAD,
  );
  await expectAccessibleAtBothSizes(page, 'customer with a price list');
  const assigned = await call<{ price_list: { name: string } | null }>(
    'GET',
    `/portal/customers/${customer.id}/price-list`,
    token,
  );
  expect(assigned.price_list?.name).toBe(name);
});

test('the owner makes a price list with the keyboard alone', async ({
  page,
}) => {
  const name = `Keys ${Date.now() % 1000000}`;
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', '/portal/store-services/price-lists/new'));
  await expect(
    page.getByRole('heading', { name: 'New price list' }),
  ).toBeVisible(LOAD);
  await typeInto(page, page.getByLabel('Name'), name);
  await typeInto(page, page.getByLabel('Find a service to add'), 'ring siz');
  await tabTo(page, page.getByRole('button', { name: 'Add Ring Sizing' }));
  await page.keyboard.press('Enter');
  const price = page.getByLabel('List price of Ring Sizing');
  await typeInto(page, price, '39');
  await expect(
    page.getByRole('row', { name: /Ring Sizing/ }).getByText('Added'),
  ).toBeVisible();
  // SAVE sits in the unsaved-change header above the form: back up to it.
  await shiftTabTo(
    page,
    page.getByRole('button', { name: 'SAVE', exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByText('Price list saved.')).toBeVisible(LOAD);
  await expect(
    page.getByRole('heading', { name: `Price list: ${name}` }),
  ).toBeVisible(LOAD);
  await expect(page.getByLabel('List price of Ring Sizing')).toHaveValue(
    '39.00',
  );
});
