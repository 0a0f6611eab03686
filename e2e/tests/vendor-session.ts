import { expect, type Page } from '@playwright/test';
import { PASSWORD, shellUrl } from '../support/env';

// A Fixit user's session in the browser, for the vendor host's specs (issues 12, 13).

/** Fixit's staff member (the owner is VENDOR_OWNER in support/env). */
export const VENDOR_STAFF = 'staff@fixit.test';
const LOAD = { timeout: 30_000 };

/** Logs a Fixit user in on the vendor host and waits for the portal. */
export async function logInVendor(page: Page, email: string): Promise<void> {
  await page.goto(shellUrl('vendor', '/login'));
  // The first page of a cold platform on a busy machine takes longer than an action's timeout.
  await expect(
    page.getByRole('heading', { name: 'Log in to your workshop' }),
  ).toBeVisible(LOAD);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('textbox', { name: /Password/ }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/portal\//, LOAD);
}

/** The signed-in user's access token, as the page keeps it (to call the api as them). */
export const accessToken = (page: Page): Promise<string> =>
  page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!) ?? '';
      const match = /"access":"([^"]+)"/.exec(value);
      if (match) return match[1]!;
    }
    return '';
  });
