import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { VendorSalesOrder } from 'shared/contracts/vendorSales';
import { announceRecordChanged } from 'shared/live';
import { mockApi, renderWithProviders } from 'shared/testing';
import { conflictAnswer, vendorSession } from '../../testing/workOrders';
import {
  vendorEventFixture,
  vendorOrderFixture,
} from '../../testing/vendorSales';
import { SalesOrderPage } from './SalesOrderPage';

const renderPage = (id = 9001) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/sales-order/:id" element={<SalesOrderPage />} />
    </Routes>,
    {
      route: `/portal/sales-order/${id}`,
      tenant: { host: 'vendor.localhost', storeId: null },
      session: vendorSession(),
    },
  );

/** Serves the order as it is now; `set` changes it (another tab's move). */
function serve(over: Partial<VendorSalesOrder> = {}) {
  let order = vendorOrderFixture(over);
  const api = mockApi({
    'GET /vendor/sales-orders/9001': () => ({ body: order }),
  });
  return {
    api,
    set: (next: Partial<VendorSalesOrder>) => {
      order = { ...order, ...next };
    },
  };
}

describe('one of the vendor’s sales orders', () => {
  it('shows the customer, lines and timeline, and moves it with the version it showed', async () => {
    const user = userEvent.setup();
    const { api, set } = serve();
    api.on({
      'POST /vendor/sales-orders/9001/status': (call) => {
        set({
          status: 'in_progress',
          version: 2,
          events: [
            vendorEventFixture(),
            vendorEventFixture({
              id: 2,
              kind: 'status',
              from_status: 'new',
              to_status: 'in_progress',
              body: '',
            }),
          ],
        });
        return { body: { ...vendorOrderFixture(), ...(call.body as object) } };
      },
    });
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Sales order SO-1001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('nora.finch@example.test')).toBeInTheDocument();
    expect(
      screen.getByRole('row', { name: /Polish 2 \$12.50 \$25.00/ }),
    ).toBeVisible();
    expect(screen.getByText('Total: $70.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start work' }));
    await waitFor(() =>
      expect(
        api.callsTo('POST /vendor/sales-orders/9001/status')[0]?.body,
      ).toEqual({ to: 'in_progress', version: 1 }),
    );
    const timeline = within(
      await screen.findByRole('list', { name: 'Timeline' }),
    );
    expect(
      await timeline.findByText('Status: In progress'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Ready for pickup' }),
    ).toBeInTheDocument();
  });

  it('asks before cancelling, and on a 409 shows why and the order as it is now', async () => {
    const user = userEvent.setup();
    const { api, set } = serve();
    api.on({
      'POST /vendor/sales-orders/9001/status': () => {
        set({ status: 'in_progress', version: 2 });
        return conflictAnswer('in_progress', 2);
      },
    });
    renderPage();

    await user.click(
      await screen.findByRole('button', { name: 'Cancel order' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'Cancel order' }),
    );

    expect(
      await screen.findByText(
        'Someone else changed this work order. It is now shown as it is.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Ready for pickup' }),
    ).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
  });

  it('says the order is not the vendor’s on a 404', async () => {
    mockApi({
      'GET /vendor/sales-orders/9001': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Not found.', errors: {} },
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        'This sales order does not exist or is not yours.',
      ),
    ).toBeInTheDocument();
  });
  it('follows a move made by another of the vendor’s users, without a reload', async () => {
    const { set } = serve();
    renderPage();
    expect(
      await screen.findByRole('button', { name: 'Start work' }),
    ).toBeInTheDocument();
    set({ status: 'in_progress', version: 2 });
    act(() =>
      announceRecordChanged({
        record: 'vendor_sales_order',
        id: 9001,
        sales_order_id: null,
        status: 'in_progress',
        version: 2,
      }),
    );
    expect(await screen.findByText('In progress')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Start work' }),
    ).not.toBeInTheDocument();
  });
});
