import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from 'shared/ui';

/**
 * A page whose code is fetched when its route is first visited, with the loader meanwhile: the page
 * a user opens does not bring every other page of the portal with it (issue 15, ADR 0022).
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
