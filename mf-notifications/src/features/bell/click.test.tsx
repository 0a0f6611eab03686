import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { FakeIntersectionObserver } from '../../testing/fakeIntersectionObserver';
import { counts, listHandler, note, page } from '../../testing/notifications';
import type { Notification } from './api';
import { NotificationBell } from './NotificationBell';

jest.mock('pusher-js', () => jest.requireActual('../../testing/fakePusher'));

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

const ids = (
  sales: number | null,
  work: number | null,
  estimate: number | null,
) => ({
  notification_sales_order_id: sales,
  notification_work_order_id: work,
  notification_estimate_order_id: estimate,
});

async function clickFirst(roleId: number, notification: Notification) {
  const unread = counts(1, 1);
  const api = mockApi({
    'GET /notifications/user': listHandler(
      {
        general: page([notification], unread),
        watching: page([note(99, { is_watching: false })], unread),
      },
      unread,
    ),
    [`POST /notifications/${notification.id}/read`]: {
      body: { ...notification, is_read: true },
    },
  });
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationBell />
            <CurrentPath />
          </>
        }
      />
    </Routes>,
    {
      route: '/portal/dashboard',
      session: sessionFor(roleId),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
  await userEvent.click(
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
  );
  const list = await screen.findByRole('list', {
    name: 'General notifications',
  });
  await userEvent.click(within(list).getByText(/#/));
  return api;
}

beforeEach(() => FakeIntersectionObserver.install());

describe('clicking a notification', () => {
  it.each([
    [4, ids(5, 6, 7), '/portal/sales-order/5'],
    [3, ids(null, 6, 7), '/portal/work-order/6'],
    [4, ids(null, null, 7), '/portal/estimate/7'],
    [7, ids(5, 6, 7), '/portal/workorder/6'],
    [8, ids(5, null, 7), '/portal/estimate/7'],
    // the vendor's own records
    [
      8,
      { notification_vendor_sales_order_id: 9001 },
      '/portal/sales-order/9001',
    ],
    [7, { notification_vendor_estimate_id: 9101 }, '/portal/estimate/9101'],
  ])(
    'role %i goes to the order it names and marks it read',
    async (roleId, links, path) => {
      const api = await clickFirst(roleId, note(1, links));
      expect(
        screen.getByRole('status', { name: 'Current path' }),
      ).toHaveTextContent(path);
      await waitFor(() =>
        expect(api.callsTo('POST /notifications/1/read')).toHaveLength(1),
      );
      expect(
        await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
      ).toBeInTheDocument();
    },
  );

  it('clears the unseen dot and the tab badge of the clicked item only', async () => {
    await clickFirst(4, note(1));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    );
    const list = screen.getByRole('list', { name: 'General notifications' });
    expect(
      within(list).queryByRole('img', { name: 'Unread' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /General/ })).not.toHaveTextContent(
      /\d/,
    );
    expect(screen.getByRole('tab', { name: /Watching/ })).toHaveTextContent(
      '1',
    );
  });

  it('a vendor notification about a sales order only marks it read', async () => {
    const api = await clickFirst(7, note(1, ids(5, null, null)));
    await waitFor(() =>
      expect(api.callsTo('POST /notifications/1/read')).toHaveLength(1),
    );
    expect(
      screen.getByRole('status', { name: 'Current path' }),
    ).toHaveTextContent('/portal/dashboard');
  });

  it('puts the dot back when marking read fails', async () => {
    const unread = counts(1, 0);
    mockApi({
      'GET /notifications/user': listHandler(
        { general: page([note(1)], unread) },
        unread,
      ),
      'POST /notifications/1/read': {
        status: 404,
        body: {
          code: 'NOT_FOUND',
          message: 'Notification not found.',
          errors: {},
        },
      },
    });
    renderWithProviders(<NotificationBell />, {
      route: '/portal/dashboard',
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    );
    await userEvent.click(await screen.findByText('#1000001'));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });
});
