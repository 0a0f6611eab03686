import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import { customerToken, getMyOrder, getStoreSettings, trackOrder } from './api';
import { expectAccessible } from './a11y';

// The seeded Acme order of Jane (docs/contracts.md, demo data) and a number no store uses. A guest
// tracks by the number plus the order's email, or by the order's tracking link (ADR 0008).
const ORDER_NUMBER = '1000001';
const ORDER_EMAIL = 'jane@example.test';
const UNKNOWN_NUMBER = '9999999';
const LENGTH_MESSAGE = 'Please enter correct order number';
const EMAIL_MESSAGE = 'Please enter a valid email address';

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: `Order ${ORDER_NUMBER}` });

test('a guest tracks an order by its number and email and is told when either is wrong', async ({
  page,
}) => {
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const [known, alone, unknown] = await Promise.all([
    trackOrder(storeId, ORDER_NUMBER, { email: ORDER_EMAIL }),
    trackOrder(storeId, ORDER_NUMBER),
    trackOrder(storeId, UNKNOWN_NUMBER, { email: ORDER_EMAIL }),
  ]);
  expect(known.status).toBe(200);
  // A number alone tells a stranger nothing: the same 404 as a number no store uses.
  expect(alone).toEqual(unknown);
  expect(unknown.status).toBe(404);
  const unknownMessage = unknown.body.message!;
  expect(unknownMessage).toBeTruthy();

  await page.goto(shellUrl('acme', '/order-tracking'));
  const form = page.getByRole('form', { name: 'Track order' });
  const number = form.getByLabel('Order number');
  const email = form.getByLabel('Email');
  const submit = form.getByRole('button', { name: 'Submit' });

  // Six characters and no email: the form refuses both and stays put.
  await number.fill(ORDER_NUMBER.slice(0, 6));
  await submit.click();
  await expect(form.getByText(LENGTH_MESSAGE, { exact: true })).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('jane-at-example');
  await expect(form.getByText(EMAIL_MESSAGE, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/order-tracking$/);
  await expectAccessible(page, 'order tracking with errors');

  // An unknown number of the right length: the api's message in a banner, the values kept.
  await number.fill(UNKNOWN_NUMBER);
  await email.fill(ORDER_EMAIL);
  await submit.click();
  await expect(form.getByRole('alert')).toContainText(unknownMessage);
  await expect(form.getByText(LENGTH_MESSAGE)).toHaveCount(0);
  await expectAccessible(page, 'order tracking, unknown order');
  await expect(number).toHaveValue(UNKNOWN_NUMBER);
  await expect(page).toHaveURL(/\/order-tracking$/);

  // The seeded number with somebody else's email: the very same message.
  await number.fill(ORDER_NUMBER);
  await email.fill('eve@example.test');
  await submit.click();
  await expect(form.getByRole('alert')).toContainText(unknownMessage);
  await expect(page).toHaveURL(/\/order-tracking$/);

  // The seeded order with its own email (any case) opens its tracking page.
  await email.fill('Jane@Example.test');
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/order-tracking/${ORDER_NUMBER}$`));
  await expect(heading(page)).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details).toContainText([
    known.body.order_number,
    known.body.status_label,
  ]);
  // The status reads as words, never as its code.
  await expect(details).not.toContainText([known.body.status]);
  await expect(details.last()).toHaveText(String(known.body.items_count));
  await expect(
    page.getByRole('link', { name: 'Track another order' }),
  ).toBeVisible();
  await expectAccessible(page, 'tracked order');

  // A reload keeps the page (the email stays with this tab, never in the URL).
  await page.reload();
  await expect(heading(page)).toBeVisible();
  await expect(details.last()).toHaveText(String(known.body.items_count));
  expect(page.url()).not.toContain('jane');
});

test('the tracking link opens the order in a fresh tab; the bare number asks for the email', async ({
  page,
  context,
}) => {
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const jane = await customerToken(storeId, ORDER_EMAIL);
  const { tracking_token: token } = await getMyOrder(jane, ORDER_NUMBER);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await page.goto(
    shellUrl('acme', `/order-tracking/${ORDER_NUMBER}?token=${token}`),
  );
  await expect(heading(page)).toBeVisible();
  await page.reload();
  await expect(heading(page)).toBeVisible();

  // Another tab without the link: the number is not enough, the page asks for the email.
  const bare = await context.newPage();
  await bare.goto(shellUrl('acme', `/order-tracking/${ORDER_NUMBER}`));
  const form = bare.getByRole('form', { name: 'Track order' });
  await expect(form.getByLabel('Order number')).toHaveValue(ORDER_NUMBER);
  await expect(heading(bare)).toHaveCount(0);
  await expectAccessible(bare, 'order tracking asks for the email');
  await form.getByLabel('Email').fill(ORDER_EMAIL);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(heading(bare)).toBeVisible();
});
