import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { VendorEstimate } from 'shared/contracts/vendorSales';
import { mockApi, renderWithProviders } from 'shared/testing';
import { vendorEstimateFixture, vendorPageOf } from '../../testing/vendorSales';
import { conflictAnswer, vendorSession } from '../../testing/workOrders';
import { EstimatePage } from './EstimatePage';
import { EstimatesPage } from './EstimatesPage';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/estimates" element={<EstimatesPage />} />
      <Route path="/portal/estimate/:id" element={<EstimatePage />} />
      <Route path="/portal/sales-order/:id" element={<h1>Order page</h1>} />
    </Routes>,
    {
      route,
      tenant: { host: 'vendor.localhost', storeId: null },
      session: vendorSession(),
    },
  );

function serve(over: Partial<VendorEstimate> = {}) {
  let estimate = vendorEstimateFixture(over);
  const api = mockApi({
    'GET /vendor/estimates/9003': () => ({ body: estimate }),
  });
  return {
    api,
    set: (next: Partial<VendorEstimate>) => {
      estimate = { ...estimate, ...next };
    },
  };
}

describe('the vendor’s estimates', () => {
  it('lists them with status words and the tabs’ counts', async () => {
    mockApi({
      'GET /vendor/estimates': {
        body: vendorPageOf([vendorEstimateFixture({ status: 'quoted' })], {
          status_counts: { all: 1, quoted: 1 },
        }),
      },
    });
    renderAt('/portal/estimates');
    const link = await screen.findByRole('link', { name: 'EST-1003' });
    expect(link).toHaveAttribute('href', '/portal/estimate/9003');
    const row = within(screen.getByRole('row', { name: /^EST-1003/ }));
    expect(row.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sent (1)' })).toBeInTheDocument();
  });

  it('prices the quote, adds a part and sends it as a new version', async () => {
    const user = userEvent.setup();
    const { api, set } = serve({
      status: 'requested',
      version: 1,
      quote_version: 0,
      lines: [
        {
          id: 1,
          description: 'Ring resize',
          quantity: 1,
          unit_price: '0.00',
          amount: '0.00',
        },
      ],
    });
    api.on({
      'PUT /vendor/estimates/9003/quote': () => ({
        body: vendorEstimateFixture({ status: 'requested', version: 2 }),
      }),
      'POST /vendor/estimates/9003/status': () => {
        set({
          status: 'quoted',
          version: 3,
          quote_version: 1,
          versions: [
            {
              version_no: 1,
              lines: [
                {
                  service_id: null,
                  name: 'Ring resize',
                  kind: 'service',
                  quantity: 1,
                  unit_price: '45.00',
                  line_total: '45.00',
                },
              ],
              message: 'Ready Friday.',
              valid_until: null,
              not_to_exceed: null,
              total: '45.00',
              sent_on: '2026-11-22T10:00:00Z',
              sent_by: 'Vera Vendor',
            },
          ],
        });
        return { body: vendorEstimateFixture({ status: 'quoted' }) };
      },
    });
    renderAt('/portal/estimate/9003');
    const price = await screen.findByLabelText('Unit price ($)');
    await user.clear(price);
    await user.type(price, '45');
    await user.click(screen.getByRole('button', { name: /Add a part/ }));
    await user.type(screen.getByLabelText('Part name'), 'Clasp');
    await user.type(screen.getAllByLabelText('Unit price ($)')[1]!, '9.5');
    await user.type(
      screen.getByLabelText('Message to the customer'),
      'Ready Friday.',
    );
    expect(screen.getByText('Total: $54.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send estimate' }));
    expect(
      await screen.findByText(
        'Sent: your customer has a mail with the estimate.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /vendor/estimates/9003/quote')[0]?.body).toEqual({
      version: 1,
      lines: [
        { id: 1, quantity: 1, unit_price: '45' },
        { name: 'Clasp', kind: 'part', quantity: 1, unit_price: '9.5' },
      ],
      message: 'Ready Friday.',
      valid_until: null,
      not_to_exceed: null,
    });
    expect(api.callsTo('POST /vendor/estimates/9003/status')[0]?.body).toEqual({
      to: 'quoted',
      version: 2,
    });
    expect(
      await screen.findByRole('button', { name: 'Send revision' }),
    ).toBeVisible();
    const history = within(screen.getByRole('list', { name: 'Sent versions' }));
    expect(
      history.getByText(/Version 1 \(the customer’s\): \$45.00/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeVisible();
  });

  it('shows a refused price on its line and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { api } = serve({ status: 'quoted', version: 2 });
    api.on({
      'PUT /vendor/estimates/9003/quote': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Please correct the highlighted fields.',
          errors: { 'lines.1.unit_price': 'A price cannot be negative.' },
        },
      },
    });
    renderAt('/portal/estimate/9003');
    const prices = await screen.findAllByLabelText('Unit price ($)');
    await user.clear(prices[1]!);
    await user.type(prices[1]!, '-3');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('A price cannot be negative.'),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText('Unit price ($)')[1]).toHaveValue('-3');
    expect(screen.getAllByLabelText('Unit price ($)')[1]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo('POST /vendor/estimates/9003/status')).toHaveLength(0);
  });

  it('converts an approved estimate and opens the order it became', async () => {
    const user = userEvent.setup();
    const { api } = serve();
    api.on({
      'POST /vendor/estimates/9003/convert': {
        status: 201,
        body: { sales_order_id: 9010 },
      },
    });
    renderAt('/portal/estimate/9003');
    await user.click(
      await screen.findByRole('button', { name: 'Convert to order' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Order page' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/estimates/9003/convert')[0]?.body).toEqual(
      { version: 2 },
    );
  });

  it('shows why a conversion was refused and the estimate as it is now', async () => {
    const user = userEvent.setup();
    const { api, set } = serve();
    api.on({
      'POST /vendor/estimates/9003/convert': () => {
        set({ status: 'declined', version: 3 });
        return conflictAnswer('declined', 3);
      },
    });
    renderAt('/portal/estimate/9003');
    await user.click(
      await screen.findByRole('button', { name: 'Convert to order' }),
    );
    expect(
      await screen.findByText(
        'Someone else changed this work order. It is now shown as it is.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Convert to order' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Declined')).toBeInTheDocument();
  });
});
