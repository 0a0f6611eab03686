import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VendorCustomerEstimate } from 'shared/contracts/estimateQuotes';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders } from 'shared/testing';
import { EstimateLinkPage } from './EstimateLinkPage';

const TOKEN = 'T'.repeat(43);
const URL = `/vendor-estimates/by-token/${TOKEN}`;

const estimate = (
  over: Partial<VendorCustomerEstimate> = {},
): VendorCustomerEstimate => ({
  estimate_no: 'EST-1004',
  vendor_name: 'Fixit Workshop',
  customer_first_name: 'Lena',
  status: 'quoted',
  status_label: 'Sent',
  created_on: '2026-11-20T10:00:00.000Z',
  quote: {
    version_no: 2,
    lines: [
      {
        service_id: null,
        name: 'Ring resize',
        kind: 'service',
        quantity: 1,
        unit_price: '40.00',
        line_total: '40.00',
      },
      {
        service_id: null,
        name: 'Platinum shank',
        kind: 'part',
        quantity: 2,
        unit_price: '25.00',
        line_total: '50.00',
      },
    ],
    message: 'The shank is worn thin.',
    valid_until: null,
    not_to_exceed: '120.00',
    total: '90.00',
    sent_on: '2026-11-21T10:00:00.000Z',
    sent_by: 'Frank Fixit',
  },
  answer: null,
  order: null,
  live: null,
  ...over,
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/estimate/:token" element={<EstimateLinkPage />} />
    </Routes>,
    {
      route: `/estimate/${TOKEN}`,
      tenant: { host: 'vendor.localhost', storeId: null },
    },
  );

describe('the vendor customer’s estimate link', () => {
  it('shows the sent version and approves it with a note, naming the version read', async () => {
    const user = userEvent.setup();
    let current = estimate();
    const api = mockApi({
      [`GET ${URL}`]: () => ({ body: current }),
      [`POST ${URL}/answer`]: () => {
        current = estimate({
          status: 'converted',
          status_label: 'Converted to an order',
          answer: {
            answered_on: '2026-11-22T10:00:00.000Z',
            answered_by: 'Lena Park (estimate link)',
            version: 2,
            note: 'Go ahead',
          },
          order: { order_no: 'SO-1009' },
        });
        return { body: current };
      },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'Estimate EST-1004 from Fixit Workshop',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Platinum shank × 2')).toBeInTheDocument();
    expect(screen.getByText('$90.00')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('A note for the workshop (optional)'),
      'Go ahead',
    );
    await user.click(screen.getByRole('button', { name: 'Approve estimate' }));
    expect(await screen.findByText(/It is now order/)).toHaveTextContent(
      'It is now order SO-1009: Fixit Workshop starts the work.',
    );
    expect(api.callsTo(`POST ${URL}/answer`)[0]!.body).toEqual({
      decision: 'approve',
      version: 2,
      note: 'Go ahead',
    });
    expect(
      screen.queryByRole('button', { name: 'Approve estimate' }),
    ).not.toBeInTheDocument();
  });

  it('shows the api’s refusal of an old version and keeps the note typed', async () => {
    const user = userEvent.setup();
    const message =
      'The workshop revised this estimate after the version you answered. Read the latest version, then answer it.';
    mockApi({
      [`GET ${URL}`]: { body: estimate() },
      [`POST ${URL}/answer`]: {
        status: 409,
        body: { code: 'CONFLICT', message, errors: {} },
      },
    });
    renderPage();
    const note = await screen.findByLabelText(
      'A note for the workshop (optional)',
    );
    await user.type(note, 'Too dear');
    await user.click(screen.getByRole('button', { name: 'Decline estimate' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(note).toHaveValue('Too dear');
  });

  it('says in words that an expired estimate can no longer be answered', async () => {
    mockApi({
      [`GET ${URL}`]: {
        body: estimate({ status: 'expired', status_label: 'Expired' }),
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        'This estimate has expired: it can no longer be answered. Ask the workshop for a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Approve estimate' }),
    ).not.toBeInTheDocument();
  });

  it('says an answered estimate was already declined', async () => {
    mockApi({
      [`GET ${URL}`]: {
        body: estimate({
          status: 'declined',
          status_label: 'Declined',
          answer: {
            answered_on: '2026-11-22T10:00:00.000Z',
            answered_by: 'Lena Park (estimate link)',
            version: 2,
            note: '',
          },
        }),
      },
    });
    renderPage();
    expect(
      await screen.findByText('You already declined this estimate.'),
    ).toBeInTheDocument();
  });

  it('says when the link does not work', async () => {
    mockApi({});
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'This link does not work' }),
    ).toBeInTheDocument();
  });
});
