import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared/i18n';
import { mockApi } from 'shared/testing';
import { apiError, renderAccount } from './testing/accountFixtures';

// A Spanish page reads the login's and the forgotten password's errors in Spanish: our own
// validation messages and the api's refusals alike, and what was typed stays.

beforeEach(async () => {
  await act(() => setLanguage('es'));
});
afterEach(async () => {
  await act(() => setLanguage('en'));
});

test('the login: an empty field and a wrong password read in Spanish', async () => {
  const user = userEvent.setup();
  mockApi({
    'POST /auth/customer/login': apiError(
      401,
      'Email or password is incorrect.',
      {},
      'INVALID_CREDENTIALS',
    ),
  });
  renderAccount('/login');
  await user.click(
    await screen.findByRole('button', { name: 'Iniciar sesión' }),
  );
  expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(
    2,
  );

  await user.type(
    screen.getByLabelText('Correo electrónico'),
    'jane@example.test',
  );
  await user.type(screen.getByLabelText('Contraseña'), 'wrong-pass1');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'El correo electrónico o la contraseña no son correctos.',
  );
  expect(screen.getByLabelText('Correo electrónico')).toHaveValue(
    'jane@example.test',
  );
});

test('the forgotten password: a bad address and a failed request read in Spanish', async () => {
  const user = userEvent.setup();
  mockApi({
    'POST /auth/customer/forgot-password': apiError(
      429,
      'Rate limit exceeded, retry in 1 minute',
      {},
      'TOO_MANY_REQUESTS',
    ),
  });
  renderAccount('/forgot-password');
  const email = await screen.findByLabelText('Correo electrónico');
  await user.type(email, 'jane@');
  await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
  expect(
    await screen.findByText('Introduzca un correo electrónico válido'),
  ).toBeVisible();

  await user.clear(email);
  await user.type(email, 'jane@example.test');
  await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Demasiados intentos. Espere un minuto y vuelva a intentarlo.',
  );
  expect(email).toHaveValue('jane@example.test');
});
