import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { mockApi, renderWithProviders } from 'shared/testing';
import { vendorSession } from '../../testing/workOrders';
import { vendorOrderFixture, vendorPageOf } from '../../testing/vendorSales';
import { SalesOrdersPage } from './SalesOrdersPage';

function Url() {
  const { search } = useLocation();
  return <output aria-label="url">{search}</output>;
}

const renderPage = (search = '') =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/sales-orders"
        element={
          <>
            <SalesOrdersPage />
            <Url />
          </>
        }
      />
    </Routes>,
    {
      route: `/portal/sales-orders${search}`,
      tenant: { host: 'vendor.localhost', storeId: null },
      session: vendorSession(),
    },
  );

const counts = { all: 3, new: 1, in_progress: 2 };

describe('the vendor’s sales orders list', () => {
  it('shows the rows with status words, the tabs with counts, and filters by tab and search on the server', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /vendor/sales-orders': (call) => ({
        body: vendorPageOf(
          call.query.status === 'new'
            ? []
            : [vendorOrderFixture({ status: 'in_progress' })],
          { count: 3, status_counts: counts },
        ),
      }),
    });
    renderPage();

    const link = await screen.findByRole('link', { name: 'SO-1001' });
    expect(link).toHaveAttribute('href', '/portal/sales-order/9001');
    const cells = within(screen.getByRole('row', { name: /^SO-1001 Nora/ }));
    expect(cells.getByText('In progress')).toBeInTheDocument();
    expect(cells.getByText('$70.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute(
      'href',
      '/portal/sales-order/create',
    );

    await user.click(screen.getByText('Received (1)'));
    expect(await screen.findByText(/No sales orders here yet/)).toBeVisible();
    expect(screen.getByLabelText('url')).toHaveTextContent('?status=new');

    await user.type(screen.getByLabelText('Search'), 'nora{Enter}');
    await user.click(await screen.findByText('All (3)'));
    await screen.findByRole('link', { name: 'SO-1001' });
    const calls = api.callsTo('GET /vendor/sales-orders');
    expect(calls.some((call) => call.query.search === 'nora')).toBe(true);
  });

  it('filters by dates in the URL and exports the same filters', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /vendor/sales-orders': {
        body: vendorPageOf([vendorOrderFixture()]),
      },
      'GET /vendor/sales-orders/export.xlsx': {
        status: 500,
        body: {
          code: 'SERVER',
          message: 'The export failed here.',
          errors: {},
        },
      },
    });
    renderPage('?status=new&page=2&date_to=2026-11-30');
    await screen.findByRole('link', { name: 'SO-1001' });
    expect(screen.getByLabelText('Created to')).toHaveValue('2026-11-30');

    await user.type(screen.getByLabelText('Created from'), '2026-11-01');
    expect(screen.getByLabelText('url')).toHaveTextContent(
      'date_from=2026-11-01',
    );
    await screen.findByRole('link', { name: 'SO-1001' });
    await user.click(screen.getByRole('button', { name: /Export XLSX/ }));
    expect(
      await screen.findByText('The export failed here.'),
    ).toBeInTheDocument();
    const [exported] = api.callsTo('GET /vendor/sales-orders/export.xlsx');
    expect(exported?.query).toEqual({
      status: 'new',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    });
    const lists = api.callsTo('GET /vendor/sales-orders');
    expect(lists[lists.length - 1]?.query).toMatchObject({
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      page: '1',
    });
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi({
      'GET /vendor/sales-orders': {
        status: 500,
        body: { code: 'SERVER', message: 'The server is down.', errors: {} },
      },
    });
    renderPage();
    expect(
      await screen.findByText('We could not load your sales orders.'),
    ).toBeInTheDocument();
  });
});
