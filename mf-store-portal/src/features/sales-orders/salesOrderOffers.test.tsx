import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import type { SalesOrder } from './api';
import { SalesOrderPage } from './SalesOrderPage';

// The store is offered only what the api takes for the order's status (shared/workflow): no work
// order for a completed or cancelled order, no additional charge on a cancelled one.

// Whole pages with antd render slowly in jsdom on a busy 2-core machine.
jest.setTimeout(120_000);

const base: SalesOrder = {
  id: 7,
  store_id: 1,
  token: 't',
  tracking_token: 'tt',
  feedback: null,
  order_no: '1000042',
  status: 'new',
  payment_status: 'paid',
  created_on: '2024-03-05T10:00:00',
  paid_on: null,
  is_guest: true,
  contact: {
    first_name: 'Gus',
    last_name: 'Guest',
    email: 'gus@example.test',
    phone: '',
  },
  shipping_address: null,
  carrier: null,
  insurance: null,
  lines: [
    {
      id: 1,
      service: { id: 3, name: 'Ring resize', image: null },
      quantity: 1,
      unit_price: '45.00',
      line_total: '45.00',
      choices: [],
    },
  ],
  subtotal: '45.00',
  shipping: '0.00',
  insurance_amount: '0.00',
  total: '45.00',
  charges: [],
  customer: null,
  version: 1,
  location: { id: 1, name: 'Downtown' },
  internal_notes: '',
  updated_on: '2024-03-05T10:00:00.000Z',
  work_orders: [],
  lines_out: [],
};

function renderOrder(over: Partial<SalesOrder>) {
  mockApi({
    'GET /sales-orders/7': { body: { ...base, ...over } },
    'GET /sales-orders/7/events': { body: [] },
    'GET /locations': { body: [{ id: 1, name: 'Downtown' }] },
  });
  return renderWithProviders(
    <Routes>
      <Route path="/portal/sales-order/:id" element={<SalesOrderPage />} />
    </Routes>,
    {
      route: '/portal/sales-order/7',
      session: sessionFor(3),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
}

const createWorkOrder = () =>
  screen.queryByRole('button', { name: /Create work order/ });
const chargeSection = () =>
  screen.queryByRole('radio', { name: 'Additional charge' });

it('offers a work order and an additional charge on an open order', async () => {
  renderOrder({ status: 'in_progress' });
  await screen.findByRole('heading', { name: 'Sales order #1000042' });
  expect(createWorkOrder()).toBeInTheDocument();
  expect(chargeSection()).toBeInTheDocument();
});

it('offers no work order on a completed order, but still the additional charge', async () => {
  renderOrder({ status: 'completed' });
  await screen.findByRole('heading', { name: 'Sales order #1000042' });
  expect(createWorkOrder()).not.toBeInTheDocument();
  expect(chargeSection()).toBeInTheDocument();
});

it('offers neither a work order nor an additional charge on a cancelled order', async () => {
  const user = userEvent.setup({ delay: null });
  renderOrder({ status: 'cancelled' });
  await screen.findByRole('heading', { name: 'Sales order #1000042' });
  expect(createWorkOrder()).not.toBeInTheDocument();
  expect(chargeSection()).not.toBeInTheDocument();
  // The other forms stay.
  await user.click(screen.getByRole('radio', { name: 'Add a note' }));
  expect(screen.getByRole('radio', { name: 'Add a note' })).toBeChecked();
});
