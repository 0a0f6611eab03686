import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import type { SalesOrder } from './api';
import { SalesOrderPage } from './SalesOrderPage';

// The store's sales order page offers the invoice PDF the api makes for the order.

jest.setTimeout(120_000);

const order = {
  id: 7,
  store_id: 1,
  token: 'order-token-7',
  tracking_token: 'tracking-token-7',
  feedback: null,
  order_no: '1000042',
  status: 'completed',
  payment_status: 'paid',
  created_on: '2024-03-05T10:00:00',
  paid_on: '2024-03-06T10:00:00',
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
  lines: [],
  subtotal: '90.00',
  shipping: '0.00',
  insurance_amount: '0.00',
  total: '90.00',
  charges: [],
  customer: null,
} as unknown as SalesOrder;

/** mockApi answers JSON only: its answer to the PDF comes back as a file with the api's headers. */
function answerPdf(status = 200) {
  const jsonFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).includes('invoice.pdf')) return jsonFetch(input, init);
    if (status !== 200) return jsonFetch(input, init);
    return {
      ok: true,
      status: 200,
      headers: {
        get: (name: string) =>
          ({
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="invoice-1000042.pdf"',
          })[name.toLowerCase()] ?? null,
      },
      blob: async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    } as unknown as Response;
  }) as typeof fetch;
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/sales-order/:id" element={<SalesOrderPage />} />
    </Routes>,
    {
      route: '/portal/sales-order/7',
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

it('downloads the order’s invoice as a PDF', async () => {
  const api = mockApi({
    'GET /sales-orders/7': { body: order },
    'GET /sales-orders/7/invoice.pdf': { body: '%PDF-1.4' },
  });
  answerPdf();
  Object.assign(URL, {
    createObjectURL: jest.fn(() => 'blob:invoice'),
    revokeObjectURL: jest.fn(),
  });
  const saved: string[] = [];
  jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(function record(this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  const user = userEvent.setup();
  renderPage();
  await user.click(
    await screen.findByRole('button', { name: 'Download invoice (PDF)' }),
  );
  await waitFor(() => expect(saved).toEqual(['invoice-1000042.pdf']));
  expect(api.callsTo('GET /sales-orders/7')).toHaveLength(1);
});

it('says so when the invoice cannot be made', async () => {
  mockApi({
    'GET /sales-orders/7': { body: order },
    'GET /sales-orders/7/invoice.pdf': {
      status: 404,
      body: {
        code: 'NOT_FOUND',
        message: 'Sales order not found.',
        errors: {},
      },
    },
  });
  answerPdf(404);
  const user = userEvent.setup();
  renderPage();
  await user.click(
    await screen.findByRole('button', { name: 'Download invoice (PDF)' }),
  );
  expect(
    await screen.findByText('The invoice did not download.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Sales order not found.')).toBeInTheDocument();
});
