import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import type { WorkOrder } from 'shared/contracts/repair';
import { mockApi, renderWithProviders } from 'shared/testing';
import {
  eventFixture,
  vendorSession,
  workOrderFixture,
} from '../../testing/workOrders';
import { WorkOrderPage } from './WorkOrderPage';

// The vendor is offered an extra charge only where the api takes one (shared/workflow): an open
// work order whose sales order is not cancelled.

function renderWith(over: Partial<WorkOrder>) {
  const workOrder = workOrderFixture(over);
  mockApi({
    'GET /work-orders/41': { body: workOrder },
    'GET /work-orders/41/events': {
      body: [eventFixture({ to_status: workOrder.status })],
    },
  });
  return renderWithProviders(
    <Routes>
      <Route path="/portal/workorder/:id" element={<WorkOrderPage />} />
    </Routes>,
    {
      route: '/portal/workorder/41',
      tenant: { host: 'vendor.localhost', storeId: null },
      session: vendorSession(),
    },
  );
}

const chargeButton = () =>
  screen.queryByRole('button', { name: 'Request extra charge' });

it('offers the extra charge on a work order in progress', async () => {
  renderWith({ status: 'in_progress' });
  await screen.findByRole('heading', { name: /WO-1000042-1/ });
  expect(chargeButton()).toBeInTheDocument();
});

it('offers no extra charge on a returned or rejected work order', async () => {
  const { unmount } = renderWith({ status: 'returned' });
  await screen.findByRole('heading', { name: /WO-1000042-1/ });
  expect(screen.getByRole('heading', { name: 'Extra charges' })).toBeVisible();
  expect(chargeButton()).not.toBeInTheDocument();
  unmount();
  renderWith({ status: 'rejected' });
  await screen.findByRole('heading', { name: /WO-1000042-1/ });
  expect(chargeButton()).not.toBeInTheDocument();
});

it('offers no extra charge once the store cancelled the order', async () => {
  const base = workOrderFixture();
  renderWith({
    status: 'in_progress',
    sales_order: { ...base.sales_order, status: 'cancelled' },
  });
  await screen.findByRole('heading', { name: /WO-1000042-1/ });
  expect(chargeButton()).not.toBeInTheDocument();
});
