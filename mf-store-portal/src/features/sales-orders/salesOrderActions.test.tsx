import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import {
  mockApi,
  renderWithProviders,
  sessionFor,
  workOrderFixture,
  workOrderSummaryOf,
} from 'shared/testing';
import type { SalesOrder } from './api';
import { SalesOrderPage } from './SalesOrderPage';
import { salesOrderFixture } from './testing/fixtures';

// Whole pages with antd render slowly in jsdom on a busy 2-core machine.
jest.setTimeout(120_000);

const workOrder = workOrderSummaryOf(
  workOrderFixture({
    id: 3,
    status: 'accepted',
    vendor: { id: 5, name: 'Fixit' },
    sales_order: { id: 7, order_no: '1000042', status: 'in_progress' },
    due_date: '2024-03-20',
    version: 1,
  }),
);

const base = salesOrderFixture({ work_orders: [workOrder] });

/** The api of one order whose state the test moves along. */
function orderApi(start: Partial<SalesOrder> = {}) {
  let current: SalesOrder = { ...base, ...start };
  const api = mockApi({
    'GET /sales-orders/7': () => ({ body: current }),
    'GET /sales-orders/7/events': { body: [] },
    'GET /locations': { body: [{ id: 1, name: 'Downtown' }] },
  });
  return {
    api,
    set: (next: Partial<SalesOrder>) => {
      current = { ...current, ...next };
    },
  };
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/sales-order/:id" element={<SalesOrderPage />} />
      <Route path="/portal/work-order/:id" element={<h1>Work order page</h1>} />
    </Routes>,
    {
      route: '/portal/sales-order/7',
      session: sessionFor(3),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const statusCard = () =>
  screen.getByRole('definition', { name: 'Current status' });

describe('sales order moves', () => {
  it('moves the order with the version it showed, and offers the next moves', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, set } = orderApi();
    api.on({
      'POST /sales-orders/7/status': () => {
        set({ status: 'in_progress', version: 2 });
        return { body: { ...base, status: 'in_progress', version: 2 } };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start work' }));
    expect(api.callsTo('POST /sales-orders/7/status')[0]?.body).toEqual({
      to: 'in_progress',
      version: 1,
    });
    expect(
      await screen.findByRole('button', { name: 'Ready for pickup' }),
    ).toBeInTheDocument();
    expect(within(statusCard()).getByText('In progress')).toBeInTheDocument();
  });

  it('shows the conflict message and the order as it is now when someone else moved it first', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, set } = orderApi();
    const message =
      'Someone else changed this record while you were looking at it. It now shows what they saved.';
    api.on({
      'POST /sales-orders/7/status': () => {
        set({ status: 'ready', version: 3 });
        return {
          status: 409,
          body: {
            code: 'CONFLICT',
            message,
            errors: {},
            current: { status: 'ready', version: 3 },
          },
        };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start work' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(
      await within(statusCard()).findByText('Ready for pickup'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Picked up' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Start work' }),
    ).not.toBeInTheDocument();
  });

  it('refuses to cancel while the vendor has the piece, saying why, and changes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = orderApi();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel order' }),
    );
    expect(
      await screen.findByText(
        'The piece is still with the vendor: WO-1000042-1 (Accepted). A work order must be returned to the store or rejected first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /sales-orders/7/status')).toHaveLength(0);
  });

  it('asks before cancelling an order with no open work, and Keep it changes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, set } = orderApi();
    set({ work_orders: [] });
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel order' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order?' });
    expect(dialog).toHaveTextContent('The sales order will be cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('POST /sales-orders/7/status')).toHaveLength(0);
  });
});

describe('sales order edit', () => {
  it('shows DISCARD and SAVE once something changes, and saves only what changed', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, set } = orderApi();
    api.on({
      'PATCH /sales-orders/7': (call) => {
        set({ internal_notes: 'Fragile', version: 2 });
        return { body: { ...base, ...(call.body as object), version: 2 } };
      },
    });
    renderPage();
    const notes = await screen.findByLabelText('Internal notes');
    expect(
      screen.queryByRole('button', { name: 'SAVE' }),
    ).not.toBeInTheDocument();
    await user.type(notes, 'Fragile');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /sales-orders/7')[0]?.body).toEqual({
        version: 1,
        internal_notes: 'Fragile',
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'SAVE' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Internal notes')).toHaveValue('Fragile');
  });

  it('keeps what was typed on a conflict, and saves it with the version now current', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, set } = orderApi();
    api.on({
      'PATCH /sales-orders/7': () => {
        set({ status: 'in_progress', version: 2 });
        return {
          status: 409,
          body: {
            code: 'CONFLICT',
            message:
              'Someone else changed this record while you were looking at it.',
            errors: {},
            current: { status: 'in_progress', version: 2 },
          },
        };
      },
    });
    renderPage();
    await user.type(await screen.findByLabelText('Internal notes'), 'Call');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this record while you were looking at it.',
    );
    expect(screen.getByLabelText('Internal notes')).toHaveValue('Call');
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /sales-orders/7')[1]?.body).toMatchObject({
        version: 2,
      }),
    );
  });

  it('asks before leaving with unsaved changes; Stay keeps them', async () => {
    const user = userEvent.setup({ delay: null });
    orderApi();
    renderPage();
    await user.type(await screen.findByLabelText('Internal notes'), 'Hi');
    await user.click(screen.getByRole('link', { name: 'WO-1000042-1' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Leave this page?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Internal notes')).toHaveValue('Hi');
    await user.click(screen.getByRole('link', { name: 'WO-1000042-1' }));
    await user.click(
      screen.getByRole('button', { name: 'Leave without saving' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Work order page' }),
    ).toBeInTheDocument();
  });
});
