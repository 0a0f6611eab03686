import { expect, test } from '@playwright/test';
import { API_ORIGIN, shellUrl } from '../support/env';
import { signupPath } from './account-api';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { loginAcmeOwner } from './browser';

// The Acme owner invites a staff member, gives them sales orders at Acme Downtown only,
// the person signs up through the mailed link and sees only that: no owner menu, owner pages
// refused by the page and by the api.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };
const STAFF_PASSWORD = 'Welcome123';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

async function apiAs(token: string, path: string): Promise<number> {
  const res = await fetch(`${API_ORIGIN}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

test('the owner invites a staff member who signs up and sees only their location and module', async ({
  page,
  browser,
}) => {
  const email = `staff-${Date.now()}@acme.test`;

  // The owner: the team list, the invitation.
  await loginAcmeOwner(page);
  await page.getByRole('menuitem', { name: /Users$/ }).click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Invite staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('Email').fill(email);
  await expectAccessible(page, 'invite dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'staff list');

  // Their permissions: sales orders at Acme Downtown, nothing else.
  await page.getByRole('searchbox', { name: 'Search staff' }).fill(email);
  // Click once the search has refiltered the list (the URL holds it), not a row being replaced.
  await expect(page).toHaveURL(/search=staff-/);
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { name: email })).toBeVisible(LOAD);
  await page.getByLabel('Permissions for').selectOption({
    label: 'Acme Downtown',
  });
  await page
    .getByRole('combobox', { name: 'Sales orders, Acme Downtown' })
    .selectOption({ label: 'View, create and edit' });
  await expectAccessibleAtBothSizes(page, 'staff member with unsaved changes');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText(/Permissions saved/)).toBeVisible();
  await expect(page.getByText('Locations: Acme Downtown')).toBeVisible();

  // The invited person, in a browser of their own.
  const path = await signupPath(email);
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await staff.goto(shellUrl('app', path));
  await expect(
    staff.getByRole('heading', { name: 'Join Acme Jewelers' }),
  ).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(staff, 'staff sign-up');
  await staff.getByLabel('First name').fill('Nina');
  await staff.getByLabel('Last name').fill('North');
  await staff.getByLabel('Phone').fill('555 123 4567');
  await staff.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await staff.getByLabel('Confirm password').fill(STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Create my account' }).click();
  await expect(staff).toHaveURL(/\/portal\/location$/, LOAD);

  // Only their location, no owner menu.
  await expect(staff.getByRole('row', { name: /Acme Downtown/ })).toBeVisible(
    LOAD,
  );
  await expect(staff.getByRole('row', { name: /Acme Uptown/ })).toHaveCount(0);
  await expect(
    staff.getByRole('menu', { name: 'Main navigation' }),
  ).toHaveCount(0);
  await expect(staff.getByRole('menuitem', { name: /Users$/ })).toHaveCount(0);

  // An owner page by its URL: refused by the page, and by the api.
  await staff.goto(shellUrl('app', '/portal/users'));
  await expect(
    staff.getByRole('heading', { name: 'You cannot open this page' }),
  ).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(staff, 'owner page refused to staff');
  const token = await staff.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!) ?? '';
      const match = /"access":"([^"]+)"/.exec(value);
      if (match) return match[1]!;
    }
    return '';
  });
  expect(token).not.toBe('');
  expect(await apiAs(token, '/stores/1/staff')).toBe(403);
  expect(await apiAs(token, '/sales-orders')).toBe(200);
  expect(await apiAs(token, '/work-orders')).toBe(403);

  // Their own profile, from the profile menu.
  await staff
    .getByRole('banner')
    .locator('button[aria-haspopup="menu"]')
    .click();
  await staff.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(staff).toHaveURL(/\/portal\/store-staff-profile$/);
  await expect(
    staff.getByRole('heading', { name: 'Your profile' }),
  ).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(staff, 'staff profile');

  // The link works once.
  await staff.goto(shellUrl('app', path));
  await expect(
    staff.getByText(
      'This invitation has already been used. Log in with your email and password.',
    ),
  ).toBeVisible(LOAD);
  await expectAccessible(staff, 'used invitation link');
  await staffContext.close();
});
