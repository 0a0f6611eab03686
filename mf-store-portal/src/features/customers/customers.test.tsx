import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { ROLES } from 'shared/permissions';
import {
  mockApi,
  renderWithProviders,
  roleRecord,
  sessionFor,
} from 'shared/testing';
import {
  customerDetail,
  customerItem,
  customerPageOf,
} from './customerFixtures';
import { CustomerCreatePage } from './CustomerCreatePage';
import { CustomerPage } from './CustomerPage';
import { CustomersPage } from './CustomersPage';

const renderAt = (route: string, session = sessionFor(ROLES.STORE_OWNER)) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/customers" element={<CustomersPage />} />
      <Route path="/portal/customer/create" element={<CustomerCreatePage />} />
      <Route path="/portal/customer/:id" element={<CustomerPage />} />
    </Routes>,
    { route, session, tenant: { host: 'app.localhost', storeId: null } },
  );

const mia = customerItem({
  id: 2,
  first_name: 'Mia',
  last_name: 'Moss',
  email: 'mia@example.test',
  phone: null,
  tags: [],
  has_account: false,
  orders_count: 0,
  total_spent: '0.00',
  last_order_on: null,
});

describe('the store’s customers (/portal/customers)', () => {
  it('lists customers with orders, money spent and tags; searches and filters on the server', async () => {
    const api = mockApi({
      'GET /portal/customers': (call) => ({
        body: customerPageOf(
          call.query.search === 'mia' ? [mia] : [customerItem(), mia],
        ),
      }),
      'GET /portal/customer-tags': { body: { tags: ['VIP'] } },
    });
    const user = userEvent.setup();
    renderAt('/portal/customers');

    const jane = await screen.findByRole('row', { name: /Jane Doe/ });
    expect(within(jane).getByText('$245.00')).toBeInTheDocument();
    expect(within(jane).getByText('2 orders')).toBeInTheDocument();
    expect(within(jane).getByText('VIP')).toBeInTheDocument();
    expect(
      within(jane).getByRole('link', { name: 'Jane Doe' }),
    ).toHaveAttribute('href', '/portal/customer/1');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search customers' }),
      'mia{Enter}',
    );
    expect(
      await screen.findByRole('row', { name: /Mia Moss/ }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('row', { name: /Jane Doe/ }),
    ).not.toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tag' }),
      'VIP',
    );
    expect(api.callsTo('GET /portal/customers').at(-1)!.query).toMatchObject({
      search: 'mia',
      tag: 'VIP',
      page: '1',
    });
  });

  it('says what to do when there are no customers, and refuses staff without the customer module', async () => {
    mockApi({
      'GET /portal/customers': { body: customerPageOf([]) },
      'GET /portal/customer-tags': { body: { tags: [] } },
    });
    const view = renderAt('/portal/customers');
    expect(
      await screen.findByText(/No customers yet\. Add your first customer/),
    ).toBeInTheDocument();
    view.unmount();

    const api = mockApi({});
    renderAt(
      '/portal/customers',
      sessionFor(ROLES.STORE_STAFF, {
        role: roleRecord(ROLES.STORE_STAFF, {
          global_permissions: [],
          locations_permissions: [
            {
              location_id: 1,
              permissions: [{ module_id: 5, permissions: [3], is_enable: 1 }],
            },
          ],
        }),
      }),
    );
    expect(
      screen.getByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('creates a customer: the rules in the browser, a taken email on its field, then their page', async () => {
    const api = mockApi({
      'POST /portal/customers': (call) =>
        (call.body as { email: string }).email === 'jane@example.test'
          ? {
              status: 409,
              body: {
                code: 'CUSTOMER.EMAIL_TAKEN',
                message:
                  'A customer with this email already exists at your store.',
                errors: {
                  email:
                    'A customer with this email already exists at your store.',
                },
              },
            }
          : { status: 201, body: customerDetail({ ...mia, orders: [] }) },
      'GET /portal/customers/2': {
        body: customerDetail({ ...mia, orders: [], timeline: [] }),
      },
      'GET /portal/customer-tags': { body: { tags: [] } },
    });
    const user = userEvent.setup();
    renderAt('/portal/customer/create');
    const save = screen.getByRole('button', { name: 'Save customer' });
    await user.type(screen.getByLabelText(/First name/), 'M1a');
    await user.type(screen.getByLabelText(/Phone/), 'call me');
    await user.click(save);
    expect(
      await screen.findByText('Please enter 2 to 30 letters and spaces only'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid phone number'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /portal/customers')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Mia');
    await user.type(screen.getByLabelText(/Last name/), 'Moss');
    await user.clear(screen.getByLabelText(/Phone/));
    await user.type(screen.getByLabelText(/Email/), 'jane@example.test');
    await user.click(save);
    expect(
      await screen.findAllByText(
        'A customer with this email already exists at your store.',
      ),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText(/First name/)).toHaveValue('Mia');

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'mia@example.test');
    await user.click(save);
    expect(
      await screen.findByRole('heading', { name: 'Mia Moss' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /portal/customers').at(-1)!.body).toEqual({
      first_name: 'Mia',
      last_name: 'Moss',
      email: 'mia@example.test',
      phone: null,
    });
  });
});
