import { atom } from 'shared/state';
import type { NotificationType } from './api';
import {
  feedReducer,
  initialFeed,
  isSettled,
  type FeedAction,
  type FeedState,
} from './feed';

/**
 * The bell's feed in the app's jotai store. Components read slices (counts, one tab), so a loaded
 * page re-renders only its own list, not the popover, tabs and the other list.
 */
export const feedAtom = atom<FeedState>(initialFeed());

/** Applies a feed action; `reset` starts over (a new mount, possibly another user). */
export const feedDispatchAtom = atom(
  null,
  (get, set, action: FeedAction | { type: 'reset' }) =>
    set(
      feedAtom,
      action.type === 'reset'
        ? initialFeed()
        : feedReducer(get(feedAtom), action),
    ),
);

/** Reads the current feed from callbacks (after awaits) without subscribing to it. */
export const feedSnapshotAtom = atom(null, (get): FeedState => get(feedAtom));

export const unreadAtom = atom((get) => get(feedAtom).unread);
export const settledAtom = atom((get) => isSettled(get(feedAtom)));
export const tabFeedAtoms = {
  general: atom((get) => get(feedAtom).tabs.general),
  watching: atom((get) => get(feedAtom).tabs.watching),
} satisfies Record<NotificationType, unknown>;
