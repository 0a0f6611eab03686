import { expect, test } from '@playwright/test';
import { ACME_OWNER, PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { readOutbox } from './account-api';
import { call, loginToken } from './api';

// A fast typist sent from a store invitation's "Log in to answer" to the vendor login: what they
// type into the form as soon as it shows is never lost to a late load of the page (a remount of
// the form, or focus taken away from the field).

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 120_000 });

/** A new invitation of Acme's, mailed to a fresh address: its '/store-invitation/{uid}' path. */
async function newInvitationPath(): Promise<string> {
  const email = `typist-${Date.now()}@example.test`;
  const token = await loginToken('portal', ACME_OWNER);
  await call('POST', '/portal/vendor-invitations', token, { email });
  const until = Date.now() + 10_000;
  for (;;) {
    for (const mail of await readOutbox(email)) {
      const match = /\/store-invitation\/[A-Za-z0-9_-]{43}/.exec(mail.text);
      if (match) return match[0];
    }
    if (Date.now() > until) throw new Error(`No invitation mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('the email typed at once into the vendor login stays while the page finishes loading', async ({
  page,
}) => {
  const path = await newInvitationPath();
  await page.goto(shellUrl('vendor', path));
  await page.getByRole('link', { name: 'Log in to answer' }).click(LOAD);

  // Typed key by key the moment the login shows, as a person types (the invitation page has an
  // Email field of its own until the login replaces it).
  await expect(
    page.getByRole('heading', { level: 1, name: 'Log in to your workshop' }),
  ).toBeVisible(LOAD);
  const email = page.getByLabel('Email', { exact: true });
  await email.pressSequentially(VENDOR_OWNER);
  await email.evaluate((field) => field.setAttribute('data-typed', 'yes'));
  // The page's late loads have all arrived: its code and declarations, and the title the shell
  // sets once it has found the page's heading (when it would move focus, if it ever did).
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle(/^Log in to your workshop/);
  await expect(email).toHaveValue(VENDOR_OWNER);
  await expect(email).toHaveAttribute('data-typed', 'yes');
  await expect(email).toBeFocused();

  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /invites you$/ })).toBeVisible(
    LOAD,
  );
});
