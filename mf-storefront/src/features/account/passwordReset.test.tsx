import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import { apiError, renderAccount } from './testing/accountFixtures';

const SENT =
  'If an account exists for this email, we sent a link to reset the password.';
const INVALID = 'This password reset link is invalid or has expired.';
const LINK = '/auth/customer/reset-password/k1/t1';

test('forgot password asks for a link and tells where it went', async () => {
  const api = mockApi({
    'POST /auth/customer/forgot-password': { body: { message: SENT } },
  });
  renderAccount('/forgot-password');

  await userEvent.type(
    await screen.findByLabelText('Email'),
    ' jane@example.test ',
  );
  await userEvent.click(
    screen.getByRole('button', { name: 'Send reset link' }),
  );

  expect(
    await screen.findByRole('heading', { name: 'Check your inbox' }),
  ).toBeVisible();
  expect(screen.getByText('jane@example.test')).toBeVisible();
  expect(api.callsTo('POST /auth/customer/forgot-password')[0]?.body).toEqual({
    store_id: 1,
    email: 'jane@example.test',
  });
  await userEvent.click(screen.getByRole('link', { name: 'Back to log in' }));
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('an invalid link shows the api message and a way to ask for a new one', async () => {
  mockApi({
    [`GET ${LINK}`]: apiError(400, INVALID, {}, 'RESET_LINK_INVALID'),
  });
  renderAccount('/reset-password/k1/t1');

  expect(await screen.findByText(INVALID)).toBeVisible();
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  await userEvent.click(
    screen.getByRole('link', { name: 'Request a new link' }),
  );
  expect(
    await screen.findByRole('heading', { name: 'Forgot password' }),
  ).toBeVisible();
});

test('a valid link sets the new password and leads to log in', async () => {
  const api = mockApi({
    [`GET ${LINK}`]: { body: { valid: true, email: 'jane@example.test' } },
    'POST /auth/customer/reset-password': {
      body: { message: 'Your password has been reset.' },
    },
  });
  renderAccount('/reset-password/k1/t1');

  await userEvent.type(
    await screen.findByLabelText('New password'),
    'NewPass123',
  );
  await userEvent.type(
    screen.getByLabelText('Confirm new password'),
    'NewPass124',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByText('Passwords do not match.')).toBeVisible();
  expect(api.callsTo('POST /auth/customer/reset-password')).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('Confirm new password'));
  await userEvent.type(
    screen.getByLabelText('Confirm new password'),
    'NewPass123',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

  expect(
    await screen.findByText('Your password has been reset.'),
  ).toBeVisible();
  expect(api.callsTo('POST /auth/customer/reset-password')[0]?.body).toEqual({
    key: 'k1',
    token: 't1',
    password: 'NewPass123',
  });
  await userEvent.click(
    screen.getByRole('link', { name: 'Log in with your new password' }),
  );
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('a link used meanwhile shows the api refusal on the form and keeps the passwords', async () => {
  mockApi({
    [`GET ${LINK}`]: { body: { valid: true, email: 'jane@example.test' } },
    'POST /auth/customer/reset-password': apiError(
      400,
      INVALID,
      {},
      'RESET_LINK_INVALID',
    ),
  });
  renderAccount('/reset-password/k1/t1');

  await userEvent.type(
    await screen.findByLabelText('New password'),
    'NewPass123',
  );
  await userEvent.type(
    screen.getByLabelText('Confirm new password'),
    'NewPass123',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  expect(screen.getByLabelText('New password')).toHaveValue('NewPass123');
});
