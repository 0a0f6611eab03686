import type { SalesOrder } from '../api';

/**
 * A received, paid guest order of one line at Downtown, with no work orders and no charges, as the
 * api answers GET /sales-orders/7; `over` changes what a test is about.
 */
export const salesOrderFixture = (
  over: Partial<SalesOrder> = {},
): SalesOrder => ({
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
  ...over,
});
