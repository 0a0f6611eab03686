import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'shared/router';
import type { Discount } from 'shared/contracts/discounts';
import type { StorePriceList } from 'shared/contracts/storePriceLists';
import { i18n, PSEUDO_RTL, setLanguage } from 'shared/i18n';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { DiscountsPage } from '../features/discounts/DiscountsPage';
import { LocationFormPage } from '../features/locations/LocationFormPage';
import { PriceListEditPage } from '../features/store-services/price-lists/PriceListEditPage';
import { PriceListsPage } from '../features/store-services/price-lists/PriceListsPage';
import { stringsOf, untranslatedTexts } from '../testing/untranslated';
import { spt } from './t';

// The discounts page with its dialog, the price lists and the location form, rendered in the pseudo-locale show no
// English of their own.

jest.setTimeout(120_000);

beforeEach(() => act(() => setLanguage(PSEUDO_RTL)));
afterEach(() => act(() => setLanguage('en')));

const render = (path: string, route: string, page: ReactElement) =>
  renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
    </Routes>,
    {
      route,
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

test('the discounts page and its dialog show no untranslated text', async () => {
  const welcome: Discount = {
    id: 1,
    code: 'WELCOME10',
    kind: 'fixed',
    value: '10.00',
    min_subtotal: '50.00',
    starts_on: '2026-01-01',
    ends_on: null,
    usage_limit: 5,
    once_per_customer: true,
    is_active: true,
    status: 'active',
    uses: 2,
    version: 3,
    created_on: '2026-01-01T10:00:00.000Z',
  };
  mockApi({
    'GET /portal/discounts': {
      body: {
        results: [welcome],
        count: 1,
        page: 1,
        page_size: 20,
        status_counts: { all: 1, active: 1 },
      },
    },
  });
  const user = userEvent.setup();
  const { container } = render(
    '/portal/discounts',
    '/portal/discounts',
    <DiscountsPage />,
  );
  await screen.findByText('WELCOME10');
  expect(untranslatedTexts(container, stringsOf(welcome))).toEqual([]);
  // the dialog opens in a portal under <body>
  await user.click(
    screen.getByRole('button', {
      name: spt('discounts.changeNamed', { code: 'WELCOME10' }),
    }),
  );
  const dialog = await screen.findByRole('dialog');
  expect(untranslatedTexts(dialog, stringsOf(welcome))).toEqual([]);
});

test('the location form shows no untranslated text', async () => {
  const { container } = render(
    '/portal/location/add',
    '/portal/location/add',
    <LocationFormPage />,
  );
  await screen.findByRole('heading', { level: 1 });
  expect(untranslatedTexts(container, [])).toEqual([]);
});

test('the price lists page shows no untranslated text', async () => {
  const trade = {
    id: 1,
    name: 'Trade',
    description: '',
    is_active: true,
    service_count: 2,
    customer_count: 1,
    version: 1,
    updated_on: '2026-11-01T09:00:00Z',
  };
  mockApi({
    'GET /store-price-lists': {
      body: {
        results: [trade],
        count: 1,
        page: 1,
        page_size: 20,
        status_counts: { all: 1 },
      },
    },
  });
  const { container } = render(
    '/portal/store-services/price-lists',
    '/portal/store-services/price-lists',
    <PriceListsPage />,
  );
  await screen.findByText('Trade');
  expect(untranslatedTexts(container, stringsOf(trade))).toEqual([]);
});

test('the price list editor, sent with a bad price, shows no untranslated text', async () => {
  const trade: StorePriceList = {
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
        is_active: false,
        price: '10.00',
      },
    ],
  };
  mockApi({
    'GET /store-price-lists/1': { body: trade },
    'GET /store-services': {
      body: { results: [], count: 0, page: 1, page_size: 10 },
    },
  });
  const user = userEvent.setup();
  const { container } = render(
    '/portal/store-services/price-lists/:id',
    '/portal/store-services/price-lists/1',
    <PriceListEditPage />,
  );
  const price = await screen.findByRole('textbox', {
    name: spt('priceListEntries.priceOf', {
      name: 'Watch Battery Replacement',
    }),
  });
  await user.clear(price);
  await user.type(price, '10.');
  await user.type(
    screen.getByRole('searchbox', { name: spt('priceListEntries.find') }),
    'zz',
  );
  await screen.findByText(spt('priceListEntries.noMatch', { term: 'zz' }));
  await user.click(
    screen.getByRole('button', { name: i18n.t('save', { ns: 'saveBar' }) }),
  );
  await waitFor(() => expect(price).toBeInvalid());
  expect(untranslatedTexts(container, stringsOf(trade))).toEqual([]);
});
