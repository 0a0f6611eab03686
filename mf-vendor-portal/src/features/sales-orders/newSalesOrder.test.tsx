import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders } from 'shared/testing';
import {
  vendorEstimateFixture,
  vendorOrderFixture,
} from '../../testing/vendorSales';
import { vendorSession } from '../../testing/workOrders';
import { NewSalesOrderPage } from './NewSalesOrderPage';

const renderPage = (search = '') =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/sales-order/create"
        element={<NewSalesOrderPage />}
      />
      <Route path="/portal/sales-order/:id" element={<h1>Order page</h1>} />
      <Route path="/portal/estimate/:id" element={<h1>Estimate page</h1>} />
    </Routes>,
    {
      route: `/portal/sales-order/create${search}`,
      tenant: { host: 'vendor.localhost', storeId: null },
      session: vendorSession(),
    },
  );

const CUSTOMERS = {
  'GET /vendor/customers': {
    body: {
      results: [
        {
          id: 9001,
          first_name: 'Nora',
          last_name: 'Finch',
          email: 'nora.finch@example.test',
          phone: null,
          orders_count: 2,
          total_spent: '82.50',
          last_order_on: null,
          created_on: '2026-11-01T09:00:00Z',
        },
      ],
      count: 1,
      page: 1,
      page_size: 20,
      status_counts: { all: 1 },
    },
  },
};

describe('a new sales order', () => {
  it('creates an order for one of the vendor’s customers and opens it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...CUSTOMERS,
      'POST /vendor/sales-orders': { status: 201, body: vendorOrderFixture() },
    });
    renderPage();

    await screen.findByRole('option', { name: /Nora Finch/ });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Customer' }),
      '9001',
    );
    await user.type(screen.getByLabelText('Description'), 'Ring resize');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    await user.type(screen.getByLabelText('Unit price'), '22.50');
    expect(screen.getByText('Total: $45.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create order' }));

    expect(
      await screen.findByRole('heading', { name: 'Order page' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/sales-orders')[0]?.body).toEqual({
      customer_id: 9001,
      lines: [{ description: 'Ring resize', quantity: 2, unit_price: '22.50' }],
      notes: '',
    });
  });

  it('makes an estimate instead with ?kind=estimate, and opens it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...CUSTOMERS,
      'POST /vendor/estimates': {
        status: 201,
        body: vendorEstimateFixture({ id: 9010, status: 'requested' }),
      },
    });
    renderPage('?kind=estimate');
    expect(
      await screen.findByRole('heading', { name: 'New estimate' }),
    ).toBeInTheDocument();
    await screen.findByRole('option', { name: /Nora Finch/ });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Customer' }),
      '9001',
    );
    await user.type(screen.getByLabelText('Description'), 'Stone setting');
    await user.type(screen.getByLabelText('Unit price'), '120');
    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    expect(
      await screen.findByRole('heading', { name: 'Estimate page' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/estimates')[0]?.body).toMatchObject({
      customer_id: 9001,
      lines: [{ description: 'Stone setting', quantity: 1, unit_price: '120' }],
    });
    expect(api.callsTo('POST /vendor/sales-orders')).toHaveLength(0);
  });

  it('checks the fields before sending, and shows the api’s field errors keeping what was typed', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...CUSTOMERS,
      'POST /vendor/sales-orders': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'You already have a customer with this email.',
          errors: {
            'customer.email': 'You already have a customer with this email.',
          },
        },
      },
    });
    renderPage();

    await user.click(
      await screen.findByRole('button', { name: 'Create order' }),
    );
    expect(
      await screen.findByText('Choose one of your customers or add a new one.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/sales-orders')).toHaveLength(0);

    await user.click(screen.getByText('New customer'));
    await user.type(screen.getByLabelText('First name'), 'Nora');
    await user.type(screen.getByLabelText('Email'), 'nora.finch@example.test');
    await user.type(screen.getByLabelText('Description'), 'Polish');
    await user.type(screen.getByLabelText('Unit price'), '10');
    await user.click(screen.getByRole('button', { name: 'Create order' }));

    await waitFor(() =>
      expect(api.callsTo('POST /vendor/sales-orders')).toHaveLength(1),
    );
    expect(
      await screen.findAllByText(
        'You already have a customer with this email.',
      ),
    ).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveValue(
      'nora.finch@example.test',
    );
    expect(api.callsTo('POST /vendor/sales-orders')[0]?.body).toMatchObject({
      customer: { first_name: 'Nora', email: 'nora.finch@example.test' },
    });
  });
});
