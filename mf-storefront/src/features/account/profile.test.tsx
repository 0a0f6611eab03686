import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import {
  apiError,
  customerSession,
  renderAccount,
} from './testing/accountFixtures';

const jane = {
  id: 1,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.test',
  phone: null,
};

test('shows the profile with a read-only email and saves name and phone', async () => {
  const api = mockApi({
    'GET /customers/me': { body: jane },
    'PATCH /customers/me': (call) => ({
      body: { ...jane, ...(call.body as object) },
    }),
  });
  renderAccount('/myaccount/profile', customerSession());

  expect(await screen.findByLabelText('Email')).toHaveValue(
    'jane@example.test',
  );
  expect(screen.getByLabelText('Email')).toBeDisabled();
  const last = screen.getByLabelText('Last name');
  expect(last).toHaveValue('Doe');
  await userEvent.clear(last);
  await userEvent.type(last, 'Smith');
  await userEvent.type(screen.getByLabelText('Phone'), '+1 555 123 4567');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByText('Profile saved.')).toBeVisible();
  expect(api.callsTo('PATCH /customers/me')[0]?.body).toEqual({
    first_name: 'Jane',
    last_name: 'Smith',
    phone: '+1 555 123 4567',
  });
  expect(screen.getByLabelText('Last name')).toHaveValue('Smith');
});

test('bad values are refused before sending, and the api field errors show with the typed values', async () => {
  const api = mockApi({
    'GET /customers/me': { body: jane },
    'PATCH /customers/me': apiError(400, 'Please check the form.', {
      phone: 'Please enter a valid phone number',
    }),
  });
  renderAccount('/myaccount/profile', customerSession());

  const first = await screen.findByLabelText('First name');
  await userEvent.clear(first);
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
  expect(await screen.findByText('This field is required')).toBeVisible();
  expect(api.callsTo('PATCH /customers/me')).toHaveLength(0);

  await userEvent.type(first, 'Janet');
  await userEvent.type(screen.getByLabelText('Phone'), '555 1234');
  await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please check the form.',
  );
  await waitFor(() =>
    expect(screen.getByLabelText('Phone')).toHaveAttribute(
      'aria-invalid',
      'true',
    ),
  );
  expect(screen.getByLabelText('First name')).toHaveValue('Janet');
  expect(screen.getByLabelText('Phone')).toHaveValue('555 1234');
});
