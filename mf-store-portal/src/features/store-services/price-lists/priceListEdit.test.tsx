import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'shared/router';
import {
  STORE_PRICE_LIST_MESSAGES,
  type StorePriceList,
} from 'shared/contracts/storePriceLists';
import type { StoreServiceListItem } from 'shared/contracts/storeServices';
import { i18n } from 'shared/i18n';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { PriceListEditPage } from './PriceListEditPage';

// The editor of a store's price list: the old/new selection (Added / Removed until
// saved), the spec's Save/Discard bar with its unsaved-change header, leaving guarded, a stale save.

const TRADE: StorePriceList = {
  id: 1,
  name: 'Trade',
  description: '',
  is_active: true,
  version: 3,
  updated_on: '2026-11-01T09:00:00Z',
  customer_count: 1,
  entries: [
    {
      service_id: 5,
      service_name: 'Watch Battery Replacement',
      normal_price: '12.50',
      is_active: true,
      price: '10.00',
    },
  ],
};
const RING: StoreServiceListItem = {
  id: 1,
  name: 'Ring Sizing',
  price: '45.00',
  is_active: true,
  category: null,
  option_count: 0,
  created_on: '2026-11-01T09:00:00Z',
  version: 1,
};

const renderEditor = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/store-services/price-lists/:id"
        element={
          <>
            <Link to="/portal/customers">Customers</Link>
            <PriceListEditPage />
          </>
        }
      />
      <Route path="/portal/customers" element={<h1>Customers page</h1>} />
    </Routes>,
    {
      route: '/portal/store-services/price-lists/1',
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const mockServices = (api: ReturnType<typeof mockApi>) =>
  api.on({
    'GET /store-services': (call) => ({
      body: {
        results: call.query.search?.startsWith('ring') ? [RING] : [],
        count: 1,
        page: 1,
        page_size: 10,
        status_counts: { all: 1 },
      },
    }),
  });

async function addRing(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Find a service to add'), 'ring');
  await user.click(
    await screen.findByRole('button', { name: 'Add Ring Sizing' }),
  );
}

describe('the price list editor', () => {
  it('marks a newly selected service Added and a saved one Removed until the list is saved', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      'GET /store-price-lists/1': { body: TRADE },
      'PUT /store-price-lists/1': (call) => {
        const body = call.body as { entries: { service_id: number }[] };
        expect(body.entries.map((e) => e.service_id)).toEqual([1]);
        return {
          body: {
            ...TRADE,
            version: 4,
            entries: [
              {
                service_id: 1,
                service_name: 'Ring Sizing',
                normal_price: '45.00',
                is_active: true,
                price: '40.00',
              },
            ],
          },
        };
      },
    });
    mockServices(api);
    renderEditor();
    const battery = await screen.findByRole('row', {
      name: /Watch Battery Replacement/,
    });
    expect(
      screen.queryByRole('button', { name: 'SAVE' }),
    ).not.toBeInTheDocument();

    await addRing(user);
    const ring = screen.getByRole('row', { name: /Ring Sizing/ });
    expect(within(ring).getByText('Added')).toBeInTheDocument();
    const price = within(ring).getByLabelText('List price of Ring Sizing');
    await user.clear(price);
    await user.type(price, '40');
    await user.click(
      within(battery).getByRole('button', {
        name: 'Remove Watch Battery Replacement',
      }),
    );
    expect(within(battery).getByText('Removed')).toBeInTheDocument();
    expect(
      screen.getByRole('region', {
        name: 'Unsaved changes to the price list: 1 added, 1 removed',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText(STORE_PRICE_LIST_MESSAGES.saved),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /store-price-lists/1')[0]?.body).toMatchObject({
      version: 3,
      name: 'Trade',
      entries: [{ service_id: 1, price: '40' }],
    });
    expect(screen.queryByText('Added')).not.toBeInTheDocument();
    expect(screen.queryByText('Removed')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'SAVE' }),
    ).not.toBeInTheDocument();
  });

  it('DISCARD puts the saved list back; leaving with changes asks first', async () => {
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ 'GET /store-price-lists/1': { body: TRADE } });
    mockServices(api);
    renderEditor();
    await screen.findByRole('row', { name: /Watch Battery Replacement/ });
    await addRing(user);
    await user.click(screen.getByRole('button', { name: 'DISCARD' }));
    expect(
      screen.queryByRole('row', { name: /Ring Sizing/ }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'SAVE' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Ring Sizing' }));
    await user.click(screen.getByRole('link', { name: 'Customers' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Leave this page?',
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Stay on this page' }),
    );
    expect(
      screen.getByRole('row', { name: /Ring Sizing/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Customers' }));
    await user.click(
      await screen.findByRole('button', { name: 'Leave without saving' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Customers page' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /store-price-lists/1')).toHaveLength(0);
  });

  it('a stale save keeps what was typed on top of what the other person saved', async () => {
    const user = userEvent.setup({ delay: null });
    let current = TRADE;
    const api = mockApi({
      'GET /store-price-lists/1': () => ({ body: current }),
      'PUT /store-price-lists/1': (call) =>
        (call.body as { version: number }).version === current.version
          ? { body: { ...current, version: current.version + 1 } }
          : {
              status: 409,
              body: {
                code: 'CONFLICT',
                message: STORE_PRICE_LIST_MESSAGES.stale,
                errors: {},
                current: { version: current.version },
              },
            },
    });
    mockServices(api);
    renderEditor();
    await screen.findByRole('row', { name: /Watch Battery Replacement/ });
    await addRing(user);
    current = { ...TRADE, version: 4, name: 'Trade (new)' };
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText(STORE_PRICE_LIST_MESSAGES.stale),
    ).toBeInTheDocument();
    const ring = screen.getByRole('row', { name: /Ring Sizing/ });
    expect(within(ring).getByText('Added')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /store-price-lists/1')).toHaveLength(2),
    );
    expect(api.callsTo('PUT /store-price-lists/1')[1]?.body).toMatchObject({
      version: 4,
      entries: [
        { service_id: 5, price: '10.00' },
        { service_id: 1, price: '45.00' },
      ],
    });
    expect(
      await screen.findByText(STORE_PRICE_LIST_MESSAGES.saved),
    ).toBeInTheDocument();
  });

  it('says in Spanish that an address naming no list finds none', async () => {
    await act(() => i18n.changeLanguage('es'));
    try {
      renderWithProviders(
        <Routes>
          <Route
            path="/portal/store-services/price-lists/:id"
            element={<PriceListEditPage />}
          />
        </Routes>,
        {
          route: '/portal/store-services/price-lists/abc',
          session: sessionFor(ROLES.STORE_OWNER),
          tenant: { host: 'app.localhost', storeId: null },
        },
      );
      expect(
        await screen.findByText(
          'Esta lista de precios no existe o no es suya.',
        ),
      ).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
