import {
  Children,
  isValidElement,
  lazy,
  Suspense,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { matchPath, Route } from 'shared/router';
import { PageLoader } from './PageLoader';

/** A page of lazyPage: a component, plus the start of its chunk's download. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/** A thenable that calls back at once: React.lazy then renders the page without suspending. */
const settled = <T,>(value: T): Promise<T> =>
  ({
    then: (onFulfilled: (v: T) => unknown) => onFulfilled(value),
  }) as unknown as Promise<T>;

/**
 * A page whose code is fetched when its route is first visited, with the loader meanwhile: the page
 * a user opens does not bring every other page of the portal with it (ADR 0022). A page
 * whose code is already here (preloadPagesFor) renders at once: a loader committed first would
 * hold the page back for React's reveal throttle (300 ms) after its code arrived.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): LazyPage<P> {
  let page: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then(
      (loaded) => (page = loaded),
      (error: unknown) => {
        loading = null; // the render asks again and shows the error
        throw error;
      },
    );
    return loading;
  };
  const Page = lazy(() =>
    page
      ? settled({ default: page })
      : preload().then((loaded) => ({ default: loaded })),
  );
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}

const join = (parent: string, path: string) =>
  path.startsWith('/')
    ? path
    : `${parent.replace(/\/$/, '')}/${path}`.replace(/\/+/g, '/');

/** The elements of the routes (and their layout routes) that match `pathname`, outermost first. */
function matchingElements(
  children: ReactNode,
  parent: string,
  pathname: string,
): ReactNode[] | null {
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const route = child as ReactElement<{
      path?: string;
      index?: boolean;
      element?: ReactNode;
      children?: ReactNode;
    }>;
    if (route.type !== Route) {
      const inner = matchingElements(
        (route.props as { children?: ReactNode }).children,
        parent,
        pathname,
      );
      if (inner) return inner;
      continue;
    }
    const { path, index, element, children: nested } = route.props;
    const full = path ? join(parent, path) : parent;
    const inner = nested ? matchingElements(nested, full, pathname) : null;
    if (inner) return [element, ...inner];
    if ((path || index) && matchPath({ path: full, end: true }, pathname))
      return [element];
  }
  return null;
}

/**
 * Starts the download of the lazy pages the route table renders for `pathname` (under `base`), so
 * that it runs beside the shell's own frame instead of after it. Settles when they have loaded or
 * failed (a failed page shows its error when it renders). What waits for it waits 2 s at most: the
 * shell for a remote's `ready`, a portal's route table in `shared/ui/firstPage`.
 */
export function preloadPagesFor(
  routes: ReactNode,
  base: string,
  pathname: string,
): Promise<void> {
  const elements = matchingElements(routes, base, pathname) ?? [];
  const loads = elements.flatMap(function preloads(
    element: ReactNode,
  ): Promise<unknown>[] {
    if (!isValidElement(element)) return [];
    const { preload } = element.type as Partial<LazyPage>;
    if (typeof preload === 'function') return [preload()];
    // a wrapper such as a session check: the page is its child
    const { children } = element.props as { children?: ReactNode };
    return Children.toArray(children).flatMap(preloads);
  });
  return Promise.allSettled(loads).then(() => undefined);
}
