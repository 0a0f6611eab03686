import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import { AppProviders } from 'shared/providers';
import { languageStorageKey, setLanguage } from 'shared/i18n';
import { emptySession, type Session } from 'shared/session';
import type { StoreSettings } from 'shared/tenant';
import {
  acmeStoreSettings,
  mockApi,
  sessionFor,
  testTenant,
} from 'shared/testing';
import { fakeFederation, registryBody } from '../testing/fakeFederation';
import { resetShellState } from '../testing/setup';
import { CustomerHeader } from './CustomerHeader';

jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../testing/federationMock').federationMock,
);

const DIALOG = 'mf_storefront/TrackOrderDialog';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {`${pathname}${search}`}</p>;
}

function renderHeader(
  route: string,
  {
    session = {},
    settings = {},
  }: { session?: Partial<Session>; settings?: Partial<StoreSettings> } = {},
) {
  return render(
    <AppProviders
      tenant={testTenant({
        storeSettings: { ...acmeStoreSettings, ...settings },
      })}
      session={{ ...emptySession(), ...session }}
      swr={{ provider: () => new Map() }}
    >
      <MemoryRouter initialEntries={[route]}>
        <CustomerHeader />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** Makes the header's media query see a phone-sized viewport. */
function phoneViewport(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: /max-width/.test(query),
    media: query,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

const trackButton = () => screen.queryByRole('button', { name: 'Track Order' });
const jane = sessionFor(1, {
  user: { ...sessionFor(1).user!, first_name: 'jane' },
});

/** The visitor's cart holds `count` items (the header fetches it for a customer or a guest cart id). */
function cartOf(count: number) {
  mockApi({
    'GET /remote-registry': { body: registryBody },
    'GET /carts': {
      body: {
        status: 200,
        data: { cart_id: 'c1', items: [], item_count: count, subtotal: '1.00' },
      },
    },
  });
}

/** Waits for the header's cart count, the last thing a customer's header loads. */
const cartLink = (name: string) => screen.findByRole('link', { name });

beforeEach(() => {
  resetShellState();
  mockApi({
    'GET /remote-registry': { body: registryBody },
    'GET /carts': { status: 404, body: { code: 'NOT_FOUND' } },
  });
});

describe('Track Order', () => {
  test('shows on /request-estimate for a logged-out visitor and loads the dialog from the storefront remote on click', async () => {
    renderHeader('/request-estimate');
    expect(trackButton()).toBeVisible();
    expect(fakeFederation.loaded).toEqual([]);
    await userEvent.click(trackButton()!);
    expect(
      await screen.findByText(`${DIALOG} base=- path=/request-estimate`),
    ).toBeInTheDocument();
    expect(fakeFederation.loaded).toEqual([DIALOG]);
  });

  test.each<[string, string, Parameters<typeof renderHeader>[1]]>([
    ['on another page', '/', {}],
    ['on the cart page', '/cart', {}],
    [
      'when the store disables order tracking',
      '/request-estimate',
      { settings: { is_order_tracking_enabled: false } },
    ],
  ])('is hidden %s', (_name, route, options) => {
    renderHeader(route, options);
    expect(trackButton()).not.toBeInTheDocument();
  });

  test('is hidden when logged in', async () => {
    cartOf(2);
    renderHeader('/request-estimate', { session: jane });
    expect(await cartLink('Cart, 2 items')).toBeVisible();
    expect(trackButton()).not.toBeInTheDocument();
  });

  test('a storefront remote that fails to load shows an error by the button and the header keeps working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeFederation.failing.add(DIALOG);
    renderHeader('/request-estimate');
    await userEvent.click(trackButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order tracking is unavailable right now.',
    );
    expect(trackButton()).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Shop Services' }));
    expect(screen.getByText('at /')).toBeInTheDocument();
    fakeFederation.failing.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`${DIALOG} base=- path=/`)).toBeVisible();
    expect(fakeFederation.loaded).toEqual([DIALOG, DIALOG]);
    jest.restoreAllMocks();
  });
});

test.each(['/login', '/create-account', '/forgot-password'])(
  'Log in is hidden on %s',
  (route) => {
    renderHeader(route);
    expect(
      screen.queryByRole('button', { name: 'Log in' }),
    ).not.toBeInTheDocument();
  },
);

test('Log in shows elsewhere and leads to the login page', async () => {
  renderHeader('/cart');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(screen.getByText('at /login')).toBeInTheDocument();
});

test('a logged-in customer sees their initial and name, their cart, and no Log in', async () => {
  cartOf(3);
  renderHeader('/', { session: jane });
  expect(await cartLink('Cart, 3 items')).toBeVisible();
  const toggle = screen.getByRole('button', { name: /account menu/ });
  expect(toggle).toHaveTextContent(/^Jjane/);
  expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
});

test('the cart icon shows the item count', async () => {
  cartOf(5);
  renderHeader('/', { session: { cartIds: ['c1'] } });
  expect(await cartLink('Cart, 5 items')).toBeVisible();
});

test('typing in the services search opens the home filtered by the text (debounced)', async () => {
  const api = mockApi({ 'GET /remote-registry': { body: registryBody } });
  renderHeader('/cart');
  const search = screen.getByRole('searchbox', { name: 'Search services' });
  await userEvent.type(search, 'ring');
  expect(await screen.findByText('at /?search=ring')).toBeInTheDocument();
  await userEvent.clear(search);
  expect(await screen.findByText('at /')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

test('the search shows the text of the home URL', () => {
  renderHeader('/?search=gold%20chain');
  expect(
    screen.getByRole('searchbox', { name: 'Search services' }),
  ).toHaveValue('gold chain');
});

describe('on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = phoneViewport();
  });
  afterEach(() => restore());

  const openMenu = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    return screen.getByRole('list');
  };

  test('a logged-out visitor gets Services, Track Order and Sign Up / Log In; Track Order opens the dialog', async () => {
    renderHeader('/');
    expect(screen.queryByRole('link', { name: 'Shop Services' })).toBeNull();
    const list = await openMenu();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Services', 'Track Order', 'Sign Up / Log In']);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue(
      'en',
    );
    await userEvent.click(
      within(list).getByRole('button', { name: 'Track Order' }),
    );
    expect(
      await screen.findByText(`${DIALOG} base=- path=/`),
    ).toBeInTheDocument();
  });

  test('a logged-in customer gets Services, My Account and Log Out', async () => {
    renderHeader('/', { session: jane });
    const list = await openMenu();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Services', 'My Account', 'Log Out']);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue(
      'en',
    );
  });

  test('without order tracking the menu has no Track Order', async () => {
    renderHeader('/', { settings: { is_order_tracking_enabled: false } });
    const list = await openMenu();
    expect(within(list).queryByText('Track Order')).toBeNull();
  });
});

describe('language', () => {
  afterEach(() => act(() => setLanguage('en')));

  test('the customer switches the header to Spanish; the choice is remembered for the store', async () => {
    cartOf(1);
    renderHeader('/', { session: { cartIds: ['c1'] } });
    expect(await cartLink('Cart, 1 item')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop Services' })).toBeVisible();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Language' }),
      'Español',
    );
    expect(
      screen.getByRole('link', { name: 'Comprar servicios' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Iniciar sesión' }),
    ).toBeVisible();
    expect(
      screen.getByRole('searchbox', { name: 'Buscar servicios' }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Carrito, 1 artículo' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(window.localStorage.getItem(languageStorageKey(1))).toBe('es');
  });
});
