import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, type MockCall } from 'shared/testing';
import StorefrontRoutes from '../../routes';
import {
  CART_ID,
  cartOf,
  lineOf,
  ok,
  renderCart,
  twoLines,
} from './testing/cartFixtures';

test('a guest sees the cart of their last cart id, with totals and a way to checkout', async () => {
  const api = mockApi({ 'GET /carts': ok(twoLines) });
  renderCart();

  expect(
    screen.getByRole('status', { name: 'Loading your cart' }),
  ).toBeVisible();
  const line = await screen.findByRole('listitem', { name: 'Ring resizing' });
  expect(api.callsTo('GET /carts')[0]?.query).toEqual({
    store_id: '1',
    cart_id: CART_ID,
  });
  expect(within(line).getByText('$45.50', { selector: 'span' })).toBeVisible();
  expect(within(line).getByText('2 options chosen')).toBeVisible();
  expect(within(line).getByRole('spinbutton')).toHaveValue(1);
  expect(lineOf('Watch battery')).toHaveTextContent('$20.00');
  const summary = screen.getByRole('region', { name: 'Order summary' });
  expect(summary).toHaveTextContent('3 items');
  expect(summary).toHaveTextContent('$65.50');
  expect(
    within(summary).getByRole('link', { name: 'Checkout' }),
  ).toHaveAttribute('href', '/checkout');
  expect(
    screen.getByRole('link', { name: 'Request an estimate' }),
  ).toHaveAttribute('href', '/request-estimate');
});

test('a logged-in customer reads the cart by customer id', async () => {
  const api = mockApi({ 'GET /carts': ok(twoLines) });
  renderCart({
    access: 'token',
    customer: { id: 7 },
    cartIds: [CART_ID],
  } as never);

  await screen.findByRole('listitem', { name: 'Ring resizing' });
  expect(api.callsTo('GET /carts')[0]?.query).toEqual({
    store_id: '1',
    customer_id: '7',
  });
});

test('an empty cart links to Shop Services', async () => {
  mockApi({ 'GET /carts': ok(cartOf([], '0.00')) });
  renderCart();

  expect(await screen.findByText('Your cart is empty.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Shop Services' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('a visitor without any cart sees the empty cart without a call', () => {
  const api = mockApi();
  renderCart({ cartIds: [] });

  expect(screen.getByText('Your cart is empty.')).toBeVisible();
  expect(api.calls).toHaveLength(0);
});

test('a failed load shows the error and Retry loads the cart again', async () => {
  let calls = 0;
  mockApi({
    'GET /carts': (_call: MockCall) =>
      ++calls === 1
        ? {
            status: 500,
            body: { code: 'SERVER', message: 'Server is down', errors: {} },
          }
        : ok(twoLines),
  });
  renderCart();

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('We could not load your cart.');
  expect(alert).toHaveTextContent('Server is down');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(
    await screen.findByRole('listitem', { name: 'Ring resizing' }),
  ).toBeVisible();
});

test('the storefront route table serves the cart at /cart', async () => {
  mockApi({ 'GET /carts': ok(twoLines) });
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorefrontRoutes basePath="" />} />
    </Routes>,
    { route: '/cart', session: { cartIds: [CART_ID] } },
  );

  expect(
    await screen.findByRole('heading', { name: 'Your cart' }),
  ).toBeVisible();
  expect(
    await screen.findByRole('listitem', { name: 'Ring resizing' }),
  ).toBeVisible();
});
