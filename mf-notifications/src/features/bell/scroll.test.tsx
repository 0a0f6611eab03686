import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockApi,
  renderWithProviders,
  sessionFor,
  type MockCall,
} from 'shared/testing';
import { FakeIntersectionObserver } from '../../testing/fakeIntersectionObserver';
import { counts, note, page } from '../../testing/notifications';
import { NotificationBell } from './NotificationBell';

jest.mock('pusher-js', () => jest.requireActual('../../testing/fakePusher'));

const unread = counts(12, 0);
// 12 general notifications, newest (id 12) first, served 5 a page like the api.
const all = Array.from({ length: 12 }, (_, i) => note(12 - i));
const pageOf = (n: number, items = all) => {
  const results = items.slice((n - 1) * 5, n * 5);
  const next =
    n * 5 < items.length ? `?page=${n + 1}&page_size=5&type=general` : null;
  return page(results, unread, next);
};

const openBell = async (handler: (call: MockCall) => { body: unknown }) => {
  const api = mockApi({ 'GET /notifications/user': handler });
  renderWithProviders(<NotificationBell />, {
    route: '/portal/dashboard',
    session: sessionFor(4),
    tenant: { host: 'app.localhost', storeId: null },
  });
  await userEvent.click(
    await screen.findByRole('button', { name: 'Notifications, 12 unread' }),
  );
  await screen.findByRole('list', { name: 'General notifications' });
  return api;
};

const generalCalls = (api: ReturnType<typeof mockApi>) =>
  api
    .callsTo('GET /notifications/user')
    .filter((c) => c.query.type === 'general');
const shownIds = () =>
  within(screen.getByRole('list', { name: 'General notifications' }))
    .getAllByRole('listitem')
    .map((li) => Number(li.getAttribute('data-notification-id')));

beforeEach(() => FakeIntersectionObserver.install());

describe('notification bell infinite scroll', () => {
  it('loads the next page at the bottom until none remain', async () => {
    const api = await openBell((call) => ({
      body:
        call.query.type === 'general'
          ? pageOf(Number(call.query.page))
          : page([], unread),
    }));
    expect(shownIds()).toEqual([12, 11, 10, 9, 8]);

    FakeIntersectionObserver.setVisible(true);
    await waitFor(() => expect(shownIds()).toHaveLength(12));
    expect(generalCalls(api).map((c) => c.query.page)).toEqual(['1', '2', '3']);
    expect(generalCalls(api)[1]?.query).toEqual({
      page: '2',
      page_size: '5',
      type: 'general',
    });
    expect(shownIds()).toEqual(all.map((n) => n.id));

    // `next` is cleared: staying at the bottom asks for nothing more.
    FakeIntersectionObserver.setVisible(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(generalCalls(api)).toHaveLength(3);
  });

  it('shows each notification once when new ones shift the pages meanwhile', async () => {
    let shifted = all;
    const api = await openBell((call) => ({
      body:
        call.query.type === 'general'
          ? pageOf(Number(call.query.page), shifted)
          : page([], unread),
    }));
    // Two notifications arrive on the server: page 2 now starts with ids 9 and 8, already shown.
    shifted = [note(14), note(13), ...all];
    FakeIntersectionObserver.setVisible(true);
    await waitFor(() => expect(generalCalls(api)).toHaveLength(3));
    await waitFor(() => expect(shownIds()).toEqual(all.map((n) => n.id)));
  });

  it('offers a retry when the next page fails, keeping what is shown', async () => {
    let isDown = true;
    await openBell((call) =>
      call.query.type === 'general' && call.query.page === '2' && isDown
        ? {
            status: 500,
            body: { code: 'INTERNAL', message: 'Server error.', errors: {} },
          }
        : {
            body:
              call.query.type === 'general'
                ? pageOf(Number(call.query.page))
                : page([], unread),
          },
    );
    FakeIntersectionObserver.setVisible(true);
    expect(
      await screen.findByText('Could not load more notifications.'),
    ).toBeInTheDocument();
    expect(shownIds()).toHaveLength(5);

    isDown = false;
    FakeIntersectionObserver.setVisible(false);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownIds()).toHaveLength(10));
    expect(
      screen.queryByText('Could not load more notifications.'),
    ).not.toBeInTheDocument();
  });
});
