import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { customerDetail } from './customerFixtures';
import { CustomerPage } from './CustomerPage';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/customer/:id" element={<CustomerPage />} />
    </Routes>,
    {
      route,
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('one customer (/portal/customer/:id)', () => {
  it('shows orders as links, addresses, tags and timeline; a comment goes on the timeline', async () => {
    const api = mockApi({
      'GET /portal/customers/1': { body: customerDetail() },
      'GET /portal/customer-tags': { body: { tags: ['VIP', 'Watches'] } },
      'POST /portal/customers/1/comments': (call) => ({
        status: 201,
        body: customerDetail({
          timeline: [
            {
              id: 'comment-1',
              kind: 'comment',
              body: (call.body as { body: string }).body,
              author_name: 'Olivia Acme',
              created_on: '2026-02-01T10:00:00.000Z',
              order: null,
            },
            ...customerDetail().timeline,
          ],
        }),
      }),
    });
    const user = userEvent.setup();
    renderAt('/portal/customer/1');

    expect(
      await screen.findByRole('heading', { name: 'Jane Doe', level: 1 }),
    ).toBeInTheDocument();
    const orders = screen.getByRole('list', { name: 'Orders, newest first' });
    expect(
      within(orders).getByRole('link', { name: '#1000001' }),
    ).toHaveAttribute('href', '/portal/sales-order/11');
    expect(within(orders).getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText(/1 Elm St/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Tags' })).getByText('VIP'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(
      await screen.findByText('This field is required'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Comment'), 'Call before pick-up');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    const timeline = screen.getByRole('list', {
      name: 'Timeline, newest first',
    });
    expect(
      await within(timeline).findByText('Call before pick-up'),
    ).toBeInTheDocument();
    expect(within(timeline).getByText(/Olivia Acme/)).toBeInTheDocument();
    expect(api.callsTo('POST /portal/customers/1/comments')[0]!.body).toEqual({
      body: 'Call before pick-up',
    });
  });

  it('a stale edit says what is saved now and keeps what was typed; the second save sends the new version', async () => {
    const now = customerDetail({ first_name: 'Janet', version: 4 });
    const api = mockApi({
      'GET /portal/customers/1': { body: customerDetail() },
      'GET /portal/customer-tags': { body: { tags: [] } },
      'PUT /portal/customers/1': (call) =>
        (call.body as { version: number }).version === 3
          ? {
              status: 409,
              body: {
                code: 'CONFLICT',
                message:
                  'Someone else changed this customer since you opened it. Here it is as it is now.',
                errors: {},
                current: now,
              },
            }
          : {
              body: customerDetail({ first_name: 'Joan', version: 5 }),
            },
    });
    const user = userEvent.setup();
    renderAt('/portal/customer/1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const first = screen.getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, 'Joan');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText(/Someone else changed this customer/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Now saved: Janet Doe/)).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Joan');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', { name: 'Joan Doe', level: 1 }),
    ).toBeInTheDocument();
    // the form closed: focus is back on Edit
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus(),
    );
    expect(
      api.callsTo('PUT /portal/customers/1').map((c) => c.body),
    ).toMatchObject([{ version: 3 }, { first_name: 'Joan', version: 4 }]);
  });

  it('lists the discount codes the customer used, each linking to its sales order', async () => {
    mockApi({
      'GET /portal/customers/1': {
        body: customerDetail({
          used_discounts: [
            {
              id: 3,
              code: 'WELCOME10',
              amount: '14.50',
              order: { id: 11, order_no: '1000001' },
              created_on: '2026-01-06T10:00:00.000Z',
            },
          ],
        }),
      },
      'GET /portal/customer-tags': { body: { tags: [] } },
    });
    renderAt('/portal/customer/1');
    const used = await screen.findByRole('list', {
      name: 'Used discounts, newest first',
    });
    expect(within(used).getByText('WELCOME10')).toBeInTheDocument();
    expect(within(used).getByText(/\$14\.50 off/)).toBeInTheDocument();
    expect(
      within(used).getByRole('link', { name: '#1000001' }),
    ).toHaveAttribute('href', '/portal/sales-order/11');
  });

  it('says when the customer used no discount yet', async () => {
    mockApi({
      'GET /portal/customers/1': { body: customerDetail() },
      'GET /portal/customer-tags': { body: { tags: [] } },
    });
    renderAt('/portal/customer/1');
    expect(await screen.findByText('No discounts used yet.')).toBeVisible();
  });

  it('says so when the customer is not the store’s', async () => {
    mockApi({
      'GET /portal/customers/77': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Customer not found.' },
      },
      'GET /portal/customer-tags': { body: { tags: [] } },
    });
    renderAt('/portal/customer/77');
    expect(
      await screen.findByRole('heading', { name: 'Customer not found' }),
    ).toBeInTheDocument();
  });
});
