import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { estimateFixture } from '../../../testing/estimates';
import { EstimatePage } from '../EstimatePage';

// The store's quote editor (ADR 0026): prices per line, added parts and labour, a refusal on its
// own line with what was typed kept, and the versions sent with the customer's answer.

jest.setTimeout(120_000);

const estimate = estimateFixture({
  lines: [
    {
      id: 1,
      service: { id: 3, name: 'Ring resize', image: null },
      quantity: 1,
      unit_price: '45.00',
      line_total: '45.00',
      choices: [],
    },
  ],
  line_kinds: { '1': 'service' },
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/estimate/:id" element={<EstimatePage />} />
    </Routes>,
    {
      route: '/portal/estimate/12',
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const REFUSED = {
  code: 'VALIDATION_ERROR',
  message: 'A price cannot be negative.',
  errors: {
    'lines.1.unit_price': 'A price cannot be negative.',
  },
};

it('adds a labour line; a refused price shows on its line and keeps what was typed; nothing is sent', async () => {
  const user = userEvent.setup({ delay: null });
  const api = mockApi({
    'GET /estimates/12': { body: estimate },
    'GET /estimates/12/events': { body: [] },
    'PUT /estimates/12/quote': { status: 400, body: REFUSED },
  });
  renderPage();
  await user.click(await screen.findByRole('button', { name: /Add labour/ }));
  await user.type(screen.getByLabelText('Labour name'), 'Soldering');
  const lines = within(screen.getByRole('list', { name: 'Quote lines' }));
  const prices = lines.getAllByLabelText('Unit price ($)');
  await user.type(prices[1]!, '-5');
  await user.type(screen.getByLabelText('Message to the customer'), 'Hi');
  await user.click(screen.getByRole('button', { name: 'Send estimate' }));

  const price = await screen.findAllByText('A price cannot be negative.');
  expect(price.length).toBeGreaterThan(0);
  expect(prices[1]).toHaveAttribute('aria-invalid', 'true');
  expect(prices[1]).toHaveValue('-5');
  expect(screen.getByLabelText('Labour name')).toHaveValue('Soldering');
  expect(api.callsTo('PUT /estimates/12/quote')[0]?.body).toMatchObject({
    version: 2,
    message: 'Hi',
    lines: [
      { id: 1, quantity: 1, unit_price: '45.00' },
      { name: 'Soldering', kind: 'labour', quantity: 1, unit_price: '-5' },
    ],
  });
  expect(api.callsTo('POST /estimates/12/status')).toHaveLength(0);
});

it('saves a draft without sending it, and shows the versions sent and the customer’s answer', async () => {
  const user = userEvent.setup({ delay: null });
  const quoted = {
    ...estimate,
    status: 'quoted' as const,
    quote_version: 2,
    answer: null,
    versions: [2, 1].map((n) => ({
      version_no: n,
      lines: [
        {
          service_id: 3,
          name: 'Ring resize',
          kind: 'service',
          quantity: 1,
          unit_price: n === 2 ? '40.00' : '45.00',
          line_total: n === 2 ? '40.00' : '45.00',
        },
      ],
      message: '',
      valid_until: null,
      not_to_exceed: null,
      total: n === 2 ? '40.00' : '45.00',
      sent_on: '2024-03-05T15:04:00Z',
      sent_by: 'Olivia Owner',
    })),
  };
  const api = mockApi({
    'GET /estimates/12': { body: quoted },
    'GET /estimates/12/events': { body: [] },
    'PUT /estimates/12/quote': { body: { ...quoted, version: 3 } },
  });
  renderPage();
  const history = await screen.findByRole('list', { name: 'Sent versions' });
  expect(history).toHaveTextContent('Version 2 (the customer’s): $40.00');
  expect(history).toHaveTextContent('Version 1: $45.00');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(
    await screen.findByText(
      'Draft saved. The customer sees it once you send it.',
    ),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(api.callsTo('PUT /estimates/12/quote')).toHaveLength(1),
  );
  expect(api.callsTo('POST /estimates/12/status')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Send revision' })).toBeEnabled();
});
