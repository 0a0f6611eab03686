import { expect, test } from '@playwright/test';
import { call } from './api';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { fillPortalLogin } from './browser';

// The owner's locations (/portal/location, …/add, …/edit/{id}). A store of this test's own
// (signed up and onboarded through the api on the Starter plan with one extra location, so two are
// allowed): Acme's locations, which other tests use at the same time, are never touched.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Lena Locations',
};

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

interface Location {
  id: number;
  name: string;
  version: number;
}

/** A complete store of its own: its owner's email, password and access token. */
async function onboardedStore(stamp: string) {
  const email = `locations-${stamp}@branch.test`;
  const password = 'L0cations-store';
  const { access: token } = await call<{ access: string }>(
    'POST',
    '/onboarding/signup',
    undefined,
    {
      store_name: `Branch Gems ${stamp}`,
      subdomain: `branch-${stamp}`,
      first_name: 'Lena',
      last_name: 'Locations',
      email,
      password,
    },
  );
  const steps: [string, string, object][] = [
    [
      'PUT',
      '/onboarding/store',
      {
        name: `Branch Gems ${stamp}`,
        website_url: null,
        button_color: '#1d616b',
      },
    ],
    ['PUT', '/onboarding/starter-services', { keys: ['ring-resizing'] }],
    [
      'PUT',
      '/onboarding/address',
      {
        name: 'Main shop',
        address_line1: '1 Market St',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        phone: '217 555 0100',
      },
    ],
    ['PUT', '/onboarding/shipping', { use_platform_shipping: true }],
    [
      'PUT',
      '/onboarding/shipping-detail',
      { shipping_account_type: 2, is_fixed_shipping: false },
    ],
    ['PUT', '/onboarding/plan', { plan_id: 1, extra_locations: 1 }],
    ['POST', '/onboarding/plan/payment', { card: CARD }],
    [
      'POST',
      '/onboarding/payouts',
      {
        account_holder: 'Lena Locations',
        routing_number: '110000000',
        account_number: '000123456789',
      },
    ],
    ['POST', '/onboarding/complete', {}],
  ];
  for (const [method, path, body] of steps)
    await call(method, path, token, body);
  return { email, password, token };
}

test('the owner adds, edits (a stale save keeps what was typed), makes default and removes a location', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const { email, password, token } = await onboardedStore(stamp);

  await fillPortalLogin(page, email, password);
  await expect(page).toHaveURL(/\/portal\/location$/, LOAD);
  const main = page.getByRole('row').filter({ hasText: 'Main shop' });
  await expect(main.getByText('Default', { exact: true })).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'locations list');

  // Add: the form's own checks first, then the save.
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page).toHaveURL(/\/portal\/location\/add$/);
  await page.getByLabel('Location name', { exact: true }).fill('Mall kiosk');
  await page.getByLabel('ZIP code', { exact: true }).fill('6');
  await page.getByRole('button', { name: 'Save location' }).click();
  await expect(page.getByText('Please enter a valid ZIP code.')).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(3);
  await expectAccessibleAtBothSizes(page, 'add location with errors');
  await page.getByLabel('Address', { exact: true }).fill('200 Mall Rd');
  await page.getByLabel('City', { exact: true }).fill('Springfield');
  await page.getByLabel('State', { exact: true }).fill('IL');
  await page.getByLabel('ZIP code', { exact: true }).fill('62704');
  await page.getByRole('button', { name: 'Save location' }).click();
  await expect(page).toHaveURL(/\/portal\/location$/);
  const kiosk = page.getByRole('row').filter({ hasText: 'Mall kiosk' });
  await expect(kiosk).toContainText('200 Mall Rd, Springfield, IL 62704');

  // Edit while someone else saves the same location: the stale save keeps what was typed.
  await kiosk.getByRole('link', { name: 'Edit Mall kiosk' }).click();
  await expect(
    page.getByRole('heading', { name: 'Edit location' }),
  ).toBeVisible(LOAD);
  await page.getByLabel('Address', { exact: true }).fill('204 Mall Rd');
  const [seen] = (await call<Location[]>('GET', '/locations', token)).filter(
    (l) => l.name === 'Mall kiosk',
  );
  const other = await call<Location>('GET', `/locations/${seen!.id}`, token);
  await call('PUT', `/locations/${other.id}`, token, {
    name: 'Mall kiosk',
    address_line1: '202 Mall Rd',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
    phone: null,
    version: other.version,
  });
  await page.getByRole('button', { name: 'Save location' }).click();
  await expect(
    page
      .getByText(/Someone else changed this location since you opened it/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/Now: Mall kiosk: 202 Mall Rd/)).toBeVisible();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(
    '204 Mall Rd',
  );
  await expectAccessibleAtBothSizes(page, 'stale location edit');
  await page.getByRole('button', { name: 'Save location' }).click();
  await expect(page).toHaveURL(/\/portal\/location$/);
  await expect(kiosk).toContainText('204 Mall Rd');

  // The plan allows two locations: a third is refused, with the way to add room, and nothing lost.
  await page.getByRole('button', { name: 'Add location' }).click();
  await page.getByLabel('Location name', { exact: true }).fill('Airport');
  await page.getByLabel('Address', { exact: true }).fill('1 Runway Rd');
  await page.getByLabel('City', { exact: true }).fill('Springfield');
  await page.getByLabel('State', { exact: true }).fill('IL');
  await page.getByLabel('ZIP code', { exact: true }).fill('62707');
  await page.getByRole('button', { name: 'Save location' }).click();
  await expect(
    page.getByText(
      /Your plan allows 2 locations and your store has reached it/,
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Add locations to your plan' }),
  ).toBeVisible();
  await expect(page.getByLabel('Location name', { exact: true })).toHaveValue(
    'Airport',
  );
  await expectAccessible(page, 'location refused by the plan');
  // Leaving the filled form asks first.
  await page.getByRole('link', { name: 'Cancel' }).click();
  const leave = page.getByRole('alertdialog');
  await expect(leave).toContainText('Leave this page?');
  await leave.getByRole('button', { name: /Leave/ }).click();
  await expect(page).toHaveURL(/\/portal\/location$/);

  // Make the kiosk the default; the old default can then be removed, after the spec's question.
  await kiosk.getByRole('button', { name: 'Make default: Mall kiosk' }).click();
  await expect(
    page.getByText('Mall kiosk is now your default location.'),
  ).toBeVisible();
  await expect(kiosk.getByText('Default', { exact: true })).toBeVisible();
  await expect(main.getByText('Default', { exact: true })).toHaveCount(0);
  await main.getByRole('button', { name: 'Remove Main shop' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete ?');
  await expectAccessible(page, 'remove location confirm');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Main shop was removed.')).toBeVisible();
  await expect(main).toHaveCount(0);
  const left = await call<{ name: string; is_default: boolean }[]>(
    'GET',
    '/locations',
    token,
  );
  expect(left.map((l) => [l.name, l.is_default])).toEqual([
    ['Mall kiosk', true],
  ]);
});
