import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/env';
import { getStoreSettings, trackOrder } from './api';

// The seeded Acme order (docs/contracts.md, demo data) and a number no store uses.
const ORDER_NUMBER = '1000001';
const UNKNOWN_NUMBER = '9999999';
const LENGTH_MESSAGE = 'Please enter correct order number';

test('a guest tracks an order by its number and is told when it is wrong or unknown', async ({
  page,
}) => {
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const [known, unknown] = await Promise.all([
    trackOrder(storeId, ORDER_NUMBER),
    trackOrder(storeId, UNKNOWN_NUMBER),
  ]);
  expect(known.status).toBe(200);
  expect(unknown.status).toBe(404);
  const unknownMessage = unknown.body.message!;
  expect(unknownMessage).toBeTruthy();

  await page.goto(shellUrl('acme', '/order-tracking'));
  const form = page.getByRole('form', { name: 'Track order' });
  const number = form.getByLabel('Order number');
  const submit = form.getByRole('button', { name: 'Submit' });

  // Six characters: the form refuses it and stays put.
  await number.fill(ORDER_NUMBER.slice(0, 6));
  await submit.click();
  await expect(form.getByText(LENGTH_MESSAGE, { exact: true })).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/order-tracking$/);

  // An unknown number of the right length: the api's message in a banner, the number kept.
  await number.fill(UNKNOWN_NUMBER);
  await submit.click();
  await expect(form.getByRole('alert')).toContainText(unknownMessage);
  await expect(form.getByText(LENGTH_MESSAGE)).toHaveCount(0);
  await expect(number).toHaveValue(UNKNOWN_NUMBER);
  await expect(page).toHaveURL(/\/order-tracking$/);

  // The seeded order opens its tracking page.
  await number.fill(ORDER_NUMBER);
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/order-tracking/${ORDER_NUMBER}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${ORDER_NUMBER}` }),
  ).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details).toContainText([
    known.body.order_number,
    known.body.status,
  ]);
  await expect(details.last()).toHaveText(String(known.body.items_count));
  await expect(
    page.getByRole('link', { name: 'Track another order' }),
  ).toBeVisible();

  // The tracking page also works when opened directly (a fresh load, no primed cache).
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${ORDER_NUMBER}` }),
  ).toBeVisible();
  await expect(details.last()).toHaveText(String(known.body.items_count));
});
