import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `onReachEnd` when the sentinel scrolls into view inside `root`, and again after each load
 * while it stays in view (a short page does not fill the list). Mock IntersectionObserver in tests.
 */
export function useInfiniteScroll(
  onReachEnd: () => void,
  canLoad: boolean,
  /** changes whenever a load finished (e.g. the item count), to re-check a still-visible sentinel */
  progress: unknown,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const isVisible = useRef(false);
  const latest = useRef({ onReachEnd, canLoad });
  useLayoutEffect(() => {
    latest.current = { onReachEnd, canLoad };
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined')
      return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        isVisible.current = entries.some((e) => e.isIntersecting);
        if (isVisible.current && latest.current.canLoad)
          latest.current.onReachEnd();
      },
      { root: rootRef.current, rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (isVisible.current && canLoad) latest.current.onReachEnd();
  }, [canLoad, progress]);

  return { rootRef, sentinelRef };
}
