import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import {
  apiError,
  customerSession,
  orderFixture,
  renderAccount,
} from './testing/accountFixtures';

const ordersPage = (results = [orderFixture()], count = results.length) => ({
  body: { count, next: null, results },
});

test('/myaccount opens the orders: number, date, status, payment, total and a link to the detail', async () => {
  const api = mockApi({
    'GET /customers/me/orders': ordersPage([
      orderFixture({
        id: 2,
        order_no: '1000002',
        status: 'new',
        payment_status: 'unpaid',
        total: '15',
        created_on: '2026-11-21T09:00:00',
      }),
      orderFixture(),
    ]),
    'GET /customers/me/orders/1000002': {
      body: orderFixture({ id: 2, order_no: '1000002' }),
    },
  });
  renderAccount('/myaccount', customerSession());

  const newest = await screen.findByRole('row', { name: /1000002/ });
  expect(within(newest).getByText('21, Nov 2026')).toBeVisible();
  expect(within(newest).getByText('Received')).toBeVisible();
  expect(within(newest).getByText('Unpaid')).toBeVisible();
  expect(within(newest).getByText('$15.00')).toBeVisible();
  const older = screen.getByRole('row', { name: /1000001/ });
  expect(within(older).getByText('In progress')).toBeVisible();
  expect(within(older).getByText('Paid')).toBeVisible();
  expect(within(older).getByText('$92.50')).toBeVisible();
  expect(api.callsTo('GET /customers/me/orders')[0]?.query).toEqual({
    page: '1',
    page_size: '10',
  });

  await userEvent.click(within(newest).getByRole('link', { name: '1000002' }));
  expect(
    await screen.findByRole('heading', { name: 'Order 1000002' }),
  ).toBeVisible();
});

test('the orders come a page at a time', async () => {
  const api = mockApi({
    'GET /customers/me/orders': (call) =>
      ordersPage(
        [
          orderFixture({
            order_no: call.query.page === '2' ? '1000011' : '1000021',
          }),
        ],
        11,
      ),
  });
  renderAccount('/myaccount/orders', customerSession());

  expect(await screen.findByRole('link', { name: '1000021' })).toBeVisible();
  await userEvent.click(screen.getByRole('listitem', { name: '2' }));

  expect(await screen.findByRole('link', { name: '1000011' })).toBeVisible();
  expect(api.callsTo('GET /customers/me/orders').at(-1)?.query.page).toBe('2');
});

test('the order detail shows status, dates, lines, address, carrier, totals and the next steps', async () => {
  mockApi({
    'GET /customers/me/orders/1000001': {
      body: orderFixture({
        status: 'completed',
        payment_status: 'unpaid',
        paid_on: null,
        carrier: { id: 7, name: 'Other' },
        feedback: { token: 'fb-token', submitted: false },
        charges: [
          {
            id: 1,
            kind: 'additional',
            requested_by: 'store_owner',
            amount: '20.00',
            reason: 'Extra polish',
            work_order: null,
            status: 'unpaid',
            token: 'add-tok',
            created_on: '2026-11-21T10:00:00',
            paid_on: null,
          },
          {
            id: 2,
            kind: 'extra',
            requested_by: 'vendor',
            amount: '5.00',
            reason: 'Stone setting',
            work_order: { item_number: 'WO-1000001-1' },
            status: 'unpaid',
            token: 'ext-tok',
            created_on: '2026-11-21T10:00:00',
            paid_on: null,
          },
          {
            id: 3,
            kind: 'additional',
            requested_by: 'vendor',
            amount: '9.00',
            reason: 'Engraving',
            work_order: null,
            status: 'paid',
            token: 'paid-tok',
            created_on: '2026-11-21T10:00:00',
            paid_on: '2026-11-21T11:00:00',
          },
        ],
      }),
    },
  });
  renderAccount('/myaccount/orders/1000001', customerSession());

  const facts = await screen.findByLabelText('Order details');
  expect(within(facts).getByText('Completed')).toBeVisible();
  expect(within(facts).getByText('Unpaid')).toBeVisible();
  expect(facts).toHaveTextContent(/Placed on20, Nov 2026/);
  expect(within(facts).getByText('UPS')).toBeVisible();
  expect(screen.getByText('Ring resizing')).toBeVisible();
  expect(screen.getByText('Metal: Gold, Size: 7')).toBeVisible();
  expect(
    screen.getByRole('region', { name: 'Shipping address' }),
  ).toHaveTextContent(
    'Jane Doe1 Main StreetSpringfield, IL 62701, US555 123 4567',
  );
  expect(
    within(screen.getByLabelText('Order totals')).getByText('$92.50'),
  ).toBeVisible();

  expect(screen.getByRole('link', { name: 'Pay $92.50' })).toHaveAttribute(
    'href',
    '/checkout/payment/order-token-1',
  );
  expect(screen.getByRole('link', { name: 'Track order' })).toHaveAttribute(
    'href',
    '/order-tracking/1000001',
  );
  expect(screen.getByRole('link', { name: 'Leave feedback' })).toHaveAttribute(
    'href',
    '/feedback/fb-token',
  );
  expect(
    screen.getByRole('link', { name: 'Pay $20.00 for Extra polish' }),
  ).toHaveAttribute('href', '/additional-payment/add-tok');
  expect(
    screen.getByRole('link', { name: 'Pay $5.00 for Stone setting' }),
  ).toHaveAttribute('href', '/extra-charge-payment/ext-tok');
  expect(
    screen.queryByRole('link', { name: /Engraving/ }),
  ).not.toBeInTheDocument();
  expect(screen.getAllByText(/Requested by the store owner/)).toHaveLength(1);
  expect(screen.getAllByText(/Requested by the vendor/)).toHaveLength(2);
  expect(
    screen.getByText(/Requested by the vendor · Ring resizing/),
  ).toBeVisible();
  expect(screen.queryByText(/WO-/)).not.toBeInTheDocument();
});

test('a paid order offers no Pay link, and given feedback no feedback link', async () => {
  mockApi({
    'GET /customers/me/orders/1000001': {
      body: orderFixture({
        status: 'completed',
        feedback: { token: 'fb', submitted: true },
      }),
    },
  });
  renderAccount('/myaccount/orders/1000001', customerSession());

  expect(
    await screen.findByRole('link', { name: 'Track order' }),
  ).toBeVisible();
  expect(screen.getByLabelText('Order details')).toHaveTextContent(
    /Paid on20, Nov 2026/,
  );
  expect(
    within(screen.getByLabelText('Order details')).getByText('USPS'),
  ).toBeVisible();
  expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  expect(
    screen.queryByRole('link', { name: 'Leave feedback' }),
  ).not.toBeInTheDocument();
});

test("another customer's order number shows the api's message", async () => {
  mockApi({
    'GET /customers/me/orders/1234567': apiError(404, 'Order not found.'),
  });
  renderAccount('/myaccount/orders/1234567', customerSession());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Order not found.',
  );
});

test('a logged-out visitor is sent to log in', async () => {
  renderAccount('/myaccount/orders');

  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
});
