import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from 'shared/session';
import { loginResponseFor, mockApi } from 'shared/testing';
import { apiError, renderAccount } from './testing/accountFixtures';

const EMAIL_TAKEN = 'An account with this email already exists.';

// Each value is pasted (one input event) rather than typed key by key: six antd fields re-validated
// on every key took most of a 30 s test budget on a busy 2-core machine.
async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.click(await screen.findByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

const JANE = {
  'First name': 'Jane',
  'Last name': 'Doe',
  Email: 'jane.new@example.test',
  Phone: '555 123 4567',
  Password: 'Secret123',
  'Confirm password': 'Secret123',
};

test('creates the account with the guest cart, signs in and opens My Account', async () => {
  const api = mockApi({
    'POST /auth/customer/register': { status: 201, body: loginResponseFor(1) },
    'GET /customers/me/orders': { body: { count: 0, next: null, results: [] } },
  });
  renderAccount('/create-account', { cartIds: ['guest-cart-2'] });

  await fill(JANE);

  expect(
    await screen.findByRole('heading', { name: 'My Account' }),
  ).toBeVisible();
  expect(api.callsTo('POST /auth/customer/register')[0]?.body).toEqual({
    store_id: 1,
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane.new@example.test',
    phone: '555 123 4567',
    password: 'Secret123',
    cart_id: 'guest-cart-2',
  });
  expect(readSession().customer).toEqual({ id: 1 });
});

test('checks the name, phone and password rules before sending', async () => {
  const api = mockApi({});
  renderAccount('/create-account');

  await fill({
    'First name': 'J4ne',
    'Last name': 'D',
    Email: 'not-an-email',
    Phone: '12',
    Password: 'short',
    'Confirm password': 'other',
  });

  expect(
    await screen.findAllByText('Please enter 2 to 30 letters and spaces only'),
  ).toHaveLength(2);
  expect(screen.getByText('Please enter a valid email address')).toBeVisible();
  expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
  expect(
    screen.getByText('Use at least 8 characters with a letter and a digit.'),
  ).toBeVisible();
  expect(screen.getByText('Passwords do not match.')).toBeVisible();
  expect(api.calls).toHaveLength(0);
});

test('a taken email shows on the field and keeps what was typed', async () => {
  mockApi({
    'POST /auth/customer/register': apiError(
      400,
      'Please check the form.',
      { email: EMAIL_TAKEN },
      'VALIDATION_ERROR',
    ),
  });
  renderAccount('/create-account');

  await fill(JANE);

  expect(await screen.findByText(EMAIL_TAKEN)).toBeVisible();
  expect(screen.getByLabelText('Email')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(screen.getByLabelText('First name')).toHaveValue('Jane');
  expect(screen.getByLabelText('Email')).toHaveValue('jane.new@example.test');
  expect(readSession().access).toBeNull();
});
