import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import {
  mockApi,
  renderWithProviders,
  sessionFor,
  workOrderFixture,
  workOrderPageOf,
  workOrderSummaryOf,
} from 'shared/testing';
import { WorkOrderPage as WorkOrderDetail } from './WorkOrderPage';
import { WorkOrdersPage } from './WorkOrdersPage';

// Whole pages with antd render slowly in jsdom on a busy 2-core machine.
jest.setTimeout(120_000);

const workOrder = workOrderFixture({
  id: 3,
  status: 'on_hold',
  vendor: { id: 5, name: 'Fixit' },
  sales_order: { id: 7, order_no: '1000042', status: 'in_progress' },
  due_date: '2030-05-01',
  version: 4,
  instructions: 'Polish and check the clasp.',
  work_information: 'The clasp is cracked.',
  charges: [
    {
      id: 9,
      amount: '30.00',
      reason: 'New clasp',
      status: 'unpaid',
      requested_by: 'vendor',
      created_on: '2024-03-07T10:00:00.000Z',
    },
  ],
});

const session = {
  session: sessionFor(4),
  tenant: { host: 'app.localhost', storeId: null },
};

const renderDetail = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/work-order/:id" element={<WorkOrderDetail />} />
    </Routes>,
    { route: '/portal/work-order/3', ...session },
  );

describe('store portal work order page', () => {
  it("shows the vendor's work in words, its items, instructions and extra charges", async () => {
    mockApi({
      'GET /work-orders/3': { body: workOrder },
      'GET /work-orders/3/events': { body: [] },
    });
    renderDetail();
    expect(
      await screen.findByRole('heading', { name: 'Work order WO-1000042-1' }),
    ).toBeInTheDocument();
    const field = (name: string) => screen.getByRole('definition', { name });
    expect(field('Status')).toHaveTextContent('On hold');
    expect(field('Vendor')).toHaveTextContent('Fixit');
    expect(field('Sales order')).toHaveTextContent('#1000042');
    expect(field('Customer')).toHaveTextContent('Gus G.');
    expect(screen.getByText('Ring resizing × 1')).toBeInTheDocument();
    expect(screen.getByText('Metal type: Gold')).toBeInTheDocument();
    expect(screen.getByLabelText('Instructions for the vendor')).toHaveValue(
      'Polish and check the clasp.',
    );
    expect(screen.getByText('New clasp')).toBeInTheDocument();
    expect(screen.getByText(/Requested by the vendor/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Print job envelope' }),
    ).toBeInTheDocument();
  });

  it("shows the vendor's price of each line that has one", async () => {
    const [ring] = workOrder.lines;
    mockApi({
      'GET /work-orders/3': {
        body: {
          ...workOrder,
          lines: [
            { ...ring!, vendor_price: '25.00' },
            {
              ...ring!,
              id: 6,
              service: { ...ring!.service, name: 'Polish' },
              vendor_price: null,
            },
          ],
        },
      },
      'GET /work-orders/3/events': { body: [] },
    });
    renderDetail();
    await screen.findByText('Ring resizing × 1');
    const [priced, unpriced] = screen
      .getAllByRole('listitem')
      .filter((li) => / × \d+/.test(li.textContent ?? ''));
    expect(priced).toHaveTextContent('Ring resizing × 1Vendor price: $25.00');
    expect(unpriced).toHaveTextContent('Polish × 1');
    expect(unpriced).not.toHaveTextContent(/Vendor price/);
  });

  it("offers the store's move and saves instructions with the version it showed", async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /work-orders/3': { body: workOrder },
      'GET /work-orders/3/events': { body: [] },
      'POST /work-orders/3/status': {
        body: { ...workOrder, status: 'in_progress' },
      },
      'PATCH /work-orders/3': { body: { ...workOrder, version: 5 } },
    });
    renderDetail();
    const group = await screen.findByRole('group', { name: 'Next steps' });
    await user.click(
      within(group).getByRole('button', { name: 'Approve and resume' }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST /work-orders/3/status')[0]?.body).toEqual({
        to: 'in_progress',
        version: 4,
      }),
    );
    await user.type(
      screen.getByLabelText('Instructions for the vendor'),
      ' Fast',
    );
    await user.click(screen.getByRole('button', { name: 'Save instructions' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /work-orders/3')[0]?.body).toEqual({
        version: 4,
        instructions: 'Polish and check the clasp. Fast',
        due_date: '2030-05-01',
      }),
    );
  });
});

