import { expect, type Page } from '@playwright/test';
import { PASSWORD, shellUrl } from '../support/env';
import {
  SESSION_KEY,
  sessionOf,
  type LoginAnswer,
} from '../support/session.cjs';
import { call } from './api';

// Signing in without the login form, for the tests whose subject is what comes after it (the login
// forms keep their own tests). It asks the api for a session as the form does, stores it where the
// shell keeps it (support/session.cjs), then opens the page. It saves
// loading the login page's shell and remote once per test.

const LOAD = { timeout: 30_000 };

/**
 * Signs `email` in on `host` ('app' for the store portal, 'vendor' for the vendor portal) and opens
 * `path` there, waiting until the address matches `expected` (a page that needs the session).
 */
export async function signIn(
  page: Page,
  host: 'app' | 'vendor',
  email: string,
  path: string,
  expected: RegExp,
): Promise<void> {
  const kind = host === 'app' ? 'portal' : 'vendor';
  const answer = await call<LoginAnswer>(
    'POST',
    `/auth/${kind}/login`,
    undefined,
    { email, password: PASSWORD },
  );
  // The host's localStorage is reachable from any page of its origin: an empty page served by the
  // test itself, so nothing loads and no policy of a real page applies.
  const blank = shellUrl(host, '/__e2e-session');
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }),
  );
  await page.goto(blank);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(sessionOf(answer)),
  ] as const);
  await page.unroute(blank);
  await page.goto(shellUrl(host, path));
  await expect(page).toHaveURL(expected, LOAD);
}
