import { expect, test } from '@playwright/test';
import { ACME_OWNER, shellUrl } from '../support/env';
import {
  controlRemote,
  getLocations,
  getStoreSettings,
  loginToken,
} from './api';
import { bell, loginAcmeOwner } from './browser';
import { expectAccessible } from './a11y';

// Runs as its own project after every other browser test (see playwright.config.ts): it stops
// remote servers that the other tests need, and restores each one in a `finally`.

test('with the notifications remote down the portal works and the bell slot recovers on Retry', async ({
  page,
}) => {
  const token = await loginToken('portal', ACME_OWNER);
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const [first] = await getLocations(token, storeId);
  await controlRemote('notifications', 'stop');
  try {
    await loginAcmeOwner(page);
    await expect(
      page.getByRole('row').filter({ hasText: first!.name }),
    ).toBeVisible();
    const retry = page.getByRole('button', { name: /retry/i });
    await expect(retry).toBeVisible({ timeout: 30_000 });
    await expect(bell(page)).toHaveCount(0);
    await expectAccessible(page, 'portal with the bell slot down');

    await controlRemote('notifications', 'start');
    await retry.click();
    await expect(bell(page)).toBeVisible({ timeout: 20_000 });
    await expect(retry).toHaveCount(0);
  } finally {
    await controlRemote('notifications', 'start');
  }
});

test('with the store portal remote down the storefront works and the portal recovers on Retry', async ({
  page,
}) => {
  await controlRemote('storePortal', 'stop');
  try {
    await page.goto(shellUrl('acme'));
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

    await page.goto(shellUrl('app', '/portal/login'));
    const retry = page.getByRole('button', { name: /retry/i });
    await expect(retry).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'portal remote down');

    await controlRemote('storePortal', 'start');
    await retry.click();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
  } finally {
    await controlRemote('storePortal', 'start');
  }
});
