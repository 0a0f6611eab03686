import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { FakeIntersectionObserver } from '../../testing/fakeIntersectionObserver';
import { counts, listHandler, note, page } from '../../testing/notifications';
import { NotificationBell } from './NotificationBell';

jest.mock('pusher-js', () => jest.requireActual('../../testing/fakePusher'));

const unread = counts(3, 1);
const general = page(
  [
    note(2, {
      created_on: '2024-01-01T15:05:00',
      description: 'Sales order 1000002 was created.',
      order_no: '1000002',
    }),
    note(1, {
      is_read: true,
      short_description: 'Work order done',
      description: 'Work order for #1000001 is done',
      order_no: '1000001',
    }),
  ],
  unread,
);
const watching = page(
  [
    note(3, {
      is_watching: false,
      short_description: '',
      description: 'Estimate 1000003 approved',
      order_no: '1000003',
    }),
  ],
  unread,
);

const renderBell = () =>
  renderWithProviders(<NotificationBell />, {
    route: '/portal/dashboard',
    session: sessionFor(4),
    tenant: { host: 'app.localhost', storeId: null },
  });

const openPanel = async (name: string) =>
  userEvent.click(await screen.findByRole('button', { name }));

beforeEach(() => FakeIntersectionObserver.install());

describe('notification bell', () => {
  it('shows the unread total, a badge per tab and each item with its parts', async () => {
    const api = mockApi({
      'GET /notifications/user': listHandler({ general, watching }, unread),
    });
    renderBell();

    await openPanel('Notifications, 4 unread');
    expect(api.callsTo('GET /notifications/user').map((c) => c.query)).toEqual([
      { page: '1', page_size: '5', type: 'general' },
      { page: '1', page_size: '5', type: 'watching' },
    ]);
    const list = await screen.findByRole('list', {
      name: 'General notifications',
    });
    const [first, second] = within(list).getAllByRole(
      'listitem',
    ) as HTMLElement[];
    expect(within(first!).getByText('N')).toBeInTheDocument();
    expect(
      within(first!).getByText('Sales order was created.'),
    ).toBeInTheDocument();
    expect(within(first!).getByText('#1000002')).toBeInTheDocument();
    expect(
      within(first!).getByText('Mon, Jan 1st 2024 at 3:05 pm'),
    ).toBeInTheDocument();
    expect(
      within(first!).getByRole('img', { name: 'Unread' }),
    ).toBeInTheDocument();
    expect(within(first!).getByRole('link')).toHaveAttribute(
      'href',
      '/portal/sales-order/2',
    );
    expect(
      within(second!).getByText('Work order for is done'),
    ).toBeInTheDocument();
    expect(
      within(second!).queryByRole('img', { name: 'Unread' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /General/ })).toHaveTextContent('3');
    expect(screen.getByRole('tab', { name: /Watching/ })).toHaveTextContent(
      '1',
    );

    await userEvent.click(screen.getByRole('tab', { name: /Watching/ }));
    const watchList = await screen.findByRole('list', {
      name: 'Watching notifications',
    });
    expect(
      within(watchList).getByText('Estimate approved'),
    ).toBeInTheDocument();
    expect(within(watchList).getByText('E')).toBeInTheDocument();
  });

  it('shows an empty state when a list has no notifications', async () => {
    mockApi({ 'GET /notifications/user': listHandler({}, counts(0, 0)) });
    renderBell();
    await openPanel('Notifications');
    expect(
      await screen.findByText('No notifications yet.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mark all as read' }),
    ).toBeDisabled();
  });

  it('marks all as read: the dots go and every count drops to zero', async () => {
    const cleared = counts(0, 0);
    const api = mockApi({
      'GET /notifications/user': listHandler({ general, watching }, unread),
      'POST /notifications/read': { body: { unread: cleared } },
    });
    renderBell();

    await openPanel('Notifications, 4 unread');
    await screen.findByRole('list', { name: 'General notifications' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark all as read' }),
    );

    expect(
      await screen.findByRole('button', { name: 'Notifications' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /notifications/read')).toHaveLength(1);
    expect(
      screen.queryByRole('img', { name: 'Unread' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /General/ })).not.toHaveTextContent(
      /\d/,
    );
    await userEvent.click(screen.getByRole('tab', { name: /Watching/ }));
    const watchList = await screen.findByRole('list', {
      name: 'Watching notifications',
    });
    expect(
      within(watchList).queryByRole('img', { name: 'Unread' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the counts when mark all fails and says why', async () => {
    mockApi({
      'GET /notifications/user': listHandler({ general, watching }, unread),
      'POST /notifications/read': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Server error.', errors: {} },
      },
    });
    renderBell();
    await openPanel('Notifications, 4 unread');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark all as read' }),
    );
    expect(await screen.findByText('Server error.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Notifications, 4 unread' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(1);
  });

  it('survives a failing notifications call: the bell stays, the panel offers a retry', async () => {
    const api = mockApi({
      'GET /notifications/user': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Server error.', errors: {} },
      },
    });
    renderBell();
    await waitFor(() =>
      expect(api.callsTo('GET /notifications/user')).toHaveLength(2),
    );
    await openPanel('Notifications');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Notifications are unavailable right now.');
    expect(
      screen.getByRole('button', { name: 'Mark all as read' }),
    ).toBeDisabled();

    api.on({
      'GET /notifications/user': listHandler({ general, watching }, unread),
    });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Sales order was created.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Notifications, 4 unread' }),
    ).toBeInTheDocument();
  });
});
