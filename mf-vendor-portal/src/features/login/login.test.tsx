import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { readSession } from 'shared/session';
import { loginResponseFor, mockApi, renderWithProviders } from 'shared/testing';
import VendorPortalRoutes from '../../routes';

const renderLogin = () =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<VendorPortalRoutes basePath="" />} />
    </Routes>,
    { route: '/login', tenant: { host: 'vendor.localhost', storeId: null } },
  );

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('vendor login', () => {
  it('signs a vendor owner in and opens the dashboard', async () => {
    const api = mockApi({
      'POST /auth/vendor/login': { body: loginResponseFor(7) },
      'GET /vendors/me': {
        body: {
          id: 1,
          name: 'Fixit Workshop',
          owner: { first_name: 'Test', last_name: 'User' },
        },
      },
    });
    renderLogin();

    await fillAndSubmit('owner@fixit.test', 'Passw0rd!');

    expect(
      await screen.findByRole('heading', { name: 'Fixit Workshop' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /auth/vendor/login')[0]?.body).toEqual({
      email: 'owner@fixit.test',
      password: 'Passw0rd!',
    });
    expect(readSession().role?.role_id).toBe(7);
  });

  it("shows the api's message on wrong credentials and keeps the typed email", async () => {
    mockApi({
      'POST /auth/vendor/login': {
        status: 401,
        body: {
          code: 'INVALID_CREDENTIALS',
          message: 'Email or password is incorrect.',
          errors: {},
        },
      },
    });
    renderLogin();

    await fillAndSubmit('owner@fixit.test', 'nope');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email or password is incorrect.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('owner@fixit.test');
    expect(readSession().access).toBeNull();
  });
});
