import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from 'shared/session';
import { loginResponseFor, mockApi } from 'shared/testing';
import { customerSession, renderAccount } from './testing/accountFixtures';

test('a logged-in customer goes straight to checkout', async () => {
  renderAccount('/checkout-login', customerSession());

  expect(await screen.findByTestId('location')).toHaveTextContent('/checkout');
});

test('Continue as guest marks the session and opens checkout', async () => {
  renderAccount('/checkout-login');

  await userEvent.click(
    await screen.findByRole('button', { name: 'Continue as guest' }),
  );

  expect(await screen.findByTestId('location')).toHaveTextContent('/checkout');
  expect(readSession().checkoutAsGuest).toBe(true);
  expect(readSession().access).toBeNull();
});

test('logging in returns to checkout with the guest cart merged', async () => {
  const api = mockApi({
    'POST /auth/customer/login': { body: loginResponseFor(1) },
  });
  renderAccount('/checkout-login', { cartIds: ['guest-cart-9'] });

  await userEvent.type(
    await screen.findByLabelText('Email'),
    'jane@example.test',
  );
  await userEvent.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByTestId('location')).toHaveTextContent('/checkout');
  expect(api.callsTo('POST /auth/customer/login')[0]?.body).toMatchObject({
    store_id: 1,
    cart_id: 'guest-cart-9',
  });
  expect(readSession().customer).toEqual({ id: 1 });
});
