import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared/api';
import { setLanguage } from 'shared/i18n';
import { mockApi, renderWithProviders } from 'shared/testing';
import { LoginForm, type LoginValues } from 'shared/ui/form';

const login = async (values: LoginValues) => {
  await api.post('auth/portal/login', values);
};

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

test('sends the trimmed email and the password', async () => {
  const http = mockApi({ 'POST /auth/portal/login': { body: {} } });
  renderWithProviders(<LoginForm onSubmit={login} />);

  await fillAndSubmit('  owner@acme.test ', 'Passw0rd!');

  await waitFor(() =>
    expect(http.callsTo('POST /auth/portal/login')[0]?.body).toEqual({
      email: 'owner@acme.test',
      password: 'Passw0rd!',
    }),
  );
  expect(screen.queryByRole('alert')).toBeNull();
});

test("a search by the label 'Password' finds the field, not the eye that shows it", () => {
  mockApi({});
  renderWithProviders(<LoginForm onSubmit={login} />);
  expect(screen.getAllByLabelText(/password/i)).toEqual([
    screen.getByLabelText('Password'),
  ]);
  expect(
    screen.getByRole('button', { name: 'Show password' }),
  ).toBeInTheDocument();
});

test("shows the api's message and keeps what was typed", async () => {
  mockApi({
    'POST /auth/portal/login': {
      status: 401,
      body: {
        code: 'INVALID_CREDENTIALS',
        message: 'Email or password is incorrect.',
        errors: {},
      },
    },
  });
  renderWithProviders(<LoginForm onSubmit={login} />);

  await fillAndSubmit('owner@acme.test', 'wrong');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Email or password is incorrect.',
  );
  expect(screen.getByLabelText('Email')).toHaveValue('owner@acme.test');
  expect(screen.getByLabelText('Password')).toHaveValue('wrong');
});

test("puts the api's field errors on the fields", async () => {
  mockApi({
    'POST /auth/portal/login': {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Please check the form.',
        errors: { email: 'Unknown email domain.' },
      },
    },
  });
  renderWithProviders(<LoginForm onSubmit={login} />);

  await fillAndSubmit('owner@acme.test', 'Passw0rd!');

  await waitFor(() =>
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Unknown email domain.',
    ),
  );
  expect(screen.getByLabelText('Email')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('validates before calling the api and uses the given labels', async () => {
  const http = mockApi({});
  renderWithProviders(
    <LoginForm
      onSubmit={login}
      labels={{ email: 'Work email', submit: 'Sign in' }}
    />,
  );

  await userEvent.type(screen.getByLabelText('Work email'), 'not-an-email');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  expect(
    await screen.findByText('Please enter a valid email address'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    'This field is required',
  );
  expect(http.calls).toHaveLength(0);
});

test("reads the page's language; English stays word for word", async () => {
  const user = userEvent.setup();
  const http = mockApi({ 'POST /auth/portal/login': { body: {} } });
  act(() => setLanguage('es'));
  try {
    renderWithProviders(<LoginForm onSubmit={login} />);

    await user.type(
      screen.getByLabelText('Correo electrónico'),
      'owner@acme.test',
    );
    await user.type(screen.getByLabelText('Contraseña'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(http.callsTo('POST /auth/portal/login')).toHaveLength(1),
    );

    act(() => setLanguage('en'));
    expect(screen.getByLabelText('Email')).toHaveValue('owner@acme.test');
    expect(screen.getByLabelText('Password')).toHaveValue('Passw0rd!');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  } finally {
    act(() => setLanguage('en'));
  }
});
