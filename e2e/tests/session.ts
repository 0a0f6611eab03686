import { expect, type Page } from '@playwright/test';
import { PASSWORD, shellUrl } from '../support/env';
import { call } from './api';

// Signing in without the login form, for the tests whose subject is what comes after it (the login
// forms keep their own tests). It asks the api for a session as the form does, stores it where the
// shell keeps it (shared/src/session: localStorage 'platform.session.v1', shaped by sessionFromLogin;
// e2e cannot import `shared`, so the mapping is written out here), then opens the page. It saves
// loading the login page's shell and remote once per test.

const SESSION_KEY = 'platform.session.v1';
const LOAD = { timeout: 30_000 };

interface LoginAnswer {
  access: string;
  refresh: string;
  role?: unknown;
  user?: { role?: unknown; vendor?: unknown } & Record<string, unknown>;
  store?: unknown;
  customer?: unknown;
  access_modules?: number[];
  registration_steps?: unknown;
  on_boarding_steps?: string[];
}

/** The session the shell stores after this login answer (sessionFromLogin of shared/session). */
function sessionOf(answer: LoginAnswer) {
  const { role: userRole, ...user } = answer.user ?? {};
  return {
    access: answer.access,
    refresh: answer.refresh,
    role: answer.role ?? userRole ?? null,
    user: { ...user, vendor: user.vendor ?? null },
    store: answer.store ?? null,
    customer: answer.customer ?? null,
    storeSettings: null,
    cartIds: [],
    checkoutAsGuest: false,
    accessModules: answer.access_modules ?? [],
    registrationSteps: answer.registration_steps ?? null,
    onBoardingSteps: answer.on_boarding_steps ?? [],
    impersonation: null,
  };
}

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
