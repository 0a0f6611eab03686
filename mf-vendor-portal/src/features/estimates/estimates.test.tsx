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

  it('sends a requested estimate with the version it showed', async () => {
    const user = userEvent.setup();
    const { api, set } = serve({ status: 'requested', version: 1 });
    api.on({
      'POST /vendor/estimates/9003/status': () => {
        set({ status: 'quoted', version: 2 });
        return { body: vendorEstimateFixture({ status: 'quoted' }) };
      },
    });
    renderAt('/portal/estimate/9003');
    await user.click(
      await screen.findByRole('button', { name: 'Send estimate' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Approve' }),
    ).toBeVisible();
    expect(api.callsTo('POST /vendor/estimates/9003/status')[0]?.body).toEqual({
      to: 'quoted',
      version: 1,
    });
    expect(
      screen.queryByRole('button', { name: 'Convert to order' }),
    ).not.toBeInTheDocument();
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
