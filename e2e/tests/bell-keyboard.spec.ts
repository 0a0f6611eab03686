import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import { getStoreSettings } from './api';
import { bell, loginAcmeOwner, recordLine } from './browser';
import {
  placeGuestOrder,
  plainService,
  requestGuestEstimate,
} from './notifications-api';
import { expectAccessible } from './a11y';

// The bell is a disclosure the keyboard can use, and the portal fits a phone.

const notificationsPanel = (page: Page) =>
  page.getByRole('dialog', { name: 'Notifications' });

/** The page scrolls only vertically: nothing is wider than the viewport. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('the Acme owner uses the bell by keyboard: focus moves in, arrows switch tabs, Escape gives focus back', async ({
  page,
}) => {
  await loginAcmeOwner(page);
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(notificationsPanel(page)).toBeHidden();

  // Tab from the header's language control, the control just before the bell.
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Language' })
    .focus();
  await page.keyboard.press('Tab');
  await expect(bell(page)).toBeFocused();
  await page.keyboard.press('Enter');

  const panel = notificationsPanel(page);
  await expect(panel).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(bell(page)).toHaveAttribute(
    'aria-controls',
    (await panel.getAttribute('id'))!,
  );
  const general = panel.getByRole('tab', { name: /General/ });
  const watching = panel.getByRole('tab', { name: /Watching/ });
  await expect(general).toBeFocused();
  await expect(general).toHaveAttribute('aria-selected', 'true');
  await expect(
    panel.getByRole('list', { name: 'General notifications' }),
  ).toBeVisible();
  // The panel itself: the page it covers for a moment has its own checks.
  const panelOnly = {
    include: [`[id="${(await panel.getAttribute('id'))!}"]`],
  };
  await expectAccessible(page, 'bell open, General', panelOnly);

  await page.keyboard.press('ArrowRight');
  await expect(watching).toBeFocused();
  await expect(watching).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel')).toBeVisible();
  await expectAccessible(page, 'bell open, Watching', panelOnly);
  await expect(
    panel.getByRole('list', { name: 'General notifications' }),
  ).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(general).toBeFocused();
  await expect(
    panel.getByRole('list', { name: 'General notifications' }),
  ).toBeVisible();

  // Tab goes on into the list: its first item is a link, still inside the panel.
  await page.keyboard.press('Tab');
  await expect(
    panel
      .getByRole('list', { name: 'General notifications' })
      .getByRole('link')
      .first(),
  ).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
});

test('at 390 px the portal pages and their tables do not scroll sideways', async ({
  page,
}) => {
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const service = await plainService(storeId);
  const [order, estimate] = await Promise.all([
    placeGuestOrder(storeId, service.id),
    requestGuestEstimate(storeId, service.id),
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  await loginAcmeOwner(page);
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await expect(page.getByRole('row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'portal locations at 390 px');

  // The hamburger says what it controls; the open bell fits the phone too.
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await bell(page).click();
  await expect(notificationsPanel(page)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'bell open at 390 px');
  await page.keyboard.press('Escape');

  for (const path of [
    `/portal/sales-order/${order.id}`,
    `/portal/estimate/${estimate.id}`,
  ]) {
    await page.goto(shellUrl('app', path));
    await expect(recordLine(page, service.name)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `${path} at 390 px`);
  }
});
