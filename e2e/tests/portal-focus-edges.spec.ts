import { expect, test, type Page } from '@playwright/test';
import { shellUrl } from '../support/env';
import { loginAcmeOwner } from './browser';

// The portal frame's keyboard and phone edges: the skip link lands in the one main landmark,
// a sortable header shows a focus ring (not only a colour), on a phone no Tab stop of a list is
// invisible and no field is under 16 px (iPhone Safari would zoom in on it).

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
