import type { Locator, Page } from '@playwright/test';

// A keyboard user's moves, for the tests that use no click and no fill: Tab until a control has the
// focus, then Enter, Space, arrows or typed text.
const MAX_TABS = 60;

/** Presses Tab until `target` has focus; returns how many Tabs it took. */
export async function tabTo(page: Page, target: Locator): Promise<number> {
  for (let tabs = 1; tabs <= MAX_TABS; tabs += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      return tabs;
    }
  }
  throw new Error(`${String(target)} was not reached in ${MAX_TABS} Tabs`);
}

/** Presses Shift+Tab until `target` has focus (a control before the focus, like the header's). */
export async function shiftTabTo(page: Page, target: Locator): Promise<void> {
  for (let tabs = 0; tabs < MAX_TABS; tabs += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(
    `${String(target)} was not reached in ${MAX_TABS} Shift+Tabs`,
  );
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
