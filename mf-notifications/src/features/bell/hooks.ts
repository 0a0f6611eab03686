import { useEffect, useMemo, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'shared/state';
import {
  firstPageQuery,
  getNotificationPage,
  getNotificationsSince,
  markAllNotificationsRead,
  markNotificationRead,
  queryOfNext,
  type Notification,
  type NotificationType,
} from './api';
import { feedDispatchAtom, feedSnapshotAtom, settledAtom } from './atoms';
import { hasId, highestId, isSettled } from './feed';

/** Recovery reads at most this many batches (of 100); a longer outage is caught up by paging. */
const MAX_RECOVERY_ROUNDS = 10;

const messageOf = (e: unknown): string =>
  e instanceof Error && e.message ? e.message : 'Something went wrong.';

/** What the bell and its panel can do with the feed. */
export interface FeedActions {
  loadFirst(tab: NotificationType): Promise<void>;
  loadMore(tab: NotificationType): Promise<void>;
  markRead(notification: Notification): void;
  markAllRead(): Promise<void>;
  /** Adds a pushed notification; true when it was not shown yet. */
  receive(notification: Notification): boolean;
  /** Fetches what arrived while the socket was away (since the highest id seen) and merges it. */
  recover(): Promise<void>;
}

/**
 * Loads page 1 of both lists on mount and returns the (stable) feed actions: more pages, live
 * arrivals, reconnect recovery and reads. The feed is a merged live list, not a cache of pages,
 * so each notification is held once.
 */
export function useNotificationFeed(): FeedActions {
  const dispatch = useSetAtom(feedDispatchAtom);
  const snapshot = useSetAtom(feedSnapshotAtom);
  const inFlight = useRef(new Set<string>());
  const pendingRecovery = useRef(false);

  const actions = useMemo<FeedActions>(() => {
    const once = async (key: string, run: () => Promise<void>) => {
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      try {
        await run();
      } finally {
        inFlight.current.delete(key);
      }
    };
    const load = (tab: NotificationType, more: boolean) =>
      once(`${tab}:${more ? 'more' : 'first'}`, async () => {
        const next = snapshot().tabs[tab].next;
        if (more && next === null) return;
        dispatch({ type: 'load', tab, more });
        try {
          const query = more && next ? queryOfNext(next) : firstPageQuery(tab);
          const page = await getNotificationPage(query);
          dispatch({ type: 'loaded', tab, more, page });
        } catch (e) {
          dispatch({ type: 'failed', tab, more, message: messageOf(e) });
        }
      });
    const recover = () =>
      once('recover', async () => {
        if (!isSettled(snapshot())) {
          pendingRecovery.current = true;
          return;
        }
        try {
          let since = highestId(snapshot());
          for (let round = 0; round < MAX_RECOVERY_ROUNDS; round += 1) {
            const answer = await getNotificationsSince(since);
            const { results, unread } = answer;
            dispatch({ type: 'recovered', results, unread });
            const last = results[results.length - 1];
            if (!answer.next || !last) break;
            since = last.id;
          }
        } catch {
          // the next reconnect (or a reload) tries again; the bell keeps what it has
        }
      });
    return {
      loadFirst: (tab) => load(tab, false),
      loadMore: (tab) => load(tab, true),
      recover,
      receive: (notification) => {
        const isNew = !hasId(snapshot(), notification.id);
        dispatch({ type: 'pushed', notification });
        return isNew;
      },
      markRead: (notification) => {
        if (notification.is_read) return;
        dispatch({ type: 'read', id: notification.id, isRead: true });
        markNotificationRead(notification.id).catch(() =>
          dispatch({ type: 'read', id: notification.id, isRead: false }),
        );
      },
      markAllRead: async () => {
        const { unread } = await markAllNotificationsRead();
        dispatch({ type: 'readAll', unread });
      },
    };
  }, [dispatch, snapshot]);

  useEffect(() => {
    dispatch({ type: 'reset' });
    void actions.loadFirst('general');
    void actions.loadFirst('watching');
  }, [actions, dispatch]);

  // A reconnect during the first load is recovered once both first pages are in.
  const settled = useAtomValue(settledAtom);
  useEffect(() => {
    if (settled && pendingRecovery.current) {
      pendingRecovery.current = false;
      void actions.recover();
    }
  }, [settled, actions]);

  return actions;
}
