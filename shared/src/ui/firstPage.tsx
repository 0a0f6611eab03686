import { useEffect, useState, type ReactNode } from 'react';
import { PageLoader, preloadPagesFor } from 'shared/ui';

// A portal's first page, started when its route table loads and shown by the route table itself.
// Each remote bundles this module (tools/federation-shared.js): a remote released with it runs
// under a shell built before it, which shares only `shared/ui`'s older names.

/**
 * How long the route table waits for the first page's code before it renders anyway (the page then
 * shows its own loader): a stalled chunk never holds back the other pages of the portal.
 */
export const FIRST_PAGE_WAIT_MS = 2000;

/** firstPageOf's promises that have settled (they never reject). */
const settledLoads = new WeakSet<Promise<void>>();

/**
 * Starts the download of the lazy pages `routes` renders for `pathname` (under `base`) and settles
 * once they have loaded or failed (preloadPagesFor); AfterFirstPage reads it.
 */
export function firstPageOf(
  routes: ReactNode,
  base: string,
  pathname: string,
): Promise<void> {
  const loaded = preloadPagesFor(routes, base, pathname);
  void loaded.then(() => settledLoads.add(loaded));
  return loaded;
}

/**
 * `children` once `loaded` (a firstPageOf promise) has settled, or after FIRST_PAGE_WAIT_MS, the
 * page loader until then, without suspending: the route table renders in the shell's frame as soon as it is here, while
 * the first page's code is still on its way, and the page then renders in a plain state update,
 * which React does not hold back for its reveal throttle as it does a Suspense boundary's content
 * (ADR 0022).
 */
export function AfterFirstPage({
  loaded,
  children,
}: {
  loaded: Promise<void>;
  children: ReactNode;
}) {
  const [here, setHere] = useState(() => settledLoads.has(loaded));
  useEffect(() => {
    if (here) return;
    let live = true;
    const show = () => {
      if (live) setHere(true);
    };
    void loaded.then(show);
    const timer = setTimeout(show, FIRST_PAGE_WAIT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [loaded, here]);
  return here ? children : <PageLoader />;
}
