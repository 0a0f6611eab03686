import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { AppProviders } from 'shared/providers';
import { emptySession, type Session } from 'shared/session';
import {
  acmeStoreSettings,
  mockApi,
  sessionFor,
  testTenant,
} from 'shared/testing';
import { CustomerLayout } from './CustomerLayout';
import { PLATFORM_NAME } from './platform';

const storeSettings = {
  ...acmeStoreSettings,
  top_bar_text: 'Free engraving this week',
  privacy_policy_link: 'https://acme.example/privacy',
};

// Rendered the way the shell renders the storefront: AppProviders only, no AntdTheme.
function renderFrame(route: string, session: Partial<Session> = {}) {
  return render(
    <AppProviders
      tenant={testTenant({ storeSettings })}
      session={{ ...emptySession(), ...session }}
      swr={{ provider: () => new Map() }}
    >
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route element={<CustomerLayout />}>
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

test('top bar, logo to the store website, Log in, footer', () => {
  renderFrame('/');
  expect(screen.getByRole('note')).toHaveTextContent(
    'Free engraving this week',
  );
  expect(
    screen.getByRole('link', { name: 'Acme Jewelers website' }),
  ).toHaveAttribute('href', 'https://acme.example');
  expect(screen.getByRole('link', { name: 'Shop Services' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'target',
    '_blank',
  );
  expect(screen.getByText(`Powered by ${PLATFORM_NAME}`)).toBeInTheDocument();
});

test('a skip link to the main landmark is the first focusable element', async () => {
  renderFrame('/');
  await userEvent.tab();
  expect(
    screen.getByRole('link', { name: 'Skip to main content' }),
  ).toHaveFocus();
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
});

test('Log in is hidden on the login page', () => {
  renderFrame('/login');
  expect(
    screen.queryByRole('button', { name: 'Log in' }),
  ).not.toBeInTheDocument();
});

test("the cart icon counts the items in the visitor's cart", async () => {
  const api = mockApi({
    'GET /carts': {
      body: {
        status: 200,
        data: { cart_id: 'abc', items: [], item_count: 3, subtotal: '90.00' },
      },
    },
  });
  renderFrame('/', { cartIds: ['abc'] });
  expect(
    await screen.findByRole('link', { name: 'Cart, 3 items' }),
  ).toBeVisible();
  expect(api.callsTo('GET /carts')[0]?.query).toMatchObject({ cart_id: 'abc' });
});

test('a visitor without a cart asks for none and sees an empty cart icon', () => {
  const api = mockApi({});
  renderFrame('/');
  expect(screen.getByRole('link', { name: 'Cart' })).toBeVisible();
  expect(api.callsTo('GET /carts')).toHaveLength(0);
});

test('a signed-in customer gets My Account / Log out in a menu that closes on Escape', async () => {
  mockApi({ 'GET /carts': { status: 404, body: { code: 'NOT_FOUND' } } });
  renderFrame('/', sessionFor(1));
  const toggle = screen.getByRole('button', { name: /account menu/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = screen.getByRole('list');
  expect(
    within(list).getByRole('link', { name: 'My Account' }),
  ).toHaveAttribute('href', '/myaccount/orders');
  expect(
    within(list).getByRole('button', { name: 'Log out' }),
  ).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
