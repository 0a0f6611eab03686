import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  mockApi,
  renderWithProviders,
  sessionFor,
  type MockCall,
} from 'shared/testing';
import type { Notification, NotificationPage } from './api';
import { NotificationBell } from './NotificationBell';

const note = (
  id: number,
  overrides: Partial<Notification> = {},
): Notification => ({
  id,
  is_read: false,
  is_watching: false,
  short_description: 'New sales order',
  description: 'Sales order 1000001 was created.',
  order_no: '1000001',
  created_on: '2024-01-01T15:05:00',
  notification_work_order_id: null,
  notification_estimate_order_id: null,
  notification_sales_order_id: 5,
  ...overrides,
});

const page = (
  results: Notification[],
  unread: NotificationPage['unread'],
): NotificationPage => ({
  count: results.length,
  next: null,
  results,
  unread,
});

const general = page(
  [
    note(1),
    note(2, {
      is_read: true,
      short_description: 'Work order done',
      description: 'Work order for 1000002 is done',
      order_no: '1000002',
    }),
  ],
  { general: 3, watching: 1, total: 4 },
);
const watching = page(
  [
    note(3, {
      is_watching: true,
      description: 'Estimate 1000003 approved',
      order_no: '1000003',
    }),
  ],
  {
    general: 3,
    watching: 1,
    total: 4,
  },
);

const listHandler =
  (pages: Record<string, NotificationPage>) => (call: MockCall) => ({
    body: pages[call.query.type ?? 'general'],
  });

const renderBell = () =>
  renderWithProviders(<NotificationBell />, {
    route: '/portal/dashboard',
    session: sessionFor(4),
    tenant: { host: 'app.localhost', storeId: null },
  });

describe('notification bell', () => {
  it('shows the unread total and the latest notifications per tab', async () => {
    const api = mockApi({
      'GET /notifications/user': listHandler({ general, watching }),
    });
    renderBell();

    const bell = await screen.findByRole('button', {
      name: 'Notifications, 4 unread',
    });
    expect(api.callsTo('GET /notifications/user')[0]?.query).toEqual({
      page: '1',
      page_size: '5',
      type: 'general',
    });

    await userEvent.click(bell);
    const list = await screen.findByRole('list', {
      name: 'General notifications',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByText('Sales order was created.'),
    ).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByText('Mon, Jan 1st 2024 at 3:05 pm'),
    ).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: 'Unread' }),
    ).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByText('Work order for is done'),
    ).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).queryByRole('img', { name: 'Unread' }),
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
  });

  it('marks all as read and clears the count', async () => {
    const cleared = { general: 0, watching: 0, total: 0 };
    const api = mockApi({
      'GET /notifications/user': listHandler({ general, watching }),
      'POST /notifications/read': () => {
        api.on({
          'GET /notifications/user': listHandler({
            general: page(
              general.results.map((n) => ({ ...n, is_read: true })),
              cleared,
            ),
            watching: page([], cleared),
          }),
        });
        return { body: { unread: cleared } };
      },
    });
    renderBell();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Notifications, 4 unread' }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark all as read' }),
    );

    expect(
      await screen.findByRole('button', { name: 'Notifications' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /notifications/read')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('img', { name: 'Unread' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('survives a failing notifications call: the bell shows no count', async () => {
    const api = mockApi({
      'GET /notifications/user': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Server error.', errors: {} },
      },
    });
    renderBell();

    await waitFor(() =>
      expect(api.callsTo('GET /notifications/user').length).toBeGreaterThan(0),
    );
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    expect(
      await screen.findByText('Notifications are unavailable right now.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mark all as read' }),
    ).toBeDisabled();
  });
});
