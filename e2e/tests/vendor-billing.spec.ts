import { expect, test, type Page } from '@playwright/test';
import { API_ORIGIN, PASSWORD, shellUrl } from '../support/env';
import { readOutbox } from './account-api';
import { call } from './api';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { logInVendor, VENDOR_STAFF, accessToken } from './vendor-session';

// The vendor owner's billing (/portal/setting/billing), plan (/portal/setting/plan) and
// payment (/portal/setting/payment) pages, and the plan's seats on My Team. A workshop of this
// test's own, set up through the api on the Bench plan (1 user: its owner; its plan payment is the
// first invoice): the owner sees the plan and the invoice and downloads it, cannot invite (every
// seat taken), upgrades after the question (by keyboard), invites, cannot downgrade below the team
// (the numbers named), replaces the card (a declined one refused, the form kept). Fixit's billing,
// which other tests read, is never touched; Fixit's staff member is refused.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };
const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2040,
  cvc: '123',
  name: 'Bea Bench',
};

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

/** The sign-up token mailed to `to`, waiting for the mail. */
async function signupToken(to: string): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    for (const mail of await readOutbox(to)) {
      const match = /\/create-account\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
      if (match) return match[1]!;
    }
    if (Date.now() > until) throw new Error(`No sign-up link mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A workshop of its own, set up on the Bench plan: its owner's email (password PASSWORD). */
async function benchWorkshop(stamp: string): Promise<string> {
  const email = `bench-${stamp}@benches.test`;
  await call('POST', '/vendor-signup', undefined, {
    vendor_name: `Bench ${stamp}`,
    first_name: 'Bea',
    last_name: 'Bench',
    email,
    password: PASSWORD,
  });
  const { access: token } = await call<{ access: string }>(
    'POST',
    '/vendor-signup/confirm',
    undefined,
    { token: await signupToken(email) },
  );
  const steps: [string, string, object][] = [
    ['PUT', '/vendor/onboarding/plan', { plan_id: 1 }],
    ['POST', '/vendor/onboarding/subscription', { card: CARD }],
    [
      'PUT',
      '/vendor/onboarding/address',
      {
        name: `Bench ${stamp}`,
        address_line1: '1 Bench Lane',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
      },
    ],
    [
      'PUT',
      '/vendor/onboarding/bank',
      {
        account_holder: 'Bea Bench',
        kind: 'us',
        routing_number: '110000000',
        account_number: '000123456789',
      },
    ],
  ];
  for (const [method, path, body] of steps)
    await call(method, path, token, body);
  return email;
}

/** Picks a plan on /portal/setting/plan and answers the question. */
async function choosePlan(page: Page, name: string, question: string) {
  await page.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
  await page.getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: `Change to ${name}` }).click();
}

test('the owner sees the plan and invoices, is held to the seats, changes plan and card', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const email = await benchWorkshop(stamp);
  await logInVendor(page, email);

  // Billing, from the settings hub.
  await page.goto(shellUrl('vendor', '/portal/settings'));
  await page.getByRole('link', { name: 'Billing', exact: true }).click(LOAD);
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible(
    LOAD,
  );
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText('Bench');
  await expect(plan).toContainText('$19.00 a month');
  await expect(plan).toContainText('Up to 1 user; 1 of 1 seat used');
  await expect(page.getByRole('region', { name: 'Next bill' })).toContainText(
    'Paid with the card ending 4242.',
  );
  const first = page.getByRole('row').filter({
    hasText: 'Bench plan, first month',
  });
  await expect(first).toContainText('$19.00');
  await expect(first).toContainText('Paid');
  await expectAccessibleAtBothSizes(page, 'vendor billing');
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: /Download PLN-\d+ as PDF/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^PLN-\d{6}\.pdf$/);

  // Every seat is taken: My Team says so, and the invitation is refused.
  await page.goto(shellUrl('vendor', '/portal/user/add'));
  await expect(page.getByRole('region', { name: 'Seats' })).toContainText(
    '1 of 1 seat used on the Bench plan.',
    LOAD,
  );
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('North');
  await page.getByLabel('Email').fill(`nina-${stamp}@benches.test`);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText(
      'All seats of your Bench plan are taken (1 of 1: active people and open invitations). Change your plan to add more people.',
    ),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'invitation refused for seats');

  // Up a plan, by keyboard, after the question.
  await page
    .getByRole('region', { name: 'Seats' })
    .getByRole('link', { name: 'Change plan' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible(
    LOAD,
  );
  await expectAccessibleAtBothSizes(page, 'vendor plan');
  await page.getByRole('radio', { name: /^Workshop/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /^Workshop/ })).toBeChecked();
  await page.getByRole('button', { name: 'Change plan' }).focus();
  await page.keyboard.press('Enter');
  const upgrade = page.getByRole('dialog', {
    name: 'Upgrade to the Workshop plan?',
  });
  await expect(upgrade).toBeVisible();
  await expectAccessible(page, 'plan change question');
  await upgrade.getByRole('button', { name: 'Change to Workshop' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Your workshop is now on the Workshop plan.'),
  ).toBeVisible();
  await expect(page.getByText(/1 of 5 seats used/)).toBeVisible();

  // Now the invitation goes; My Team counts it.
  await page.goto(shellUrl('vendor', '/portal/user/add'));
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('North');
  await page.getByLabel('Email').fill(`nina-${stamp}@benches.test`);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText(`Invitation sent to nina-${stamp}@benches.test.`),
  ).toBeVisible(LOAD);
  await expect(page.getByRole('region', { name: 'Seats' })).toContainText(
    '2 of 5 seats used on the Workshop plan.',
  );

  // Down below the team: refused, with the numbers.
  await page.goto(shellUrl('vendor', '/portal/setting/plan'));
  await choosePlan(page, 'Bench', 'Downgrade to the Bench plan?');
  await expect(
    page.getByText(
      'Your team has 2 people (active or invited) and the Bench plan includes 1 user. Deactivate team members or withdraw invitations first, or choose a larger plan.',
    ),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'downgrade refused');

  // The change's invoice, due on the next bill.
  await page.goto(shellUrl('vendor', '/portal/setting/billing'));
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: 'Workshop plan, changed from Bench' }),
  ).toContainText('Due', LOAD);

  // The card: a declined one is refused on its field, the form kept; a good one replaces it.
  await page.goto(shellUrl('vendor', '/portal/setting/payment'));
  await expect(
    page.getByText('The plan is paid with the card ending 4242.'),
  ).toBeVisible(LOAD);
  await expect(
    page.getByText("Payouts go to Bea Bench's US bank account ending 6789."),
  ).toBeVisible();
  await page.getByLabel('Name on card').fill('Bea Bench');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card was declined.').first()).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue(
    '4000 0000 0000 0002',
  );
  await expectAccessibleAtBothSizes(page, 'payment with a declined card');
  await page.getByLabel('Card number').fill('5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(
    page.getByText('Your MASTERCARD card ending 4444 now pays for the plan.'),
  ).toBeVisible();
  await expect(
    page.getByText('The plan is paid with the MASTERCARD card ending 4444.'),
  ).toBeVisible();

  // Fixit's staff member: the page says it is the owner's; the api answers 403.
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await logInVendor(staff, VENDOR_STAFF);
  await staff.goto(shellUrl('vendor', '/portal/setting/billing'));
  await expect(
    staff.getByRole('heading', { name: 'You cannot open this page' }),
  ).toBeVisible(LOAD);
  await expectAccessible(staff, 'billing refused to staff');
  const token = await accessToken(staff);
  for (const path of [
    '/vendor/billing',
    '/vendor/billing/invoices',
    '/vendor/users/seats',
  ]) {
    const res = await fetch(`${API_ORIGIN}/api/v1${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect([path, res.status]).toEqual([path, 403]);
  }
  await staffContext.close();
});