describe('store portal work order: the store asks an extra charge', () => {
  it('sends it on the work order, then lists it as requested by the store', async () => {
    const user = userEvent.setup({ delay: null });
    let current = workOrder;
    const api = mockApi({
      'GET /work-orders/3': () => ({ body: current }),
      'GET /work-orders/3/events': { body: [] },
      'POST /work-orders/3/charges': (call) => {
        const { reason } = call.body as { reason: string };
        current = {
          ...current,
          charges: [
            ...current.charges,
            {
              id: 10,
              amount: '15.00',
              reason,
              status: 'unpaid',
              requested_by: 'store_owner',
              created_on: '2024-03-08T10:00:00.000Z',
            },
          ],
        };
        return { status: 201, body: { id: 10, amount: '15.00', reason } };
      },
    });
    renderDetail();
    const form = await screen.findByRole('form', {
      name: 'Request an extra charge',
    });
    await user.type(within(form).getByLabelText('Amount ($)'), '15');
    await user.type(within(form).getByLabelText(/Reason/), 'Rhodium plating');
    await user.click(
      within(form).getByRole('button', { name: 'Request charge' }),
    );
    expect(
      await screen.findByText('An extra charge of $15.00 was requested.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /work-orders/3/charges')[0]?.body).toEqual({
      amount: '15',
      reason: 'Rhodium plating',
    });
    expect(await screen.findByText('Rhodium plating')).toBeInTheDocument();
    expect(screen.getByText(/Requested by the store/)).toBeInTheDocument();
  });

  it('offers no charge once the work order is over', async () => {
    mockApi({
      'GET /work-orders/3': { body: { ...workOrder, status: 'returned' } },
      'GET /work-orders/3/events': { body: [] },
    });
    renderDetail();
    await screen.findByRole('heading', { name: 'Work order WO-1000042-1' });
    expect(
      screen.queryByRole('form', { name: 'Request an extra charge' }),
    ).not.toBeInTheDocument();
  });
});

describe('store portal work orders list', () => {
  it('shows the work orders by status with their vendor, and filters by vendor', async () => {
    const user = userEvent.setup({ delay: null });
    const page = workOrderPageOf([workOrderSummaryOf(workOrder)], {
      status_counts: { all: 1, on_hold: 1 },
    });
    const api = mockApi({
      'GET /work-orders': { body: page },
      'GET /store-vendors': { body: [{ id: 5, name: 'Fixit' }] },
      'GET /locations': { body: [] },
    });
    renderWithProviders(
      <Routes>
        <Route path="/portal/work-orders" element={<WorkOrdersPage />} />
      </Routes>,
      { route: '/portal/work-orders', ...session },
    );
    const link = await screen.findByRole('link', { name: 'WO-1000042-1' });
    expect(link).toHaveAttribute('href', '/portal/work-order/3');
    expect(
      screen.getByRole('button', { name: 'On hold (1)', pressed: false }),
    ).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /WO-1000042-1/ });
    expect(within(row).getByText('Fixit')).toBeInTheDocument();
    expect(within(row).getByText('On hold')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Fixit' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Vendor' }),
      'Fixit',
    );
    await waitFor(() =>
      expect(api.callsTo('GET /work-orders').at(-1)?.query).toMatchObject({
        vendor_id: '5',
      }),
    );
  });
});
