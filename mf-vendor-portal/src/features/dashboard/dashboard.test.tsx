import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { DashboardPage } from './DashboardPage';

const fixit = {
  id: 1,
  name: 'Fixit Workshop',
  owner: { first_name: 'Fiona', last_name: 'Fix' },
};

const page = (counts: Record<string, number>) => ({
  body: {
    count: counts.all ?? 0,
    page: 1,
    page_size: 1,
    results: [],
    status_counts: counts,
  },
});
const COUNTS = {
  'GET /vendor/work-orders': page({
    all: 7,
    assigned: 2,
    accepted: 1,
    in_progress: 3,
    done: 1,
  }),
  'GET /vendor/sales-orders': page({ all: 4, new: 1, ready: 3 }),
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
    const api = mockApi({ 'GET /vendors/me': { body: fixit }, ...COUNTS });
    renderPage();

    const heading = await screen.findByRole('heading', {
      name: 'Fixit Workshop',
    });
    // the tab is titled by the page, not the workshop's name again
    expect(heading).toHaveAttribute('data-page-title', 'Dashboard');
    expect(screen.getByText('Welcome back, Sam!')).toBeInTheDocument();
    expect(api.callsTo('GET /vendors/me')[0]?.headers.authorization).toBe(
      'Bearer test-access',
    );
  });

  it('counts the stores’ work and the workshop’s own orders by status, each a way into its list', async () => {
    mockApi({ 'GET /vendors/me': { body: fixit }, ...COUNTS });
    renderPage();
    const work = await screen.findByRole('list', { name: 'Work from stores' });
    expect(
      within(work)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Assigned: 2', '/portal/workorders?status=assigned'],
      ['Accepted: 1', '/portal/workorders?status=accepted'],
      ['In progress: 3', '/portal/workorders?status=in_progress'],
      ['On hold: 0', '/portal/workorders?status=on_hold'],
      ['Done: 1', '/portal/workorders?status=done'],
    ]);
    const orders = await screen.findByRole('list', { name: 'Your own orders' });
    expect(orders).toHaveTextContent('Received: 1');
    expect(orders).toHaveTextContent('Ready for pickup: 3');
  });

  it('shows the error state and retries', async () => {
    const api = mockApi({
      ...COUNTS,
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
