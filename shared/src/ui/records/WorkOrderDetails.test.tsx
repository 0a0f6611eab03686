import { act, screen, within } from '@testing-library/react';
import { setLanguage } from 'shared/i18n';
import { renderWithProviders, workOrderFixture } from 'shared/testing';
import { WorkOrderDetails } from 'shared/ui/records';

// What the store sent for a job, as the vendor's work order and shop-floor pages show it.

afterEach(() => act(() => setLanguage('en')));

test('the status in the page’s words, the store, the order with its customer, the pieces and the instructions', () => {
  renderWithProviders(
    <WorkOrderDetails workOrder={workOrderFixture()} statusLabel="Assigned" />,
  );
  const job = screen.getByRole('region', { name: 'The job' });
  expect(job).toHaveTextContent('Status: Assigned');
  expect(job).toHaveTextContent('Store: Acme Jewelers');
  expect(job).toHaveTextContent('Order: #1000042 for Gus G.');
  const piece = within(job).getAllByRole('listitem')[0]!;
  expect(piece).toHaveTextContent('1 × Ring resizing');
  expect(piece).toHaveTextContent('Metal type: Gold');
  expect(job).toHaveTextContent('Resize to 7, polish.');
  expect(job).not.toHaveTextContent('Vendor price');
  expect(job).not.toHaveTextContent('Reason:');
});

test("the vendor's price per piece when asked, a rejection's reason, and no due date or instructions said so", () => {
  const workOrder = workOrderFixture({
    due_date: null,
    instructions: '',
    rejection_reason: 'No stock',
  });
  workOrder.lines[0] = {
    ...workOrder.lines[0]!,
    quantity: 2,
    vendor_price: '30.00',
  };
  renderWithProviders(
    <WorkOrderDetails
      workOrder={workOrder}
      statusLabel="Rejected"
      showVendorPrice
    />,
  );
  const job = screen.getByRole('region', { name: 'The job' });
  expect(job).toHaveTextContent('Vendor price: $30.00 each');
  expect(job).toHaveTextContent('Reason: No stock');
  expect(job).toHaveTextContent('Due: No due date');
  expect(job).toHaveTextContent('The store gave no instructions.');
});

test('speaks Spanish when the page does', () => {
  act(() => setLanguage('es'));
  renderWithProviders(
    <WorkOrderDetails
      workOrder={workOrderFixture({ customer_label: '' })}
      statusLabel="Asignado"
    />,
  );
  const job = screen.getByRole('region', { name: 'El trabajo' });
  expect(job).toHaveTextContent('Estado: Asignado');
  expect(job).toHaveTextContent('Pedido: n.º 1000042');
  expect(within(job).getByRole('heading', { name: 'Piezas' })).toBeVisible();
});
