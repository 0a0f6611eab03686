import type { Page } from '@playwright/test';
import { REMOTE_ORIGINS } from './env';

// Helpers of the release fault tests (tests/release-faults.spec.ts): where a remote is served, a
// request matcher for its origin, a count of page loads, and a broken remote entry.

export const originOf = (key: keyof typeof REMOTE_ORIGINS): string =>
  `http://localhost:${REMOTE_ORIGINS[key]}`;

/** Matches requests to a remote's origin (and, when given, a path pattern), for page.route. */
export const onOrigin =
  (key: keyof typeof REMOTE_ORIGINS, path?: RegExp) =>
  (url: URL): boolean =>
    url.origin === originOf(key) && (!path || path.test(url.pathname));

/** Loads of shell pages in this tab from now on (the test's own page.goto included). */
export function countShellLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    if (!page.url().includes('/__e2e-session')) loads += 1;
  });
  return () => loads;
}

/** A remote entry (stand-in for a broken release) that defines its container, then fails. */
export const stubEntry = (
  container: string,
  failure: 'evaluate' | 'render',
): string =>
  `self.${container} = {
    init: function () {},
    get: function () {
      return Promise.resolve(function () {
        ${
          failure === 'evaluate'
            ? "throw new Error('e2e: the exposed module throws while evaluating');"
            : "return { default: function () { throw new Error('e2e: the component throws while rendering'); } };"
        }
      });
    },
  };`;
