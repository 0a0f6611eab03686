import type { Page } from '@playwright/test';
import { signIn } from './session';

// A Fixit user's session in the browser, for the vendor host's specs.

/** Fixit's staff member (the owner is VENDOR_OWNER in support/env). */
export const VENDOR_STAFF = 'staff@fixit.test';

/**
 * Signs a Fixit user in on the vendor host (without the form: ./session.ts; the vendor login form
 * has its own tests) and opens the portal's landing page.
 */
export const logInVendor = (page: Page, email: string): Promise<void> =>
  signIn(page, 'vendor', email, '/portal/dashboard', /\/portal\//);

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
