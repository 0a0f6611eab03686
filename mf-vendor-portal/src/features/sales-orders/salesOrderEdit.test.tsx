import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { VendorSalesOrder } from 'shared/contracts/vendorSales';
import { mockApi, renderWithProviders } from 'shared/testing';
import { vendorSession } from '../../testing/workOrders';
import {
  vendorEventFixture,
  vendorOrderFixture,
} from '../../testing/vendorSales';
import { SalesOrderPage } from './SalesOrderPage';

// (ADR 0012): the vendor edits the lines and notes of its own order while its price is open.

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/sales-order/:id" element={<SalesOrderPage />} />
    </Routes>,
    {
      route: '/portal/sales-order/9001',
      tenant: { host: 'vendor.localhost', storeId: null },
      session: vendorSession(),
    },
  );

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

const editButton = () =>
  screen.findByRole('button', { name: 'Edit lines and notes' });

describe('editing one of the vendor’s sales orders', () => {
  it('changes a line and saves the whole set with the version it showed; the page shows the new total', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, set } = serve();
    api.on({
      'PATCH /vendor/sales-orders/9001': () => {
        set({
          version: 2,
          total: '90.00',
          lines: [
            {
              id: 3,
              description: 'Ring resize',
              quantity: 1,
              unit_price: '65.00',
              amount: '65.00',
            },
            {
              id: 4,
              description: 'Polish',
              quantity: 2,
              unit_price: '12.50',
              amount: '25.00',
            },
          ],
          events: [
            vendorEventFixture(),
            vendorEventFixture({
              id: 2,
              kind: 'edit',
              body: 'Edited: 2 lines, total $90.00 (was $70.00)',
            }),
          ],
        });
        return { body: {} };
      },
    });
    renderPage();
    await user.click(await editButton());
    const form = screen.getByRole('form', { name: 'Edit lines and notes' });
    const price = within(form).getAllByLabelText(/Unit price/)[0]!;
    await user.clear(price);
    await user.type(price, '65');
    await user.type(within(form).getByLabelText('Notes'), 'Larger size');
    await user.click(
      within(form).getByRole('button', { name: 'Save changes' }),
    );

    await waitFor(() =>
      expect(api.callsTo('PATCH /vendor/sales-orders/9001')[0]?.body).toEqual({
        version: 1,
        lines: [
          { description: 'Ring resize', quantity: 1, unit_price: '65' },
          { description: 'Polish', quantity: 2, unit_price: '12.50' },
        ],
        notes: 'Larger size',
      }),
    );
    expect(await screen.findByText('Total: $90.00')).toBeInTheDocument();
    expect(
      screen.queryByRole('form', { name: 'Edit lines and notes' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText('Edited: 2 lines, total $90.00 (was $70.00)'),
    ).toBeInTheDocument();
  });

  it('on a stale save shows the conflict, keeps what was typed, and saves again with the new version', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, set } = serve();
    let calls = 0;
    api.on({
      'PATCH /vendor/sales-orders/9001': () => {
        calls += 1;
        if (calls === 1) {
          set({ version: 2 });
          return {
            status: 409,
            body: {
              code: 'CONFLICT',
              message:
                'Someone else changed this record while you were looking at it.',
              errors: {},
              current: { status: 'new', version: 2 },
            },
          };
        }
        set({ version: 3 });
        return { body: {} };
      },
    });
    renderPage();
    await user.click(await editButton());
    const form = screen.getByRole('form', { name: 'Edit lines and notes' });
    await user.type(within(form).getByLabelText('Notes'), 'Rush job');
    await user.click(
      within(form).getByRole('button', { name: 'Save changes' }),
    );

    expect(
      await screen.findByText(
        'Someone else changed this record while you were looking at it.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Notes')).toHaveValue('Rush job');
    await user.click(
      within(form).getByRole('button', { name: 'Save changes' }),
    );
    await waitFor(() =>
      expect(
        api.callsTo('PATCH /vendor/sales-orders/9001')[1]?.body,
      ).toMatchObject({ version: 2, notes: 'Rush job' }),
    );
  });

  it('offers no edit once the order is ready', async () => {
    serve({ status: 'ready' });
    renderPage();
    await screen.findByRole('heading', { name: 'Sales order SO-1001' });
    expect(
      screen.queryByRole('button', { name: 'Edit lines and notes' }),
    ).not.toBeInTheDocument();
  });
});
