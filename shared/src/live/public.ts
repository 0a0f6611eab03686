import { useEffect, useRef } from 'react';
import type { RecordChanged } from '../contracts/repair';

// Live changes of records inside one page. The api publishes `record-changed` on each
// concerned user's private push channel; the one connection a page has (the notification bell's)
// re-dispatches it here as a window event, and every page showing that record revalidates it. No
// second socket per tab, and no remote depends on another remote's code: only on this module.

export type { RecordChanged };

/** The window event's name. */
export const RECORD_CHANGED = 'wl:record-changed';

/** Tells the page that a record changed (called by whoever holds the push connection). */
export function announceRecordChanged(change: RecordChanged): void {
  window.dispatchEvent(
    new CustomEvent<RecordChanged>(RECORD_CHANGED, { detail: change }),
  );
}

/** Calls `listener` for every announced change; returns the unsubscribe function. */
export function onRecordChanged(
  listener: (change: RecordChanged) => void,
): () => void {
  const handle = (event: Event) =>
    listener((event as CustomEvent<RecordChanged>).detail);
  window.addEventListener(RECORD_CHANGED, handle);
  return () => window.removeEventListener(RECORD_CHANGED, handle);
}

/**
 * Runs `onChange` (typically an SWR `mutate`) whenever an announced change matches, e.g.
 * `useRecordChanged((c) => c.record === 'sales_order' && c.id === id, () => mutate())`.
 * The latest callbacks are used without resubscribing.
 */
export function useRecordChanged(
  matches: (change: RecordChanged) => boolean,
  onChange: (change: RecordChanged) => void,
): void {
  const latest = useRef({ matches, onChange });
  useEffect(() => {
    latest.current = { matches, onChange };
  });
  useEffect(
    () =>
      onRecordChanged((change) => {
        if (latest.current.matches(change)) latest.current.onChange(change);
      }),
    [],
  );
}

export {
  RECORD_CHANGED_PUSH_EVENT,
  socketOptions,
  type PushSocketConfig,
} from './socketOptions';
export {
  usePublicChannel,
  type LoadPusher,
  type PublicChannel,
} from './publicChannel';
