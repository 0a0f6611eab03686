import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from 'shared/session';
import { Route, Routes } from 'shared/router';
import {
  mockApi,
  renderWithProviders,
  roleRecord,
  sessionFor,
} from 'shared/testing';
import type { SalesOrder } from './api';
import { SalesOrderPage } from './SalesOrderPage';
import { salesOrderFixture } from './testing/fixtures';

// Whole pages with antd render slowly in jsdom on a busy 2-core machine.
jest.setTimeout(120_000);

const NO_REFUND = 'This order has already been refunded in full.';

const base = salesOrderFixture({
  status: 'completed',
  paid_on: '2024-03-05T10:05:00',
  refund: { paid: '45.00', refunded: '0.00', refundable: '45.00', refunds: [] },
});

const REFUNDED: Partial<SalesOrder> = {
  payment_status: 'refunded',
  refund: {
    paid: '45.00',
    refunded: '45.00',
    refundable: '0.00',
    refunds: [
      {
        id: 1,
        amount: '45.00',
        reason: 'Stone cracked',
        created_by: 'Olivia Acme',
        created_on: '2024-03-06T09:00:00.000Z',
      },
    ],
  },
};

function orderApi(start: Partial<SalesOrder> = {}) {
  let current: SalesOrder = { ...base, ...start };
  const api = mockApi({
    'GET /sales-orders/7': () => ({ body: current }),
    'GET /sales-orders/7/events': { body: [] },
    'GET /locations': { body: [{ id: 1, name: 'Downtown' }] },
  });
  return {
    api,
    set: (next: Partial<SalesOrder>) => {
      current = { ...current, ...next };
    },
  };
}

const renderPage = (session: Partial<Session> = sessionFor(4)) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/sales-order/:id" element={<SalesOrderPage />} />
    </Routes>,
    {
      route: '/portal/sales-order/7',
      session,
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const openRefund = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: 'Refund this order' });
};

describe('refunding a sales order', () => {
  it('prefills what is left to refund, asks for a reason, refunds and shows the refund', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, set } = orderApi();
    api.on({
      'POST /sales-orders/7/refunds': () => {
        set(REFUNDED);
        return { status: 201, body: { ...base, ...REFUNDED } };
      },
    });
    renderPage();
    const dialog = await openRefund(user);
    const amount = within(dialog).getByLabelText('Amount ($)');
    expect(amount).toHaveValue('45.00');
    await user.click(
      within(dialog).getByRole('button', { name: 'Refund $45.00' }),
    );
    expect(
      await within(dialog).findByText('This field is required'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /sales-orders/7/refunds')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Stone cracked');
    await user.click(
      within(dialog).getByRole('button', { name: 'Refund $45.00' }),
    );
    expect(
      await screen.findByText('$45.00 was refunded to the customer.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /sales-orders/7/refunds')[0]?.body).toEqual({
      amount: '45.00',
      reason: 'Stone cracked',
    });
    expect(await screen.findByText('Stone cracked')).toBeInTheDocument();
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('refuses more than is left before sending, and keeps what was typed when the api refuses', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = orderApi();
    api.on({
      'POST /sales-orders/7/refunds': {
        status: 409,
        body: { code: 'ALREADY_REFUNDED', message: NO_REFUND, errors: {} },
      },
    });
    renderPage();
    const dialog = await openRefund(user);
    const amount = within(dialog).getByLabelText('Amount ($)');
    await user.clear(amount);
    await user.type(amount, '45.01');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Late');
    await user.click(
      within(dialog).getByRole('button', { name: 'Refund $45.01' }),
    );
    expect(
      await within(dialog).findByText(
        'The amount cannot be more than $45.00, what is left to refund.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /sales-orders/7/refunds')).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(
      within(dialog).getByRole('button', { name: 'Refund $10' }),
    );
    expect(await within(dialog).findByText(NO_REFUND)).toBeInTheDocument();
    expect(amount).toHaveValue('10');
    expect(within(dialog).getByLabelText(/Reason/)).toHaveValue('Late');
  });

  it.each([
    ['an unpaid order', { payment_status: 'unpaid' as const }, sessionFor(4)],
    ['a fully refunded order', REFUNDED, sessionFor(4)],
    [
      'staff without the refund permission',
      {},
      sessionFor(3, {
        role: roleRecord(3, {
          global_permissions: [
            { module_id: 5, permissions: [1, 2, 3], is_enable: 1 },
          ],
          locations_permissions: [],
        }),
      }),
    ],
  ])('offers no Refund for %s', async (_, start, session) => {
    orderApi(start);
    renderPage(session);
    expect(
      await screen.findByRole('heading', { name: 'Sales order #1000042' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
