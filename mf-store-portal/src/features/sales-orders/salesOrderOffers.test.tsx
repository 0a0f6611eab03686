import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import type { SalesOrder } from './api';
import { SalesOrderPage } from './SalesOrderPage';
import { salesOrderFixture } from './testing/fixtures';

// The store is offered only what the api takes for the order's status (shared/workflow): no work
// order for a completed or cancelled order, no additional charge on a cancelled one.

// Whole pages with antd render slowly in jsdom on a busy 2-core machine.
jest.setTimeout(120_000);

const base = salesOrderFixture();

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
