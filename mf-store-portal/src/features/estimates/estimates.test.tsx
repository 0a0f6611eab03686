import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { estimateFixture } from '../../testing/estimates';
import { EstimatePage } from './EstimatePage';
import { estimateStatusLabel } from './formatters';

const estimate = estimateFixture({
  contact: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.test',
    phone: '+1 217 555 0100',
  },
  notes: 'Please call first.',
  lines: [
    {
      id: 1,
      service: { id: 3, name: 'Ring resize', image: null },
      quantity: 2,
      unit_price: '56.25',
      line_total: '112.50',
      choices: [
        { label: 'Metal', value: 'Gold' },
        { label: 'Extras', value: 'Polish, Box' },
      ],
    },
  ],
  customer: { id: 1, first_name: 'Jane', last_name: 'Doe' },
});

const renderPage = (id = '12') =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/estimate/:id" element={<EstimatePage />} />
    </Routes>,
    {
      route: `/portal/estimate/${id}`,
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const field = (label: string) =>
  screen.getByRole('definition', { name: label });

describe('store portal estimate page', () => {
  it('shows the estimate, its customer and contact, the requested services and the notes', async () => {
    const api = mockApi({ 'GET /estimates/12': { body: estimate } });
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Estimate #5000042' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /estimates/12')).toHaveLength(1);
    expect(field('Estimate number')).toHaveTextContent('5000042');
    expect(field('Status')).toHaveTextContent('Requested');
    expect(field('Created')).toHaveTextContent('05, March 2024 03:04 PM');
    expect(field('Subtotal')).toHaveTextContent('$112.50');
    expect(field('Customer')).toHaveTextContent('Jane Doe');
    expect(field('Contact')).toHaveTextContent('Ada Lovelace');
    expect(field('Email')).toHaveTextContent('ada@example.test');
    expect(field('Phone')).toHaveTextContent('+1 217 555 0100');

    // the requested service, with the customer's choices, is the quote's first line
    const [line] = within(
      screen.getByRole('list', { name: 'Quote lines' }),
    ).getAllByRole('listitem');
    expect(line).toHaveTextContent('Ring resize');
    expect(within(line!).getByText('Metal: Gold')).toBeInTheDocument();
    expect(within(line!).getByText('Extras: Polish, Box')).toBeInTheDocument();
    expect(within(line!).getByLabelText('Quantity')).toHaveValue(2);
    expect(within(line!).getByLabelText('Unit price ($)')).toHaveValue('56.25');
    expect(screen.getByText('Notes')).toBeInTheDocument();
    expect(screen.getByText('Please call first.')).toBeInTheDocument();
  });

  it('shows a guest request without notes', async () => {
    mockApi({
      'GET /estimates/12': { body: { ...estimate, customer: null, notes: '' } },
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Estimate #5000042' });
    expect(field('Customer')).toHaveTextContent('Guest');
    expect(screen.queryByText('Notes')).not.toBeInTheDocument();
  });

  it('says when the estimate does not exist', async () => {
    mockApi({
      'GET /estimates/99': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Estimate not found.', errors: {} },
      },
    });
    renderPage('99');
    expect(
      await screen.findByRole('heading', { name: 'Estimate not found' }),
    ).toBeInTheDocument();
  });

  it("says when the estimate is another store's", async () => {
    mockApi({
      'GET /estimates/12': {
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message: 'You do not have permission to perform this action.',
          errors: {},
        },
      },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'You cannot view this estimate',
      }),
    ).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    const api = mockApi({
      'GET /estimates/12': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Server error.', errors: {} },
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this estimate.');
    expect(alert).toHaveTextContent('Server error.');
    api.on({ 'GET /estimates/12': { body: estimate } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Estimate #5000042' }),
    ).toBeInTheDocument();
  });
});

describe('estimateStatusLabel', () => {
  it.each([
    ['requested', 'Requested'],
    ['quoted', 'Sent'],
    ['accepted', 'Approved'],
    ['declined', 'Declined'],
    ['converted', 'Converted to an order'],
  ] as const)('%s is %s', (status, label) =>
    expect(estimateStatusLabel(status)).toBe(label),
  );
});
