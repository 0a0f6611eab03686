import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import type { SalesOrder } from './api';
import { carrierName } from './formatters';
import { SalesOrderPage } from './SalesOrderPage';

const order: SalesOrder = {
  id: 7,
  store_id: 1,
  token: 'order-token-7',
  tracking_token: 'tracking-token-7',
  feedback: null,
  order_no: '1000042',
  status: 'in_progress',
  payment_status: 'paid',
  created_on: '2024-03-05T10:00:00',
  paid_on: '2024-03-06T10:00:00',
  is_guest: true,
  contact: {
    first_name: 'Gus',
    last_name: 'Guest',
    email: 'gus@example.test',
    phone: '+1 555 0100',
  },
  shipping_address: {
    first_name: 'Gus',
    last_name: 'Guest',
    address_line1: '9 Elm St',
    address_line2: 'Apt 2',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
    phone: '+1 555 0100',
  },
  carrier: { id: 2, name: 'USPS' },
  insurance: { id: 1, name: 'Basic cover', amount: '3.10' },
  lines: [
    {
      id: 1,
      service: { id: 3, name: 'Ring resize', image: null },
      quantity: 2,
      unit_price: '45.00',
      line_total: '90.00',
      choices: [{ label: 'Metal', value: 'Gold' }],
    },
  ],
  subtotal: '90.00',
  shipping: '12.00',
  insurance_amount: '3.10',
  total: '105.10',
  charges: [
    {
      id: 4,
      kind: 'additional',
      requested_by: 'vendor',
      amount: '20.00',
      reason: 'Extra polishing',
      token: 'charge-token-4',
      work_order: { item_number: 'WO-1' },
      status: 'unpaid',
      created_on: '2024-03-07T10:00:00',
      paid_on: null,
    },
  ],
  customer: null,
};

const renderPage = (id = '7') =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/sales-order/:id" element={<SalesOrderPage />} />
    </Routes>,
    {
      route: `/portal/sales-order/${id}`,
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const field = (label: string) =>
  screen.getByRole('definition', { name: label });

describe('store portal sales order page', () => {
  it('shows the order, its customer, shipping, lines, totals and charges', async () => {
    const api = mockApi({ 'GET /sales-orders/7': { body: order } });
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Sales order #1000042' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /sales-orders/7')).toHaveLength(1);
    expect(field('Order number')).toHaveTextContent('1000042');
    expect(field('Status')).toHaveTextContent('In progress');
    expect(field('Payment status')).toHaveTextContent('Paid');
    expect(field('Created')).toHaveTextContent('05, Mar 2024');
    expect(field('Paid on')).toHaveTextContent('06, Mar 2024');
    expect(field('Customer')).toHaveTextContent('Guest');
    expect(field('Contact')).toHaveTextContent('Gus Guest');
    expect(field('Email')).toHaveTextContent('gus@example.test');
    expect(field('Ship to')).toHaveTextContent('9 Elm St');
    expect(field('Ship to')).toHaveTextContent('Springfield, IL 62701');
    expect(field('Carrier')).toHaveTextContent('USPS');

    const row = screen.getByRole('row', { name: /Ring resize/ });
    expect(within(row).getByText('Metal: Gold')).toBeInTheDocument();
    expect(within(row).getByText('$45.00')).toBeInTheDocument();
    expect(within(row).getByText('$90.00')).toBeInTheDocument();
    expect(field('Shipping')).toHaveTextContent('$12.00');
    expect(field('Insurance (Basic cover)')).toHaveTextContent('$3.10');
    expect(field('Total')).toHaveTextContent('$105.10');
    expect(screen.getByText('Extra polishing')).toBeInTheDocument();
    expect(
      screen.getByText(/Requested by the vendor · work order WO-1/),
    ).toBeInTheDocument();
  });

  it('names the customer of a registered order', async () => {
    mockApi({
      'GET /sales-orders/7': {
        body: {
          ...order,
          is_guest: false,
          customer: { id: 1, first_name: 'Jane', last_name: 'Doe' },
        },
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Sales order #1000042' });
    expect(field('Customer')).toHaveTextContent('Jane Doe');
  });

  it('says when the order does not exist', async () => {
    mockApi({
      'GET /sales-orders/99': {
        status: 404,
        body: {
          code: 'NOT_FOUND',
          message: 'Sales order not found.',
          errors: {},
        },
      },
    });
    renderPage('99');
    expect(
      await screen.findByRole('heading', { name: 'Sales order not found' }),
    ).toBeInTheDocument();
  });

  it("says when the order is another store's", async () => {
    mockApi({
      'GET /sales-orders/7': {
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message: 'You do not have permission to perform this action.',
          errors: {},
        },
      },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'You cannot view this sales order',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You do not have permission to perform this action.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    const api = mockApi({
      'GET /sales-orders/7': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Server error.', errors: {} },
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server error.');
    api.on({ 'GET /sales-orders/7': { body: order } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Sales order #1000042' }),
    ).toBeInTheDocument();
  });
});

describe('carrierName', () => {
  it.each([
    [1, 'Fedex'],
    [2, 'USPS'],
    [3, 'UPS'],
    [9, 'UPS'],
  ])('carrier %i is %s', (id, name) => expect(carrierName(id)).toBe(name));
});
