import { expect, test } from '@playwright/test';
import { PASSWORD, VENDOR_OWNER, shellUrl } from '../support/env';
import { readOutbox } from './account-api';
import { expectAccessible, expectAccessibleAtBothSizes } from './a11y';
import { call } from './api';
import { loginAcmeOwner, nextSubscription } from './browser';

// The store portal's vendors page. The Acme owner sees Fixit among the linked vendors,
// invites a vendor by mail (the pending invitation is listed); Fixit's owner opens the mailed
// /store-invitation/{uid} link on the vendor host and sees Acme's name, but may not accept an
// invitation sent to another email; a new workshop signs up through the link with that email, which
// accepts it; the used link then says it does not work. The owner deactivates the new workshop's
// link after the confirm and reactivates it. Then the owner adds a commission rule to Fixit with the
// Save/Discard bar.
// The owner also adds an insurance plan (checkout's list offers it), makes it the selected plan
// after the confirm (the storefront's list answers it as selected) and deletes it after the
// confirm; a second open portal of the store shows each change live, without a reload.

const DESKTOP = { width: 1280, height: 900 };
const LOAD = { timeout: 30_000 };

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 240_000 });

/** The path of the newest store invitation mailed to `to` ('/store-invitation/{uid}'). */
async function invitationPath(to: string): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    for (const mail of await readOutbox(to)) {
      const match = /\/store-invitation\/[A-Za-z0-9_-]{43}/.exec(mail.text);
      if (match) return match[0];
    }
    if (Date.now() > until)
      throw new Error(`No store invitation was mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('the owner manages linked vendors and a vendor accepts a mailed invitation', async ({
  page,
  browser,
}) => {
  await page.goto(shellUrl('app', '/portal/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
  await loginAcmeOwner(page);
  await page.getByRole('menuitem', { name: /Vendors$/ }).click();
  await expect(page.getByRole('heading', { name: 'Vendors' })).toBeVisible(
    LOAD,
  );
  const fixit = page.getByRole('row', { name: /Fixit Workshop/ });
  await expect(fixit).toBeVisible(LOAD);
  await expect(fixit.getByText(VENDOR_OWNER)).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'vendor list');

  // Search on the server.
  await page.getByRole('searchbox', { name: 'Search vendors' }).fill('zzz');
  await page.getByRole('searchbox', { name: 'Search vendors' }).press('Enter');
  await expect(page).toHaveURL(/search=zzz/);
  await expect(
    page.getByText('Nothing matches this search and these filters.'),
  ).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(fixit).toBeVisible(LOAD);

  // Invite Fixit's owner by mail: a bad address is refused in the browser first.
  await page.getByRole('button', { name: 'Invite vendor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a vendor' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.locator('#email-error')).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'invite vendor dialog');
  const email = `vendor-${Date.now()}@fixit.test`;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible(
    LOAD,
  );
  await expect(
    page.getByRole('heading', { name: 'Pending invitations' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pending invitations' }).getByText(email),
  ).toBeVisible();

  // Fixit's owner opens the mailed link on the vendor host and logs in to answer: the invitation
  // was sent to another email, so accepting is refused and the link stays usable.
  const path = await invitationPath(email);
  const fixitContext = await browser.newContext({ viewport: DESKTOP });
  const fixitOwner = await fixitContext.newPage();
  await fixitOwner.goto(shellUrl('vendor', path));
  await fixitOwner.getByRole('link', { name: 'Log in to answer' }).click();
  // The invitation's own sign-up form has an Email field too: type once the login has replaced it.
  await expect(
    fixitOwner.getByRole('heading', {
      level: 1,
      name: 'Log in to your workshop',
    }),
  ).toBeVisible(LOAD);
  await fixitOwner.getByLabel('Email', { exact: true }).fill(VENDOR_OWNER);
  await fixitOwner.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await fixitOwner.getByRole('button', { name: 'Log in' }).click();
  await expect(
    fixitOwner.getByRole('heading', { name: /invites you$/ }),
  ).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(fixitOwner, 'store invitation');
  await fixitOwner.getByRole('button', { name: 'Accept' }).click();
  await expect(
    fixitOwner.getByText(`This invitation was sent to ${email}, not to`),
  ).toBeVisible(LOAD);
  await fixitContext.close();

  // A new workshop signs up through the link with the invited email, which accepts it.
  const vendorContext = await browser.newContext({ viewport: DESKTOP });
  const vendor = await vendorContext.newPage();
  await vendor.goto(shellUrl('vendor', path));
  await expect(
    vendor.getByRole('heading', { name: /invites you$/ }),
  ).toBeVisible(LOAD);
  await expect(vendor.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expectAccessibleAtBothSizes(vendor, 'store invitation sign-up');
  await vendor.getByLabel('Workshop name').fill('Invited Workshop');
  await vendor.getByLabel('First name').fill('Ivy');
  await vendor.getByLabel('Last name').fill('Invited');
  await vendor.getByLabel('Password', { exact: true }).fill('Inv1ted-shop');
  await vendor
    .getByRole('button', { name: 'Create account and accept' })
    .click();
  await expect(
    vendor.getByText('You are now linked to this store.'),
  ).toBeVisible(LOAD);
  await vendor.goto(shellUrl('vendor', path));
  await expect(
    vendor.getByRole('heading', { name: 'This link does not work' }),
  ).toBeVisible(LOAD);
  await vendorContext.close();

  // The store's pending list no longer holds it; the new workshop is linked.
  await page.reload();
  await expect(fixit).toBeVisible(LOAD);
  await expect(
    page.getByRole('row').filter({ hasText: 'Invited Workshop' }),
  ).toContainText(email);
  await expect(
    page.getByRole('region', { name: 'Pending invitations' }).getByText(email),
  ).toHaveCount(0);

  // Deactivate after the confirm, then reactivate: the new workshop's link, since other specs send
  // Fixit work through its link meanwhile (an inactive link hides Acme's work orders from Fixit).
  const invited = page.getByRole('row').filter({ hasText: email });
  await invited
    .getByRole('button', { name: 'Deactivate Invited Workshop' })
    .click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Deactivate Invited Workshop?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(invited.getByText('Inactive')).toBeVisible(LOAD);
  await invited
    .getByRole('button', { name: 'Reactivate Invited Workshop' })
    .click();
  await expect(invited.getByText('Active', { exact: true })).toBeVisible(LOAD);

  // Commission rules: the Save/Discard bar with the unsaved-change header.
  await page
    .getByRole('link', { name: 'Fixit Workshop: commission rules' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Commission rules: Fixit Workshop' }),
  ).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Add rule' }).click();
  const bar = page.getByRole('region', {
    name: 'Unsaved changes to the commission rules',
  });
  await expect(bar).toBeVisible();
  const ruleName = `Big orders ${Date.now() % 100000}`;
  await page.getByLabel('Rule name').last().fill(ruleName);
  await page
    .getByRole('textbox', { name: /Commission \(%\)/ })
    .last()
    .fill('12.5');
  await page.getByRole('button', { name: 'Add condition' }).last().click();
  await page.getByLabel('Compare to').last().fill('100');
  await expectAccessibleAtBothSizes(page, 'commission rules edit');
  await bar.getByRole('button', { name: 'SAVE' }).click();
  await expect(bar).toHaveCount(0, LOAD);
  await page.reload();
  await expect(page.getByLabel('Rule name').last()).toHaveValue(ruleName, LOAD);
});

test('the owner adds an insurance plan that checkout offers, selects it and deletes it after the confirms, live in another portal', async ({
  page,
  browser,
}) => {
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', '/portal/vendors'));
  const plans = page.getByRole('region', { name: 'Insurance plans' });
  await expect(plans.getByText(/No insurance plans yet\./)).toBeVisible(LOAD);
  // the same store open in a second portal, its push socket subscribed
  const other = await (
    await browser.newContext({ viewport: DESKTOP })
  ).newPage();
  const subscribed = nextSubscription(other);
  await loginAcmeOwner(other);
  await subscribed;
  await other.goto(shellUrl('app', '/portal/vendors'));
  const otherPlans = other.getByRole('region', { name: 'Insurance plans' });
  await expect(otherPlans.getByText(/No insurance plans yet\./)).toBeVisible(
    LOAD,
  );
  await plans.getByRole('button', { name: 'Add insurance plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an insurance plan' });
  await dialog.getByLabel('Name').fill('Bench cover');
  await dialog.getByLabel('Rate (%)').fill('150');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(
    dialog.getByText(
      'Please enter a rate between 0 and 100 with at most 2 decimals',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'insurance plan form with an error');
  await dialog.getByLabel('Rate (%)').fill('2.5');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Bench cover was added.')).toBeVisible(LOAD);
  const list = plans.getByRole('list', { name: 'Insurance plans' });
  await expect(list.getByText('2.50 % of the order')).toBeVisible();
  const offered = await call<{ name: string }[]>(
    'GET',
    '/insurances?store_id=1',
  );
  expect(offered.map((plan) => plan.name)).toContain('Bench cover');
  const otherList = otherPlans.getByRole('list', { name: 'Insurance plans' });
  await expect(otherList.getByText('Bench cover')).toBeVisible(LOAD);
  await expectAccessibleAtBothSizes(page, 'insurance plans');

  await list
    .getByRole('button', { name: 'Make Bench cover the selected plan' })
    .click();
  const select = page.getByRole('dialog', {
    name: 'Change the selected insurance plan',
  });
  await expect(
    select.getByText(
      'Make “Bench cover” the selected insurance plan your storefront offers?',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'select insurance plan confirm');
  await select.getByRole('button', { name: 'Make selected' }).click();
  await expect(
    page.getByText('Bench cover is now the selected plan.'),
  ).toBeVisible(LOAD);
  await expect(list.getByText('Selected', { exact: true })).toBeVisible();
  await expect(otherList.getByText('Selected', { exact: true })).toBeVisible(
    LOAD,
  );
  const storefront = await call<{ name: string; is_selected: boolean }[]>(
    'GET',
    '/insurances?store_id=1',
  );
  expect(storefront[0]).toMatchObject({
    name: 'Bench cover',
    is_selected: true,
  });

  await list.getByRole('button', { name: 'Delete Bench cover' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Delete the insurance plan',
  });
  await expect(
    confirm.getByText('Are you sure you want to delete ?'),
  ).toBeVisible();
  await expect(confirm.getByText(/It is the selected plan/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Bench cover was deleted.')).toBeVisible(LOAD);
  await expect(plans.getByText(/No insurance plans yet\./)).toBeVisible();
  await expect(otherPlans.getByText(/No insurance plans yet\./)).toBeVisible(
    LOAD,
  );
  await other.context().close();
});
