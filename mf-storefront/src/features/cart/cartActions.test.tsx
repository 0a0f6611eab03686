import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import {
  CART_ID,
  cartOf,
  lineOf,
  ok,
  renderCart,
  twoLines,
} from './testing/cartFixtures';

// Quantity changes and removals (useCartActions) through the cart page.

test('changing a quantity sends PATCH and shows the new totals', async () => {
  const updated = cartOf(
    [
      { ...twoLines.items[0]!, quantity: 2, line_total: '91.00' },
      twoLines.items[1]!,
    ],
    '111.00',
  );
  const api = mockApi({
    'GET /carts': ok(twoLines),
    [`PATCH /carts/${CART_ID}/items/11`]: ok(updated),
  });
  renderCart();

  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Increase quantity of Ring resizing',
    }),
  );

  await waitFor(() =>
    expect(lineOf('Ring resizing')).toHaveTextContent('$91.00'),
  );
  expect(api.callsTo(`PATCH /carts/${CART_ID}/items/11`)[0]?.body).toEqual({
    quantity: 2,
  });
  expect(
    screen.getByRole('region', { name: 'Order summary' }),
  ).toHaveTextContent('$111.00');
  expect(within(lineOf('Ring resizing')).getByRole('spinbutton')).toHaveValue(
    2,
  );
});

test('a typed quantity is sent when the field is left; a refused change is rolled back', async () => {
  const api = mockApi({
    'GET /carts': ok(twoLines),
    [`PATCH /carts/${CART_ID}/items/12`]: {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Cart not found.', errors: {} },
    },
  });
  renderCart();
  const input = within(
    await screen.findByRole('listitem', { name: 'Watch battery' }),
  ).getByRole('spinbutton');

  await userEvent.clear(input);
  await userEvent.type(input, '5');
  await userEvent.tab();

  expect(await screen.findByRole('alert')).toHaveTextContent('Cart not found.');
  expect(api.callsTo(`PATCH /carts/${CART_ID}/items/12`)[0]?.body).toEqual({
    quantity: 5,
  });
  expect(input).toHaveValue(2);
  expect(lineOf('Watch battery')).toHaveTextContent('$20.00');
});

test('Remove sends DELETE and the line goes away', async () => {
  const api = mockApi({
    'GET /carts': ok(twoLines),
    [`DELETE /carts/${CART_ID}/items/11`]: ok(
      cartOf([twoLines.items[1]!], '20.00'),
    ),
  });
  renderCart();

  await userEvent.click(
    await screen.findByRole('button', { name: 'Remove Ring resizing' }),
  );

  await waitFor(() =>
    expect(
      screen.queryByRole('listitem', { name: 'Ring resizing' }),
    ).toBeNull(),
  );
  expect(api.callsTo(`DELETE /carts/${CART_ID}/items/11`)).toHaveLength(1);
  expect(
    screen.getByRole('region', { name: 'Order summary' }),
  ).toHaveTextContent('2 items');
});
