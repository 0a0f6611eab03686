import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { DashboardPage } from './DashboardPage';

const fixit = {
  id: 1,
  name: 'Fixit Workshop',
  owner: { first_name: 'Fiona', last_name: 'Fix' },
};

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/dashboard" element={<DashboardPage />} />
    </Routes>,
    {
      route: '/portal/dashboard',
      tenant: { host: 'vendor.localhost', storeId: null },
      session: sessionFor(8, {
        user: {
          id: 18,
          first_name: 'Sam',
          last_name: 'Staff',
          vendor: { id: 1 },
        },
      }),
    },
  );

describe('vendor dashboard', () => {
  it("shows the vendor's name and welcomes the user by first name", async () => {
    const api = mockApi({ 'GET /vendors/me': { body: fixit } });
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Fixit Workshop' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Sam!')).toBeInTheDocument();
    expect(api.callsTo('GET /vendors/me')[0]?.headers.authorization).toBe(
      'Bearer test-access',
    );
  });

  it('shows the error state and retries', async () => {
    const api = mockApi({
      'GET /vendors/me': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Server error.', errors: {} },
      },
    });
    renderPage();

    expect(
      await screen.findByText('We could not load your workshop.'),
    ).toBeInTheDocument();
    api.on({ 'GET /vendors/me': { body: fixit } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Fixit Workshop' }),
    ).toBeInTheDocument();
  });
});
