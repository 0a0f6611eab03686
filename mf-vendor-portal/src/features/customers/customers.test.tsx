import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type {
  VendorCustomerDetail,
  VendorCustomerListItem,
} from 'shared/contracts/vendorSales';
import { mockApi, renderWithProviders } from 'shared/testing';
import { vendorSession } from '../../testing/workOrders';
import { CustomerCreatePage } from './CustomerCreatePage';
import { CustomerPage } from './CustomerPage';
import { CustomersPage } from './CustomersPage';

// The vendor portal's customers pages (list, create, one customer with its edit).

const NORA: VendorCustomerListItem = {
  id: 9001,
  first_name: 'Nora',
  last_name: 'Finch',
  email: 'nora.finch@example.test',
  phone: '+1 217 555 0140',
  orders_count: 2,
  total_spent: '82.50',
  last_order_on: '2026-11-16T09:30:00Z',
  created_on: '2026-11-01T09:00:00Z',
};
const DETAIL: VendorCustomerDetail = {
  ...NORA,
  version: 1,
  orders: [
    {
      id: 9001,
      number: 'SO-1001',
      status: 'new',
      total: '45.00',
      created_on: '2026-11-16T09:30:00Z',
    },
  ],
  estimates: [
    {
      id: 9002,
      number: 'EST-1002',
      status: 'quoted',
      total: '35.00',
      created_on: '2026-11-20T10:30:00Z',
    },
  ],
};

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/customers" element={<CustomersPage />} />
      <Route path="/portal/customer/create" element={<CustomerCreatePage />} />
      <Route path="/portal/customer/:id" element={<CustomerPage />} />
    </Routes>,
    {
      route,
      tenant: { host: 'vendor.localhost', storeId: null },
      session: vendorSession(),
    },
  );

describe('the vendor’s customers', () => {
  it('lists them with what they bought and searches on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /vendor/customers': (call) => ({
        body: {
          results: call.query.search === 'zzz' ? [] : [NORA],
          count: call.query.search === 'zzz' ? 0 : 1,
          page: 1,
          page_size: 20,
          status_counts: { all: 1 },
        },
      }),
    });
    renderAt('/portal/customers');
    const row = await screen.findByRole('row', { name: /Nora Finch/ });
    expect(row).toHaveTextContent('$82.50');
    expect(
      within(row).getByRole('link', { name: 'Nora Finch' }),
    ).toHaveAttribute('href', '/portal/customer/9001');
    await user.type(screen.getByLabelText('Search'), 'zzz{Enter}');
    expect(await screen.findByText(/No customers yet\./)).toBeInTheDocument();
    expect(api.callsTo('GET /vendor/customers').at(-1)?.query).toMatchObject({
      search: 'zzz',
    });
  });

  it('adds a customer and opens their page; the api’s field error shows at its field', async () => {
    const user = userEvent.setup({ delay: null });
    let tries = 0;
    mockApi({
      'POST /vendor/customers': () => {
        tries += 1;
        return tries === 1
          ? {
              status: 400,
              body: {
                code: 'VALIDATION',
                message: 'Please correct the errors below.',
                errors: {
                  email: 'You already have a customer with this email.',
                },
              },
            }
          : { status: 201, body: { ...NORA, id: 9010 } };
      },
      'GET /vendor/customers/9010': { body: { ...DETAIL, id: 9010 } },
    });
    renderAt('/portal/customer/create');
    await user.type(await screen.findByLabelText(/First name/), 'Nora');
    await user.type(screen.getByLabelText(/Email/), 'nora.finch@example.test');
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    expect(
      await screen.findByText('You already have a customer with this email.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Nora');
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    expect(
      await screen.findByRole('heading', { name: 'Nora Finch' }),
    ).toBeInTheDocument();
  });

  it('shows one customer’s orders and estimates; a stale edit keeps what was typed and saves with the new version', async () => {
    const user = userEvent.setup({ delay: null });
    let current = DETAIL;
    let saves = 0;
    const api = mockApi({
      'GET /vendor/customers/9001': () => ({ body: current }),
      'PUT /vendor/customers/9001': (call) => {
        saves += 1;
        if (saves === 1) {
          current = { ...current, version: 2, phone: '+1 217 555 0199' };
          return {
            status: 409,
            body: {
              code: 'CONFLICT',
              message:
                'Someone else changed this customer while you were looking at it.',
              errors: {},
              current: { version: 2 },
            },
          };
        }
        current = { ...current, ...(call.body as object), version: 3 };
        return { body: current };
      },
    });
    renderAt('/portal/customer/9001');
    expect(
      await screen.findByRole('link', { name: 'SO-1001' }),
    ).toHaveAttribute('href', '/portal/sales-order/9001');
    expect(screen.getByRole('link', { name: 'EST-1002' })).toBeInTheDocument();
    expect(screen.getByText(/Sent/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit contact' }));
    const lastName = screen.getByLabelText('Last name');
    await user.clear(lastName);
    await user.type(lastName, 'Reed');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    expect(
      await screen.findByText(
        'Someone else changed this customer while you were looking at it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveValue('Reed');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /vendor/customers/9001')[1]?.body).toMatchObject({
        last_name: 'Reed',
        version: 2,
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Nora Reed' }),
    ).toBeInTheDocument();
  });
});
