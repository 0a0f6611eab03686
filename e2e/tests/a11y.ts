import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules (every browser test page, WCAG 2.2 AA). */
export const WCAG_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
];

/**
 * Options of expectAccessible: `rules` restricts axe to those rule ids. `include` checks only the
 * nodes matching those selectors (an open popover whose page is checked on its own: what the
 * popover covers for a moment is no finding). `exclude` leaves out the
 * nodes matching those selectors and `disableRules` turns those rules off: only for a known
 * violation in a page another change is rebuilding, named where it is used.
 */
export interface AccessibleOptions {
  rules?: string[];
  include?: string[];
  exclude?: string[];
  disableRules?: string[];
}

/**
 * Waits (at most 3 s) until no finite animation or transition runs, so axe reads the colours a person
 * reads, not a dialog's fade-in or a button's colour transition half-way. Endless ones (spinners,
 * skeletons) are ignored.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' ||
              a.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3000, polling: 100 },
    )
    .catch(() => {
      // still animating after 3 s: check the page as it is
    });
}

/**
 * Whether an earlier check already injected axe-core into this document (a page with frames gets
 * it injected into each of them again).
 */
const axeLoaded = async (page: Page): Promise<boolean> =>
  page.frames().length === 1 &&
  page.evaluate(
    () =>
      typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );

/**
 * Runs axe on the page as it is (once its animations have ended) and fails, under `label`, listing every serious or critical
 * violation: rule id, impact, the node's target and axe's summary of what to fix. The check is
 * soft: the test goes on to its next page states (so one run lists every violation) and fails at
 * its end.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  { rules, include = [], exclude = [], disableRules }: AccessibleOptions = {},
): Promise<void> {
  await settled(page);
  // Legacy mode runs axe.run in the page itself. The default mode (axe.runPartial, for cross-origin
  // frames, which these pages do not have) opens a blank tab per check to merge the results: half
  // of each check's time went there. Same rules, same page. A check at a second width in the same
  // document reuses the axe it injected (its source is half a megabyte).
  // Only violations are read: axe builds the full node list (selectors and all) for those alone,
  // and at most one node of what passed or was not applicable.
  let builder = new AxeBuilder({
    page,
    axeSource: (await axeLoaded(page)) ? ';' : undefined,
  })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  if (rules) builder = builder.withRules(rules);
  if (disableRules) builder = builder.disableRules(disableRules);
  for (const selector of include) builder = builder.include(selector);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const found = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact}) ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ')}`,
      ),
    );
  expect
    .soft(found, `${label}: serious or critical axe violations`)
    .toEqual([]);
}

/**
 * The page fits its width: nothing scrolls sideways. Measured once the layout has settled after a
 * resize (antd's breakpoints re-render on a media-query event): it polls for up to 3 s and fails
 * (softly, under `label`) with the overflow in px that remains.
 */
export async function expectNoSidewaysScroll(
  page: Page,
  label: string,
): Promise<void> {
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
  await expect
    .poll(overflow, { timeout: 3000 })
    .toBeLessThanOrEqual(0)
    .catch(() => {
      // reported below with the figure
    });
  expect
    .soft(await overflow(), `${label}: sideways scroll in px`)
    .toBeLessThanOrEqual(0);
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * Axe at 1280 px and at 390 px, and no sideways scroll on the phone; the page is left at 1280 px
 * (every new page at both widths).
 */
export async function expectAccessibleAtBothSizes(
  page: Page,
  label: string,
): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, `${label} at 1280 px`);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, `${label} at 390 px`);
  await expectAccessible(page, `${label} at 390 px`);
  await page.setViewportSize(DESKTOP);
}
