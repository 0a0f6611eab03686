import { counts, note, page } from '../../testing/notifications';
import {
  feedReducer,
  highestId,
  initialFeed,
  type FeedAction,
  type FeedState,
} from './feed';

const run = (...actions: FeedAction[]): FeedState =>
  actions.reduce(feedReducer, initialFeed());
const ids = (state: FeedState, tab: 'general' | 'watching') =>
  state.tabs[tab].items.map((n) => n.id);

const loaded = (state: FeedState = initialFeed()) =>
  [
    {
      type: 'loaded',
      tab: 'general',
      more: false,
      page: page(
        [note(8), note(6)],
        counts(2, 1),
        '?page=2&page_size=5&type=general',
      ),
    },
    {
      type: 'loaded',
      tab: 'watching',
      more: false,
      page: page([note(7, { is_watching: false })], counts(2, 1)),
    },
  ].reduce((s, a) => feedReducer(s, a as FeedAction), state);

describe('feed reducer', () => {
  it('takes counts from first pages and the highest id from every list', () => {
    const state = loaded();
    expect(state.unread).toEqual(counts(2, 1));
    expect(highestId(state)).toBe(8);
  });

  it('places pushes by is_watching (true → General) and counts only unread new ones', () => {
    let state = loaded();
    state = feedReducer(state, { type: 'pushed', notification: note(9) });
    state = feedReducer(state, {
      type: 'pushed',
      notification: note(10, { is_watching: false, is_read: true }),
    });
    state = feedReducer(state, { type: 'pushed', notification: note(9) });
    expect(ids(state, 'general')).toEqual([9, 8, 6]);
    expect(ids(state, 'watching')).toEqual([10, 7]);
    expect(state.unread).toEqual(counts(3, 1));
  });

  it('does not count pushes before the server answered (its first page will)', () => {
    const state = run({ type: 'pushed', notification: note(3) });
    expect(state.unread).toBeNull();
    const after = feedReducer(state, {
      type: 'loaded',
      tab: 'general',
      more: false,
      page: page([note(3), note(2)], counts(2, 0)),
    });
    expect(ids(after, 'general')).toEqual([3, 2]);
    expect(after.unread).toEqual(counts(2, 0));
  });

  it('leaves a recovered notification older than the loaded part of a paged list to paging', () => {
    const state = feedReducer(loaded(), {
      type: 'recovered',
      results: [note(5), note(9)],
    });
    expect(ids(state, 'general')).toEqual([9, 8, 6]);
    expect(state.unread).toEqual(counts(3, 1));
  });

  it('uses the counts of a recovery answer when it has them', () => {
    const state = feedReducer(loaded(), {
      type: 'recovered',
      results: [note(9)],
      unread: counts(5, 4),
    });
    expect(state.unread).toEqual(counts(5, 4));
  });

  it('load-more appends without duplicates and keeps live counts', () => {
    let state = feedReducer(loaded(), {
      type: 'pushed',
      notification: note(9),
    });
    state = feedReducer(state, {
      type: 'loaded',
      tab: 'general',
      more: true,
      page: page([note(6), note(4)], counts(9, 9)),
    });
    expect(ids(state, 'general')).toEqual([9, 8, 6, 4]);
    expect(state.tabs.general.next).toBeNull();
    expect(state.unread).toEqual(counts(3, 1));
  });

  it('marks one read in its own tab and all read at once', () => {
    let state = feedReducer(loaded(), { type: 'read', id: 7, isRead: true });
    expect(state.unread).toEqual(counts(2, 0));
    state = feedReducer(state, { type: 'read', id: 7, isRead: true });
    expect(state.unread).toEqual(counts(2, 0));
    state = feedReducer(state, { type: 'readAll', unread: counts(0, 0) });
    expect(state.tabs.general.items.every((n) => n.is_read)).toBe(true);
    expect(state.unread).toEqual(counts(0, 0));
  });
});
