import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { signupPath } from './account-api';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';

// My Team: Fixit's owner invites a staff member from /portal/user/add, the person signs
// up through the mailed link on the vendor host and lands in the portal without the owner's pages
// (refused by the page and by the api); the owner deactivates them and their next request is
// refused; the link works once.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };
const STAFF_PASSWORD = 'Welcome123';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

const accessToken = (page: Page) =>
  page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!) ?? '';
      const match = /"access":"([^"]+)"/.exec(value);
      if (match) return match[1]!;
    }
    return '';
  });

async function apiAs(token: string, path: string): Promise<number> {
  const res = await fetch(`${API_ORIGIN}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return res.status;
}

test('the vendor owner invites a staff member, who signs up and cannot open the owner’s pages', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `team-${stamp}@fixit.test`;

  // The owner: My Team, the invitation form.
  await page.goto(shellUrl('vendor', '/login'));
  // The first page of a cold platform on a busy machine takes longer than an action's timeout.
  await expect(
    page.getByRole('heading', { name: 'Log in to your workshop' }),
  ).toBeVisible(LOAD);
  await page.getByRole('textbox', { name: /Email/ }).fill(VENDOR_OWNER);
  await page.getByRole('textbox', { name: /Password/ }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('menuitem', { name: /My Team$/ }).click(LOAD);
  await expect(page.getByRole('heading', { name: 'My Team' })).toBeVisible(
    LOAD,
  );
  await expect(page.getByRole('row', { name: /Felix Fixit/ })).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'team list');
  await page.getByRole('link', { name: 'Invite a team member' }).click();
  await expect(
    page.getByRole('heading', { name: 'Invite a team member' }),
  ).toBeVisible(LOAD);
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('North');
  await page.getByLabel('Email').fill(email);
  await expectAccessibleAtBothSizes(page, 'invite form');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible(
    LOAD,
  );
  await page.getByLabel('Search the team').fill(email);
  await page.getByLabel('Search the team').press('Enter');
  await expect(page).toHaveURL(/search=team-/);
  const row = page.getByRole('row', { name: /Nina North/ });
  await expect(row.getByText(/^Invited/)).toBeVisible(LOAD);

  // The invited person, in a browser of their own.
  const path = await signupPath(email);
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await staff.goto(shellUrl('vendor', path));
  await expect(
    staff.getByRole('heading', { name: 'Join Fixit Workshop' }),
  ).toBeVisible(LOAD);
  await expect(staff.getByLabel('First name')).toHaveValue('Nina');
  await expectAccessibleAtBothSizes(staff, 'vendor staff sign-up');
  await staff.getByLabel(/^\W*Password$/).fill(STAFF_PASSWORD);
  await staff.getByLabel('Confirm password').fill(STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Create my account' }).click();
  await expect(staff).toHaveURL(/\/portal\/dashboard$/, LOAD);
  await expect(staff.getByRole('menuitem', { name: /My Team$/ })).toHaveCount(
    0,
  );

  // An owner page by its URL: refused by the page, and by the api.
  await staff.goto(shellUrl('vendor', '/portal/users'));
  await expect(
    staff.getByRole('heading', { name: 'You cannot open this page' }),
  ).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(staff, 'team page refused to staff');
  const token = await accessToken(staff);
  expect(token).not.toBe('');
  expect(await apiAs(token, '/vendor/users')).toBe(403);
  expect(await apiAs(token, '/vendor/work-orders')).toBe(200);

  // The owner deactivates them (asked first): their next request is refused.
  await page.reload();
  const active = page.getByRole('row', { name: /Nina North/ });
  await expect(active.getByText('Active')).toBeVisible(LOAD);
  await active.getByRole('button', { name: 'Deactivate Nina North' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Deactivate Nina North?');
  await expectAccessible(page, 'deactivate confirm');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Nina North is deactivated.')).toBeVisible();
  await expect(active.getByText('Deactivated')).toBeVisible(LOAD);
  expect(await apiAs(token, '/vendor/work-orders')).toBe(401);

  // The link works once.
  await staff.goto(shellUrl('vendor', path));
  await expect(
    staff.getByText(
      'This invitation has already been used. Log in with your email and password.',
    ),
  ).toBeVisible(LOAD);
  await expectAccessible(staff, 'used invitation link');
  await staffContext.close();
});
