import { lazy, Suspense, type ComponentType } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { announceRecordChanged } from 'shared/live';
import type {
  SalesOrderListItem,
  SalesOrderPage,
} from 'shared/contracts/repair';
import {
  mockApi,
  renderWithProviders,
  sessionFor,
  type MockCall,
} from 'shared/testing';
import { SalesOrdersPage } from './SalesOrdersPage';

// Whole pages with antd render slowly in jsdom on a busy 2-core machine.
jest.setTimeout(120_000);

const row = (
  id: number,
  overrides: Partial<SalesOrderListItem> = {},
): SalesOrderListItem => ({
  id,
  order_no: String(1000040 + id),
  status: 'new',
  payment_status: 'paid',
  created_on: '2024-03-05T10:00:00.000Z',
  updated_on: '2024-03-05T10:00:00.000Z',
  location: { id: 1, name: 'Downtown' },
  customer_name: 'Gus Guest',
  contact_email: 'gus@example.test',
  is_guest: true,
  total: '105.10',
  item_count: 2,
  open_work_orders: 0,
  unpaid_charges: 0,
  version: 1,
  ...overrides,
});

const COUNTS = {
  all: 42,
  new: 30,
  in_progress: 7,
  ready: 2,
  shipped: 1,
  completed: 1,
  cancelled: 1,
};
const pageOf = (results: SalesOrderListItem[], count = 42): SalesOrderPage => ({
  results,
  count,
  page: 1,
  page_size: 20,
  status_counts: COUNTS,
});

function Url() {
  return <output aria-label="address">{useLocation().search}</output>;
}

const renderList = (search = '') =>
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
      session: sessionFor(3),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const lastQuery = (calls: MockCall[]) => calls[calls.length - 1]?.query;

describe('store portal sales orders list', () => {
  it('shows the status tabs with their counts and rows linking to the order', async () => {
    mockApi({
      'GET /sales-orders': {
        body: pageOf([
          row(2),
          row(3, { status: 'in_progress', is_guest: false }),
        ]),
      },
      'GET /locations': { body: [{ id: 1, name: 'Downtown' }] },
    });
    renderList();
    expect(
      await screen.findByRole('link', { name: '#1000042' }),
    ).toHaveAttribute('href', '/portal/sales-order/2');
    const tabs = screen.getByRole('group', { name: 'Orders by status' });
    for (const name of [
      'All (42)',
      'Received (30)',
      'In progress (7)',
      'Ready for pickup (2)',
      'Shipped (1)',
      'Completed (1)',
      'Cancelled (1)',
    ])
      expect(within(tabs).getByRole('button', { name })).toBeInTheDocument();
    const second = screen.getByRole('row', { name: /#1000043/ });
    expect(within(second).getByText('In progress')).toBeInTheDocument();
    expect(within(second).getByText('$105.10')).toBeInTheDocument();
    expect(screen.queryByText('in_progress')).not.toBeInTheDocument();
  });

  const pagedApi = () =>
    mockApi({
      'GET /sales-orders': (call) => ({
        body: {
          ...pageOf([row(Number(call.query.page ?? 1) + 10)]),
          page: Number(call.query.page ?? 1),
        },
      }),
      'GET /locations': { body: [{ id: 1, name: 'Downtown' }] },
    });

  it('asks the api for the chosen tab and filter, and keeps them in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const api = pagedApi();
    renderList('?page_size=10');
    await screen.findByRole('link', { name: '#1000051' });
    expect(lastQuery(api.callsTo('GET /sales-orders'))).toEqual({
      page: '1',
      page_size: '10',
    });

    await user.click(screen.getByRole('button', { name: 'In progress (7)' }));
    expect(
      screen.getByRole('button', { name: 'In progress (7)', pressed: true }),
    ).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Payment status' }),
      'Unpaid',
    );
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Location' }),
      'Downtown',
    );
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET /sales-orders'))).toEqual({
        page: '1',
        page_size: '10',
        status: 'in_progress',
        payment_status: 'unpaid',
        location_id: '1',
      }),
    );
    expect(screen.getByLabelText('address')).toHaveTextContent(
      '?page_size=10&status=in_progress&payment_status=unpaid&location_id=1',
    );
  });

  it('searches once typing pauses, and pages on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const api = pagedApi();
    renderList('?status=new');
    await screen.findByRole('link', { name: '#1000051' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search orders' }),
      'gus',
    );
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET /sales-orders'))).toMatchObject({
        search: 'gus',
        status: 'new',
      }),
    );
    expect(
      api.callsTo('GET /sales-orders').filter((c) => c.query.search),
    ).toHaveLength(1);

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(
      await screen.findByRole('link', { name: '#1000052' }),
    ).toBeInTheDocument();
    expect(lastQuery(api.callsTo('GET /sales-orders'))).toMatchObject({
      page: '2',
      search: 'gus',
    });
  });

  it('opens the order clicked right after typing, while the order page is still loading', async () => {
    const user = userEvent.setup({ delay: null });
    const api = pagedApi();
    // The order page arrives after the search's typing pause, as a lazily loaded chunk would; the
    // list stays on screen meanwhile (the navigation waits in a transition, as in the shell).
    let arrive: () => void = () => undefined;
    const OrderPage = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: () => <h1>Order page</h1> });
        }),
    );
    renderWithProviders(
      <Suspense fallback={null}>
        <Routes>
          <Route path="/portal/sales-orders" element={<SalesOrdersPage />} />
          <Route path="/portal/sales-order/:id" element={<OrderPage />} />
        </Routes>
      </Suspense>,
      {
        route: '/portal/sales-orders',
        dataRouter: true,
        session: sessionFor(3),
        tenant: { host: 'app.localhost', storeId: null },
      },
    );
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search orders' }),
      'gus',
    );
    await user.click(screen.getByRole('link', { name: '#1000051' }));
    // Past the typing pause, then the page's chunk arrives: the order opens, not the list again.
    await act(() => new Promise((r) => setTimeout(r, 600)));
    await act(async () => arrive());
    expect(
      await screen.findByRole('heading', { name: 'Order page' }),
    ).toBeInTheDocument();
    expect(
      api.callsTo('GET /sales-orders').filter((c) => c.query.search === 'gus'),
    ).toHaveLength(1);
  });

  it('says what to do when there are no orders, and offers to clear a search that finds none', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /sales-orders': { body: pageOf([], 0) },
      'GET /locations': { body: [] },
    });
    renderList('?search=zzz');
    await user.click(
      await screen.findByRole('button', { name: 'Clear search and filters' }),
    );
    expect(
      await screen.findByText(
        'No sales orders yet. Orders your customers place on your storefront appear here.',
      ),
    ).toBeInTheDocument();
  });

  it('reloads when a sales order changes elsewhere (live), without a reload of the page', async () => {
    let status: SalesOrderListItem['status'] = 'new';
    const api = mockApi({
      'GET /sales-orders': () => ({ body: pageOf([row(2, { status })]) }),
      'GET /locations': { body: [] },
    });
    renderList();
    const first = await screen.findByRole('row', { name: /#1000042/ });
    expect(within(first).getByText('Received')).toBeInTheDocument();
    status = 'in_progress';
    act(() =>
      announceRecordChanged({
        record: 'sales_order',
        id: 2,
        sales_order_id: null,
        status: 'in_progress',
        version: 2,
      }),
    );
    expect(
      await within(screen.getByRole('row', { name: /#1000042/ })).findByText(
        'In progress',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /sales-orders')).toHaveLength(2);
  });
});
