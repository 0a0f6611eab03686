import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { EstimatePage as EstimatePageData } from 'shared/contracts/repair';
import {
  eventFixture,
  mockApi,
  renderWithProviders,
  sessionFor,
} from 'shared/testing';
import { estimateFixture } from '../../testing/estimates';
import { EstimatePage } from './EstimatePage';
import { EstimatesPage } from './EstimatesPage';

// Whole pages with antd render slowly in jsdom on a busy 2-core machine.
jest.setTimeout(120_000);

const estimate = estimateFixture();

const options = (route: string) => ({
  route,
  session: sessionFor(4),
  tenant: { host: 'app.localhost', storeId: null },
});

const renderEstimate = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/estimate/:id" element={<EstimatePage />} />
      <Route
        path="/portal/sales-order/:id"
        element={<h1>Sales order page</h1>}
      />
    </Routes>,
    options('/portal/estimate/12'),
  );

describe('estimate moves', () => {
  it('sends a requested estimate (its draft saved first) with the version it showed, and the timeline shows the move', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = eventFixture({
      record: 'estimate',
      work_order: null,
      from_status: 'requested',
      to_status: 'quoted',
    });
    let events = [] as (typeof sent)[];
    const api = mockApi({
      'GET /estimates/12': { body: estimate },
      'GET /estimates/12/events': () => ({ body: events }),
      'PUT /estimates/12/quote': { body: { ...estimate, version: 3 } },
      'POST /estimates/12/status': () => {
        events = [sent];
        return { body: { ...estimate, status: 'quoted', version: 4 } };
      },
    });
    renderEstimate();
    expect(
      await screen.findByText('Nothing has happened yet.'),
    ).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Send estimate' }),
    );
    // the draft is saved with the version the page showed, then sent as the next one
    await waitFor(() =>
      expect(api.callsTo('POST /estimates/12/status')[0]?.body).toEqual({
        to: 'quoted',
        version: 3,
      }),
    );
    expect(api.callsTo('PUT /estimates/12/quote')[0]?.body).toMatchObject({
      version: 2,
    });
    const timeline = await screen.findByRole('list', {
      name: 'Timeline, newest first',
    });
    expect(timeline).toHaveTextContent('Status: Requested → Sent');
    expect(timeline).toHaveTextContent('Olivia Owner');
  });

  it('converts an approved estimate and opens the new order', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /estimates/12': { body: { ...estimate, status: 'accepted' } },
      'GET /estimates/12/events': { body: [] },
      'POST /estimates/12/convert': {
        status: 201,
        body: { sales_order_id: 44 },
      },
    });
    renderEstimate();
    await user.click(
      await screen.findByRole('button', { name: 'Convert to order' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Sales order page' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /estimates/12/convert')[0]?.body).toEqual({
      version: 2,
    });
  });
});

describe('the estimate’s PDF', () => {
  it('is offered once sent, and a failed download says so under the button', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /estimates/12': {
        body: { ...estimate, status: 'quoted', quote_version: 1 },
      },
      'GET /estimates/12/events': { body: [] },
      'GET /estimates/12/estimate.pdf': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Estimate not found.', errors: {} },
      },
    });
    renderEstimate();
    await user.click(
      await screen.findByRole('button', { name: 'Download estimate (PDF)' }),
    );
    expect(
      await screen.findByText('The estimate did not download.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /estimates/12/estimate.pdf')).toHaveLength(1);
  });

  it('is not offered before the first send', async () => {
    mockApi({
      'GET /estimates/12': { body: estimate },
      'GET /estimates/12/events': { body: [] },
    });
    renderEstimate();
    expect(
      await screen.findByRole('button', { name: 'Send estimate' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Download estimate (PDF)' }),
    ).toBeNull();
  });
});

describe('estimates list', () => {
  it('shows the estimates by status in words and filters by tab', async () => {
    const user = userEvent.setup({ delay: null });
    const page: EstimatePageData = {
      results: [
        {
          id: 12,
          estimate_no: '5000042',
          status: 'quoted',
          created_on: '2024-03-05T15:04:00.000Z',
          location: null,
          customer_name: 'Ada Lovelace',
          contact_email: 'ada@example.test',
          subtotal: '112.50',
          item_count: 1,
          sales_order_id: null,
          version: 2,
        },
      ],
      count: 1,
      page: 1,
      page_size: 20,
      status_counts: { all: 1, quoted: 1 },
    };
    const api = mockApi({
      'GET /estimates': { body: page },
      'GET /locations': { body: [] },
    });
    renderWithProviders(
      <Routes>
        <Route path="/portal/estimates" element={<EstimatesPage />} />
      </Routes>,
      options('/portal/estimates'),
    );
    expect(
      await screen.findByRole('link', { name: '#5000042' }),
    ).toHaveAttribute('href', '/portal/estimate/12');
    expect(screen.getByRole('row', { name: /#5000042/ })).toHaveTextContent(
      'Sent',
    );
    await user.click(screen.getByRole('button', { name: 'Approved' }));
    await waitFor(() =>
      expect(api.callsTo('GET /estimates').at(-1)?.query).toMatchObject({
        status: 'accepted',
      }),
    );
  });
});
