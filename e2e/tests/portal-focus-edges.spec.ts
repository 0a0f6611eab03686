import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import { getPortalServices, getStoreSettings } from './api';
import { loginAcmeOwner } from './browser';
import { placeAcmeGuestOrder } from './store-orders-api';

// The portal frame's keyboard and phone edges: the skip link lands in the one main landmark,
// a sortable header shows a focus ring (not only a colour), on a phone no Tab stop of a list is
// invisible and no field is under 16 px (iPhone Safari would zoom in on it); a select's Clear
// button shows when focused. A status move made by keyboard leaves focus on the new status, said
// politely, and a move's dialog closed with Escape gives focus back to its button.

const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

async function openCustomers(page: Page) {
  await page.goto(shellUrl('app', '/portal/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', '/portal/customers'));
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible(
    LOAD,
  );
  await expect(page.getByRole('row', { name: /Jane Doe/ })).toBeVisible(LOAD);
}

test('the skip link lands in the one main landmark, and a sortable header shows a focus ring', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCustomers(page);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveAttribute('id', 'main-content');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('link', { name: 'Skip to main content' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const header = page.locator('th.ant-table-column-has-sorters').first();
  await header.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(header).toBeFocused();
  const outline = await header.evaluate((th) => {
    const style = getComputedStyle(th);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBe('2px');
});

test('on a phone every Tab stop of a list is seen, and no field is under 16 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCustomers(page);
  const sizes = await page
    .locator('main input:visible, main textarea:visible, main select:visible')
    .evaluateAll((fields) =>
      fields.map((field) => parseFloat(getComputedStyle(field).fontSize)),
    );
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(16);

  // From the search field to the first row's link: every stop on the way has a size on screen.
  await page.getByRole('searchbox', { name: 'Search customers' }).focus();
  const tags: string[] = [];
  for (let stop = 0; stop < 12; stop += 1) {
    await page.keyboard.press('Tab');
    const box = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const rect = el?.getBoundingClientRect();
      return {
        tag: el?.tagName ?? '',
        text: el?.textContent?.slice(0, 40) ?? '',
        width: rect?.width ?? 0,
        height: rect?.height ?? 0,
      };
    });
    expect(box.width * box.height, `${box.tag} ${box.text}`).toBeGreaterThan(1);
    tags.push(box.tag);
  }
  // the way went through the hidden header row's sortable headers
  expect(tags).toContain('TH');
});

test("the service builder's Category Clear button is seen, with a ring, when it takes focus", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const { results } = await getPortalServices(storeId);
  await page.goto(shellUrl('app', '/portal/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', `/portal/service-builder/${results[0]!.id}`));
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category).toBeVisible(LOAD);
  // a category chosen by keyboard, so there is something to clear
  await category.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.locator('.sb-grid .ant-select-clear')).toHaveCount(1);
  // the list has closed (a Tab while it is still open only closes it, as a person would see)
  await expect(category).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Tab');
  const clear = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      isClear: el.classList.contains('ant-select-clear'),
      opacity: style.opacity,
      outline: style.outlineStyle,
    };
  });
  expect(clear).toEqual({ isClear: true, opacity: '1', outline: 'solid' });
});

test("a keyboard-only status move keeps focus on the new status, and Escape gives the dialog's button focus back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const order = await placeAcmeGuestOrder();
  await page.goto(shellUrl('app', '/portal/login'));
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible(LOAD);
  await loginAcmeOwner(page);
  await page.goto(shellUrl('app', `/portal/sales-order/${order.id}`));
  const moves = page.getByRole('group', { name: 'Next steps' });
  const start = moves.getByRole('button', { name: 'Start work' });
  await expect(start).toBeVisible(LOAD);
  await start.focus();
  await page.keyboard.press('Enter');
  const note = page.getByRole('status').filter({ hasText: 'Status:' });
  await expect(note).toHaveText('Status: In progress');
  await expect(note).toBeFocused();
  await expect(start).toHaveCount(0);

  const cancel = moves.getByRole('button', { name: 'Cancel order' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: 'Cancel order?' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await expect(note).toHaveText('Status: In progress');
});
