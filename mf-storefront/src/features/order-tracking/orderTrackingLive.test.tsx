import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { setLanguage } from 'shared/i18n';
import { mockApi, renderWithProviders } from 'shared/testing';
import StorefrontRoutes from '../../routes';

// pusher-js is third-party: a stand-in that records the subscription and lets the test play the
// push server's side.
type Handler = () => void;
const channels = new Map<string, Map<string, Handler[]>>();
const constructed: { key: string; options: Record<string, unknown> }[] = [];
let disconnected = 0;
jest.mock('pusher-js', () => ({
  __esModule: true,
  default: class {
    constructor(key: string, options: Record<string, unknown>) {
      constructed.push({ key, options });
    }
    subscribe(name: string) {
      const handlers = new Map<string, Handler[]>();
      channels.set(name, handlers);
      return {
        bind: (event: string, handler: Handler) =>
          handlers.set(event, [...(handlers.get(event) ?? []), handler]),
        unbind_all: () => handlers.clear(),
      };
    }
    disconnect() {
      disconnected += 1;
    }
  },
}));
const emit = (channel: string, event: string) =>
  act(() =>
    channels
      .get(channel)
      ?.get(event)
      ?.forEach((handler) => handler()),
  );

const TOKEN = 'trackTok_0123456789abcdefghijklmnopqrstuvwxy';
const CHANNEL = `tracking-${TOKEN}`;
const LIVE = {
  key: 'platform-key',
  ws_host: null,
  ws_port: null,
  force_tls: false,
  cluster: 'mt1',
  channel: CHANNEL,
};
const PLACED = {
  kind: 'created',
  label: 'Order placed',
  image_url: null,
  created_on: '2026-11-20T12:00:00.000Z',
};
const IN_PROGRESS = {
  kind: 'status',
  label: 'In progress',
  image_url: null,
  created_on: '2026-11-21T09:30:00.000Z',
};
const PHOTO = {
  kind: 'image',
  label: 'Photo',
  image_url: '/api/v1/uploads/after.png',
  created_on: '2026-11-21T10:00:00.000Z',
};
const NOTE = {
  kind: 'note',
  label: 'The clasp is replaced.',
  image_url: null,
  created_on: '2026-11-21T10:05:00.000Z',
};
const READY = {
  kind: 'status',
  label: 'Ready for pickup',
  image_url: null,
  created_on: '2026-11-22T16:00:00.000Z',
};
const order = (statusLabel: string, steps: unknown[]) => ({
  order_number: '1000001',
  status: 'code_never_shown',
  status_label: statusLabel,
  steps,
  created_on: '2026-11-20T12:00:00.000Z',
  items_count: 1,
  store_id: 1,
  live: LIVE,
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorefrontRoutes basePath="" />} />
    </Routes>,
    { route: `/order-tracking/1000001?token=${TOKEN}` },
  );

beforeEach(() => {
  channels.clear();
  constructed.length = 0;
  disconnected = 0;
  sessionStorage.clear();
});

test('the timeline shows each step in words with its date, the shared photo and note', async () => {
  mockApi({
    'GET /order-tracking': {
      body: order('In progress', [PLACED, IN_PROGRESS, PHOTO, NOTE]),
    },
  });
  renderPage();

  const timeline = await screen.findByRole('region', {
    name: 'What happened so far',
  });
  const steps = within(timeline).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    '20, November 2026 12:00 PMOrder placed',
    '21, November 2026 09:30 AMIn progress',
    '21, November 2026 10:00 AMPhoto',
    '21, November 2026 10:05 AMNote from the store: The clasp is replaced.',
  ]);
  expect(
    within(timeline).getByRole('img', {
      name: 'Photo of your piece shared by the store',
    }),
  ).toHaveAttribute('src', '/api/v1/uploads/after.png');
  expect(screen.queryByText('code_never_shown')).not.toBeInTheDocument();
});

test('a change pushed on the order’s public channel shows without a reload', async () => {
  let answer = order('In progress', [PLACED, IN_PROGRESS]);
  const api = mockApi({
    'GET /order-tracking': () => ({ body: answer }),
  });
  const { unmount } = renderPage();
  expect(
    await screen.findByText('In progress', { selector: 'dd' }),
  ).toBeVisible();
  await screen.findByRole('region', { name: 'What happened so far' });
  await act(async () => {
    await Promise.resolve();
  });
  expect(constructed).toEqual([
    {
      key: 'platform-key',
      options: expect.objectContaining({
        wsHost: 'localhost',
        forceTLS: false,
        enabledTransports: ['ws', 'wss'],
      }),
    },
  ]);
  expect(channels.has(CHANNEL)).toBe(true);

  answer = order('Ready for pickup', [PLACED, IN_PROGRESS, READY]);
  const before = api.callsTo('GET /order-tracking').length;
  emit(CHANNEL, 'record-changed');

  expect(
    await screen.findByText('Ready for pickup', { selector: 'dd' }),
  ).toBeVisible();
  expect(screen.getByText('22, November 2026 04:00 PM')).toBeVisible();
  expect(api.callsTo('GET /order-tracking').length).toBe(before + 1);

  unmount();
  expect(disconnected).toBe(1);
});

test('the timeline reads in Spanish, the store’s own note as written', async () => {
  await act(() => setLanguage('es'));
  try {
    mockApi({
      'GET /order-tracking': {
        body: order('In progress', [PLACED, IN_PROGRESS, NOTE]),
      },
    });
    renderPage();

    const timeline = await screen.findByRole('region', {
      name: 'Lo que ha pasado hasta ahora',
    });
    expect(within(timeline).getByText('Pedido realizado')).toBeVisible();
    expect(within(timeline).getByText('En curso')).toBeVisible();
    expect(
      within(timeline).getByText(/The clasp is replaced\./),
    ).toHaveTextContent('Nota de la tienda: The clasp is replaced.');
    expect(screen.getByText('En curso', { selector: 'dd' })).toBeVisible();
  } finally {
    await act(() => setLanguage('en'));
  }
});
