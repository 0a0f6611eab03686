import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, shellUrl } from '../support/env';
import { expectAccessibleAtBothSizes } from './a11y';
import { call } from './api';
import { loginAcmeOwner } from './browser';
import { quotedEstimate } from './estimates-api';

// A quote left unanswered past its valid-until day (ADR 0026): the expiry sweep moves it to
// 'expired'. Jane finds it expired in My Account and by the mail's link, with nothing to approve,
// and the store's page says Expired. The day is made to pass through the api's development route,
// which runs the real sweep once (a quote cannot be sent with a day already past).

const JANE = 'jane@example.test';
const LOAD = { timeout: 30_000 };

/** The value beside a term on the store's estimate page ('Status'). */
const fieldOf = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A day a week from now, as YYYY-MM-DD: the quote is valid when sent. */
const nextWeek = () =>
  new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** Jane's estimate, priced and sent by the Acme owner, then past its day; its number and link. */
async function expiredEstimate() {
  const { estimate, link } = await quotedEstimate(JANE, 'The strap is torn.', {
    unit_price: '35',
    message: 'A new strap.',
    valid_until: nextWeek(),
    not_to_exceed: null,
  });
  const lapsed = await call<{ status: string }>(
    'POST',
    `/dev/estimates/${estimate.id}/lapse`,
    undefined,
    {},
  );
  expect(lapsed.status).toBe('expired');
  return { id: estimate.id, number: estimate.estimate_no, link };
}

/**
 * The customer's estimate page says Expired and offers no answer (its title is the page's heading by
 * the link, a level-2 heading under My Account's).
 */
async function expectExpiredForCustomer(
  page: Page,
  number: string,
  level: 1 | 2,
) {
  await expect(
    page.getByRole('heading', { level, name: `Estimate ${number}` }),
  ).toBeVisible(LOAD);
  await expect(page.locator('.sf-quote__status')).toHaveText(
    'Status: Expired',
    LOAD,
  );
  await expect(page.getByRole('table')).toContainText('$35.00');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await expect(page.getByLabel('A note for the store (optional)')).toHaveCount(
    0,
  );
}

test('a quote past its day is expired for the customer, by her link and for the store', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { id, number, link } = await expiredEstimate();
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  });
  try {
    // My Account: the list says Expired, and its page has nothing to approve.
    const account = await context.newPage();
    await account.goto(shellUrl('acme', '/login'));
    const login = account.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Email').fill(JANE);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(account).toHaveURL(/\/myaccount\/orders$/, LOAD);
    await account.getByRole('link', { name: 'Estimates' }).click();
    const item = account
      .getByRole('list', { name: 'Estimates' })
      .getByRole('listitem')
      .filter({ hasText: number });
    await expect(item).toContainText('Expired', LOAD);
    await expect(item).not.toContainText('Waiting for your answer');
    await expectAccessibleAtBothSizes(
      account,
      'My Account estimates with an expired one',
    );
    await item.getByRole('link').click();
    await expectExpiredForCustomer(account, number, 2);
    await expectAccessibleAtBothSizes(account, 'My Account expired estimate');

    // The mail's unguessable link, not signed in: the same.
    const stranger = await browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    try {
      const byLink = await stranger.newPage();
      await byLink.goto(shellUrl('acme', link));
      await expectExpiredForCustomer(byLink, number, 1);
      await expectAccessibleAtBothSizes(byLink, 'expired estimate by link');
    } finally {
      await stranger.close();
    }

    // The store's estimate page says Expired.
    const store = await context.newPage();
    await loginAcmeOwner(store);
    await store.goto(shellUrl('app', `/portal/estimate/${id}`));
    await expect(
      store.getByRole('heading', { level: 1, name: `Estimate #${number}` }),
    ).toBeVisible(LOAD);
    await expect(fieldOf(store, 'Status')).toHaveText('Expired', LOAD);
  } finally {
    await context.close();
  }
});
