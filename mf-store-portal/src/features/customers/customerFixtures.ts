import type {
  CustomerDetail,
  CustomerListItem,
  CustomerPage,
} from 'shared/contracts/customers';

// Customers as the api answers them, for the customer pages' tests.

export const customerItem = (
  over: Partial<CustomerListItem> = {},
): CustomerListItem => ({
  id: 1,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.test',
  phone: '+1 217 555 0199',
  tags: ['VIP'],
  has_account: true,
  orders_count: 2,
  total_spent: '245.00',
  last_order_on: '2026-01-06T10:00:00.000Z',
  created_on: '2025-12-01T09:00:00.000Z',
  ...over,
});

export const customerPageOf = (results: CustomerListItem[]): CustomerPage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 20,
  status_counts: { all: results.length },
});

export const customerDetail = (
  over: Partial<CustomerDetail> = {},
): CustomerDetail => ({
  ...customerItem(),
  version: 3,
  addresses: [
    {
      id: 5,
      first_name: 'Jane',
      last_name: 'Doe',
      address_line1: '1 Elm St',
      address_line2: null,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
      phone: null,
      is_default: true,
    },
  ],
  orders: [
    {
      id: 11,
      order_no: '1000001',
      status: 'in_progress',
      payment_status: 'paid',
      total: '145.00',
      created_on: '2026-01-06T10:00:00.000Z',
      location: { id: 1, name: 'Acme Downtown' },
    },
  ],
  timeline: [
    {
      id: 'order-11',
      kind: 'order',
      body: 'Placed order 1000001 (145.00)',
      author_name: '',
      created_on: '2026-01-06T10:00:00.000Z',
      order: { id: 11, order_no: '1000001' },
    },
    {
      id: 'created',
      kind: 'created',
      body: 'Customer created',
      author_name: '',
      created_on: '2025-12-01T09:00:00.000Z',
      order: null,
    },
  ],
  used_discounts: [],
  ...over,
});
