import { expect, test } from '@playwright/test';
import { ACME_OWNER, shellUrl } from '../support/env';
import { call, loginToken } from './api';
import { expectAccessible } from './a11y';
import { loginAcmeOwner } from './browser';

// A save that gets no answer (the network cut under the page) says so in words in the save bar,
// keeps what was typed, and its Retry sends the save again once the network is back. A customer of
// this test's own (a unique email).

const LOAD = { timeout: 30_000 };
const OFFLINE =
  'You appear to be offline, or the server did not answer. Please try again.';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 180_000 });

test('a customer edit saved with the network cut shows the worded error with Retry, keeps the input, and Retry saves it', async ({
  page,
}) => {
  const stamp = Date.now();
  const token = await loginToken('portal', ACME_OWNER);
  const customer = await call<{ id: number }>(
    'POST',
    '/portal/customers',
    token,
    {
      first_name: 'Rita',
      last_name: 'Retry',
      email: `rita-${stamp}@example.test`,
      phone: null,
    },
  );
  await page.goto(shellUrl('app', '/portal/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', `/portal/customer/${customer.id}`));
  await expect(
    page.getByRole('heading', { name: 'Rita Retry', level: 1 }),
  ).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Last name').fill('Rivers');

  // The network goes: every request to this customer fails with no answer.
  const target = `**/portal/customers/${customer.id}`;
  await page.route(target, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  const bar = page.getByRole('region', { name: /Unsaved changes/ });
  await expect(bar.getByRole('alert')).toHaveText(OFFLINE);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  const retry = bar.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeFocused();
  await expect(page.getByLabel('Last name')).toHaveValue('Rivers');
  await expectAccessible(page, 'customer edit after a save with no answer');

  // The network is back: Retry sends what was typed.
  await page.unroute(target);
  await retry.click();
  await expect(
    page.getByRole('heading', { name: 'Rita Rivers', level: 1 }),
  ).toBeVisible(LOAD);
  // the form closed: focus is back on Edit, beside the saved details
  await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();
  const saved = await call<{ last_name: string }>(
    'GET',
    `/portal/customers/${customer.id}`,
    token,
  );
  expect(saved.last_name).toBe('Rivers');
});
