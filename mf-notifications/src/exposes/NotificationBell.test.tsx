import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import NotificationBell from './NotificationBell';

describe('mf_notifications/NotificationBell', () => {
  it('renders in a portal header with the unread total', async () => {
    mockApi({
      'GET /notifications/user': {
        body: {
          count: 0,
          next: null,
          results: [],
          unread: { general: 2, watching: 0, total: 2 },
        },
      },
    });
    renderWithProviders(
      <Routes>
        <Route
          path="/portal/*"
          element={
            <header>
              <NotificationBell />
            </header>
          }
        />
      </Routes>,
      {
        route: '/portal/location',
        session: sessionFor(4),
        tenant: { host: 'app.localhost', storeId: null },
      },
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
  });
});
