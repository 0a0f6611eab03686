import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { mockApi, renderWithProviders } from 'shared/testing';
import {
  pageOf,
  summaryOf,
  vendorSession,
  workOrderFixture,
} from '../../testing/workOrders';
import { WorkOrdersPage } from './WorkOrdersPage';

function Url() {
  const { search } = useLocation();
  return <output aria-label="url">{search}</output>;
}

const renderPage = (search = '') =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/workorders"
        element={
          <>
            <WorkOrdersPage />
            <Url />
          </>
        }
      />
    </Routes>,
    {
      route: `/portal/workorders${search}`,
      tenant: { host: 'vendor.localhost', storeId: null },
      session: vendorSession(),
    },
  );

const row = summaryOf(workOrderFixture({ status: 'in_progress' }));
const STORES = {
  'GET /vendor/stores': {
    body: [
      { id: 1, name: 'Acme Jewelers' },
      { id: 2, name: 'Globex Watches' },
    ],
  },
};
const counts = { all: 3, assigned: 1, in_progress: 2 };

describe('vendor work orders list', () => {
  it('shows the rows with status words and the tabs with their counts', async () => {
    const user = userEvent.setup();
    mockApi({
      ...STORES,
      'GET /vendor/work-orders': (call) => ({
        body: pageOf(call.query.status === 'assigned' ? [] : [row], {
          count: 45,
          status_counts: counts,
        }),
      }),
    });
    renderPage();

    const link = await screen.findByRole('link', { name: 'WO-1000042-1' });
    expect(link).toHaveAttribute('href', '/portal/workorder/41');
    const cells = within(
      screen.getByRole('row', { name: /^WO-1000042-1 Acme Jewelers/ }),
    );
    expect(cells.getByText('In progress')).toBeInTheDocument();
    expect(cells.getByText('Acme Jewelers')).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'In progress (2)' }),
    ).toBeInTheDocument();

    await user.click(screen.getByText('Assigned (1)'));
    expect(
      await screen.findByText(/When a store sends you work/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent('?status=assigned');
  });

  it('searches, pages and sorts on the server, the URL keeping each', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...STORES,
      'GET /vendor/work-orders': {
        body: pageOf([row], { count: 45, status_counts: counts }),
      },
    });
    renderPage();
    await screen.findByRole('link', { name: 'WO-1000042-1' });

    await user.type(screen.getByLabelText('Search'), 'ring{Enter}');
    await screen.findByRole('link', { name: 'WO-1000042-1' });
    await user.click(screen.getByTitle('3'));
    await user.click(screen.getByText('Due'));

    expect(screen.getByLabelText('url')).toHaveTextContent(
      '?search=ring&ordering=due_date',
    );
    const lists = api.callsTo('GET /vendor/work-orders');
    const last = lists[lists.length - 1];
    expect(last?.query).toMatchObject({
      search: 'ring',
      ordering: 'due_date',
      page: '1',
      page_size: '20',
    });
    expect(
      lists.some(
        (call) => call.query.page === '3' && call.query.search === 'ring',
      ),
    ).toBe(true);
  });

  it('reads the page and filters from the URL', async () => {
    const api = mockApi({
      ...STORES,
      'GET /vendor/work-orders': {
        body: pageOf([row], { count: 45, page: 2 }),
      },
    });
    renderPage(
      '?page=2&store_id=1&status=done&ordering=-created_on&page_size=7',
    );
    await screen.findByRole('link', { name: 'WO-1000042-1' });
    expect(api.callsTo('GET /vendor/work-orders')[0]?.query).toEqual({
      page: '2',
      page_size: '20',
      status: 'done',
      store_id: '1',
      ordering: '-created_on',
    });
  });

  it("offers the vendor's linked stores as the store filter, and filters by the one picked", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...STORES,
      'GET /vendor/work-orders': { body: pageOf([row]) },
    });
    renderPage();
    await screen.findByRole('link', { name: 'WO-1000042-1' });

    await screen.findByRole('option', { name: 'Globex Watches' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Store' }),
      'Globex Watches',
    );

    expect(screen.getByLabelText('url')).toHaveTextContent('?store_id=2');
    const lists = api.callsTo('GET /vendor/work-orders');
    expect(lists[lists.length - 1]?.query).toMatchObject({ store_id: '2' });
    expect(api.callsTo('GET /vendor/stores')).toHaveLength(1);
  });

  it("exports the list's filters through shared/api and says why an export fails", async () => {
    const user = userEvent.setup();
    const tooMany =
      'The list has 12,000 rows; an export holds at most 10,000. Narrow the filters (dates, status or location) and export again.';
    const api = mockApi({
      ...STORES,
      'GET /vendor/work-orders': { body: pageOf([row]) },
      'GET /vendor/work-orders/export.xlsx': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: tooMany,
          errors: { non_field_errors: tooMany },
        },
      },
    });
    renderPage('?status=done&store_id=1&page=2');
    await screen.findByRole('link', { name: 'WO-1000042-1' });

    await user.click(screen.getByRole('button', { name: /Export XLSX/ }));

    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    const [exported] = api.callsTo('GET /vendor/work-orders/export.xlsx');
    expect(exported?.query).toEqual({ status: 'done', store_id: '1' });
    expect(exported?.headers.authorization).toMatch(/^Bearer /);
  });
});
