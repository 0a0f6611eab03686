import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept in sync with the viewport (false without matchMedia). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () =>
      typeof window.matchMedia === 'function' &&
      window.matchMedia(query).matches,
    () => false,
  );
}

/** Below antd's md breakpoint (768px), the width the portal layouts also switch at. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
