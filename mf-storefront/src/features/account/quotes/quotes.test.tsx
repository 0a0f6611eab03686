import { act, screen, within } from '@testing-library/react';
import { setLanguage } from 'shared/i18n';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import type { CustomerEstimate } from './api';
import {
  apiError,
  customerSession,
  renderAccount,
} from '../testing/accountFixtures';

// The customer's side of an estimate (ADR 0026): the mail's link and My Account read the latest
// version the store sent; approving it makes an order to pay, a refused answer says why.

const TOKEN = 'e'.repeat(43);
const quoted = (over: Partial<CustomerEstimate> = {}): CustomerEstimate => ({
  id: 5,
  store_id: 1,
  estimate_no: '5000005',
  status: 'quoted',
  status_label: 'Sent',
  created_on: '2026-11-20T09:00:00Z',
  notes: '',
  token: TOKEN,
  quote: {
    version_no: 2,
    lines: [
      {
        service_id: 3,
        name: 'Ring Sizing',
        kind: 'service',
        quantity: 1,
        unit_price: '45.00',
        line_total: '45.00',
      },
      {
        service_id: null,
        name: 'Clasp spring',
        kind: 'part',
        quantity: 2,
        unit_price: '7.50',
        line_total: '15.00',
      },
    ],
    message: 'The clasp needs a new spring.',
    valid_until: '2099-12-31',
    not_to_exceed: '100.00',
    total: '60.00',
    sent_on: '2026-11-21T09:00:00Z',
    sent_by: 'Olivia Acme',
  },
  answer: null,
  live: null,
  order: null,
  ...over,
});

test('the mail’s link shows the latest version; approving it with a note leads to paying its order', async () => {
  const user = userEvent.setup({ delay: null });
  let current = quoted();
  const api = mockApi({
    [`GET /estimates/by-token/${TOKEN}/quote`]: () => ({ body: current }),
    [`POST /estimates/by-token/${TOKEN}/answer`]: () => {
      current = quoted({
        status: 'converted',
        answer: {
          answered_on: '2026-11-22T09:00:00Z',
          answered_by: 'Jane Doe (estimate link)',
          version: 2,
          note: 'Go ahead',
        },
        order: {
          order_no: '1000009',
          payment_status: 'unpaid',
          payment_path: '/checkout/payment/pay-token',
          amount_due: '60.00',
        },
      });
      return { body: current };
    },
  });
  renderAccount(`/estimate/${TOKEN}`);
  expect(
    await screen.findByRole('heading', { name: 'Estimate 5000005' }),
  ).toBeVisible();
  expect(screen.getByText('The clasp needs a new spring.')).toBeVisible();
  const table = screen.getByRole('table');
  expect(within(table).getByText('Clasp spring')).toBeVisible();
  expect(within(table).getByText('$60.00')).toBeVisible();
  expect(
    screen.getByText('It will not exceed $100.00 without asking you again.'),
  ).toBeVisible();
  expect(
    screen.getByRole('link', { name: 'Download the estimate (PDF)' }),
  ).toHaveAttribute(
    'href',
    expect.stringMatching(
      `/api/v1/estimates/by-token/${TOKEN}/estimate\\.pdf$`,
    ),
  );

  await user.type(
    screen.getByLabelText('A note for the store (optional)'),
    'Go ahead',
  );
  await user.click(screen.getByRole('button', { name: 'Approve' }));
  expect(
    await screen.findByRole('link', { name: 'Pay $60.00' }),
  ).toHaveAttribute('href', '/checkout/payment/pay-token');
  expect(screen.getByText(/You approved version 2/)).toBeVisible();
  expect(
    api.callsTo(`POST /estimates/by-token/${TOKEN}/answer`)[0]?.body,
  ).toEqual({ decision: 'approve', version: 2, note: 'Go ahead' });
  expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
});

test('an answer to a revised estimate says why and the page reloads the latest version', async () => {
  const user = userEvent.setup({ delay: null });
  let reads = 0;
  mockApi({
    [`GET /estimates/by-token/${TOKEN}/quote`]: () => {
      reads += 1;
      return { body: quoted() };
    },
    [`POST /estimates/by-token/${TOKEN}/answer`]: apiError(
      409,
      'The store revised this estimate after the version you answered. Read the latest version, then answer it.',
      {},
      'ESTIMATE_REVISED',
    ),
  });
  renderAccount(`/estimate/${TOKEN}`);
  await user.click(await screen.findByRole('button', { name: 'Decline' }));
  expect(
    await screen.findByText(/The store revised this estimate/),
  ).toBeVisible();
  expect(reads).toBeGreaterThan(1);
});

test('on the Spanish storefront, the api’s refusals read in Spanish, the day as Spanish writes it', async () => {
  const user = userEvent.setup({ delay: null });
  await act(() => setLanguage('es'));
  try {
    mockApi({
      [`GET /estimates/by-token/${TOKEN}/quote`]: { body: quoted() },
      [`POST /estimates/by-token/${TOKEN}/answer`]: {
        status: 409,
        body: {
          code: 'ESTIMATE_EXPIRED',
          message:
            'This estimate was valid until 2026-11-25. Ask the store for a new one.',
          errors: {},
          current: { status: 'quoted', version: 4 },
          valid_until: '2026-11-25',
        },
      },
    });
    renderAccount(`/estimate/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    expect(
      await screen.findByText(
        /^Este presupuesto era válido hasta el .*25.*\. Pida a la tienda uno nuevo\.$/,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/valid until/)).toBeNull();
  } finally {
    await act(() => setLanguage('en'));
  }
});

test('an unknown link says so', async () => {
  mockApi({
    [`GET /estimates/by-token/${TOKEN}/quote`]: apiError(
      404,
      'Estimate not found.',
    ),
  });
  renderAccount(`/estimate/${TOKEN}`);
  expect(
    await screen.findByText('This estimate link is not valid.'),
  ).toBeVisible();
});

test('My Account lists the estimates with their status and opens one', async () => {
  const user = userEvent.setup({ delay: null });
  mockApi({
    'GET /customers/me/estimates': {
      body: [
        {
          id: 5,
          store_id: 1,
          estimate_no: '5000005',
          status: 'quoted',
          created_on: '2026-11-20T09:00:00Z',
          contact: {
            first_name: 'Jane',
            last_name: 'Doe',
            email: '',
            phone: '',
          },
          notes: '',
          lines: [],
          subtotal: '60.00',
          token: TOKEN,
        },
      ],
    },
    'GET /customers/me/estimates/5': { body: quoted() },
  });
  renderAccount('/myaccount/estimates', customerSession());
  const list = await screen.findByRole('list', { name: 'Estimates' });
  expect(list).toHaveTextContent('Waiting for your answer');
  await user.click(within(list).getByRole('link', { name: /5000005/ }));
  expect(
    await screen.findByRole('heading', { name: 'Estimate 5000005' }),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
});

test('with no estimates, My Account says so', async () => {
  mockApi({ 'GET /customers/me/estimates': { body: [] } });
  renderAccount('/myaccount/estimates', customerSession());
  expect(await screen.findByText('You have no estimates yet.')).toBeVisible();
});
