import type {
  Notification,
  NotificationPage,
  NotificationType,
  UnreadCounts,
} from './api';

/** One tab's list: loaded pages plus live arrivals, each notification once. */
export interface TabFeed {
  items: Notification[];
  next: string | null;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  isLoadingMore: boolean;
  moreError: string | null;
}

/** The bell's client-side view of both lists and the unread counts (null until the server answered). */
export interface FeedState {
  tabs: Record<NotificationType, TabFeed>;
  unread: UnreadCounts | null;
}

export type FeedAction =
  | { type: 'load'; tab: NotificationType; more: boolean }
  | {
      type: 'loaded';
      tab: NotificationType;
      more: boolean;
      page: NotificationPage;
    }
  | { type: 'failed'; tab: NotificationType; more: boolean; message: string }
  | { type: 'pushed'; notification: Notification }
  | { type: 'recovered'; results: Notification[]; unread?: UnreadCounts }
  | { type: 'read'; id: number; isRead: boolean }
  | { type: 'readAll'; unread: UnreadCounts };

const emptyTab = (): TabFeed => ({
  items: [],
  next: null,
  status: 'loading',
  error: null,
  isLoadingMore: false,
  moreError: null,
});

export const initialFeed = (): FeedState => ({
  tabs: { general: emptyTab(), watching: emptyTab() },
  unread: null,
});

/** A pushed notification with is_watching true goes to General, otherwise Watching. */
export const tabOf = (notification: Notification): NotificationType =>
  notification.is_watching ? 'general' : 'watching';

const TABS: NotificationType[] = ['general', 'watching'];

/** True when the notification is already in one of the lists. */
export const hasId = (state: FeedState, id: number): boolean =>
  TABS.some((tab) => state.tabs[tab].items.some((n) => n.id === id));

/** The highest id the bell has seen, the `since_id` of reconnect recovery. */
export const highestId = (state: FeedState): number =>
  TABS.reduce(
    (max, tab) =>
      state.tabs[tab].items.reduce((m, n) => (n.id > m ? n.id : m), max),
    0,
  );

/** True once the first page of both lists has been answered. */
export const isSettled = (state: FeedState): boolean =>
  TABS.every((tab) => state.tabs[tab].status === 'ready');

const newerFirst = (a: Notification, b: Notification): number =>
  Date.parse(b.created_on) - Date.parse(a.created_on) || b.id - a.id;

const bump = (
  unread: UnreadCounts | null,
  tab: NotificationType,
  by: number,
): UnreadCounts | null =>
  unread && {
    ...unread,
    [tab]: Math.max(0, unread[tab] + by),
    total: Math.max(0, unread.total + by),
  };

const withTab = (
  state: FeedState,
  tab: NotificationType,
  patch: Partial<TabFeed>,
): FeedState => ({
  ...state,
  tabs: { ...state.tabs, [tab]: { ...state.tabs[tab], ...patch } },
});

/**
 * Puts a new notification into its tab in date order. One older than the last loaded item of a
 * list with more pages is left for paging. Answers the state unchanged when it is not added.
 */
function insert(state: FeedState, notification: Notification): FeedState {
  if (hasId(state, notification.id)) return state;
  const tab = tabOf(notification);
  const { items, next } = state.tabs[tab];
  let at = items.findIndex((n) => newerFirst(notification, n) < 0);
  if (at === -1) {
    if (next !== null) return state;
    at = items.length;
  }
  const nextItems = [...items.slice(0, at), notification, ...items.slice(at)];
  return {
    ...withTab(state, tab, { items: nextItems }),
    unread: notification.is_read ? state.unread : bump(state.unread, tab, 1),
  };
}

function appendPage(
  state: FeedState,
  tab: NotificationType,
  page: NotificationPage,
  more: boolean,
): FeedState {
  const seen = new Set<number>();
  TABS.forEach((t) => state.tabs[t].items.forEach((n) => seen.add(n.id)));
  const fresh = page.results.filter((n) => !seen.has(n.id) && seen.add(n.id));
  const next = withTab(state, tab, {
    items: fresh.length
      ? [...state.tabs[tab].items, ...fresh]
      : state.tabs[tab].items,
    next: page.next,
    status: 'ready',
    error: null,
    isLoadingMore: false,
    moreError: null,
  });
  // A first page (initial load or retry) brings the server's counts; later pages keep live ones.
  return more || !page.unread ? next : { ...next, unread: page.unread };
}

function setRead(state: FeedState, id: number, isRead: boolean): FeedState {
  for (const tab of TABS) {
    const items = state.tabs[tab].items;
    const index = items.findIndex((n) => n.id === id);
    const item = items[index];
    if (!item) continue;
    if (item.is_read === isRead) return state;
    const nextItems = items.slice();
    nextItems[index] = { ...item, is_read: isRead };
    return {
      ...withTab(state, tab, { items: nextItems }),
      unread: bump(state.unread, tab, isRead ? -1 : 1),
    };
  }
  return state;
}

export function feedReducer(state: FeedState, action: FeedAction): FeedState {
  switch (action.type) {
    case 'load':
      return action.more
        ? withTab(state, action.tab, { isLoadingMore: true, moreError: null })
        : withTab(state, action.tab, { status: 'loading', error: null });
    case 'loaded':
      return appendPage(state, action.tab, action.page, action.more);
    case 'failed':
      return action.more
        ? withTab(state, action.tab, {
            isLoadingMore: false,
            moreError: action.message,
          })
        : withTab(state, action.tab, {
            status: 'error',
            error: action.message,
          });
    case 'pushed':
      return insert(state, action.notification);
    case 'recovered': {
      const merged = action.results.reduce(insert, state);
      return action.unread ? { ...merged, unread: action.unread } : merged;
    }
    case 'read':
      return setRead(state, action.id, action.isRead);
    case 'readAll':
      return {
        unread: action.unread,
        tabs: {
          general: markTabRead(state.tabs.general),
          watching: markTabRead(state.tabs.watching),
        },
      };
  }
}

function markTabRead(tab: TabFeed): TabFeed {
  if (tab.items.every((n) => n.is_read)) return tab;
  return {
    ...tab,
    items: tab.items.map((n) => (n.is_read ? n : { ...n, is_read: true })),
  };
}
