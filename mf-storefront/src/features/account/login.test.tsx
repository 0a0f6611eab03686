import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from 'shared/session';
import { loginResponseFor, mockApi } from 'shared/testing';
import {
  apiError,
  customerSession,
  renderAccount,
} from './testing/accountFixtures';

const INCORRECT = 'Email or password is incorrect.';

async function logIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

test('logs in with the store and the guest cart and opens My Account', async () => {
  const api = mockApi({
    'POST /auth/customer/login': { body: loginResponseFor(1) },
    'GET /customers/me/orders': { body: { count: 0, next: null, results: [] } },
  });
  renderAccount('/login', { cartIds: ['guest-cart-1'] });

  await logIn('jane@example.test', 'Passw0rd!');

  expect(
    await screen.findByRole('heading', { name: 'My Account' }),
  ).toBeVisible();
  expect(await screen.findByText('You have no orders yet.')).toBeVisible();
  expect(api.callsTo('POST /auth/customer/login')[0]?.body).toEqual({
    store_id: 1,
    email: 'jane@example.test',
    password: 'Passw0rd!',
    cart_id: 'guest-cart-1',
  });
  expect(readSession().access).toBe('new-access');
  expect(readSession().customer).toEqual({ id: 1 });
});

test('a wrong password shows the api message and keeps what was typed', async () => {
  mockApi({
    'POST /auth/customer/login': apiError(
      401,
      INCORRECT,
      {},
      'INVALID_CREDENTIALS',
    ),
  });
  renderAccount('/login');

  await logIn('jane@example.test', 'wrong-pass1');

  expect(await screen.findByRole('alert')).toHaveTextContent(INCORRECT);
  expect(screen.getByLabelText('Email')).toHaveValue('jane@example.test');
  expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass1');
  expect(readSession().access).toBeNull();
});

test('empty fields are required and nothing is sent', async () => {
  const api = mockApi({});
  renderAccount('/login');

  await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));

  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(api.calls).toHaveLength(0);
});

test('My Account sends a logged-out visitor to log in and back to the page asked for', async () => {
  mockApi({
    'POST /auth/customer/login': { body: loginResponseFor(1) },
    'GET /customers/me': {
      body: {
        id: 1,
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane@example.test',
        phone: null,
      },
    },
  });
  renderAccount('/myaccount/profile');

  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
  await logIn('jane@example.test', 'Passw0rd!');

  expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();
  expect(await screen.findByDisplayValue('jane@example.test')).toBeVisible();
});

test('the login page links to the password reset and account creation', async () => {
  renderAccount('/login');

  await userEvent.click(
    await screen.findByRole('link', { name: 'Forgot password?' }),
  );
  expect(
    await screen.findByRole('heading', { name: 'Forgot password' }),
  ).toBeVisible();
  await userEvent.click(screen.getByRole('link', { name: 'Back to log in' }));
  await userEvent.click(
    await screen.findByRole('link', { name: 'Create an account' }),
  );
  expect(
    await screen.findByRole('heading', { name: 'Create an account' }),
  ).toBeVisible();
});

test('a customer who is already logged in goes straight to My Account', async () => {
  mockApi({
    'GET /customers/me/orders': { body: { count: 0, next: null, results: [] } },
  });
  renderAccount('/login', customerSession());

  expect(
    await screen.findByRole('heading', { name: 'My Account' }),
  ).toBeVisible();
});
