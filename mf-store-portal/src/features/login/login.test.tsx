import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { readSession } from 'shared/session';
import { loginResponseFor, mockApi, renderWithProviders } from 'shared/testing';
import StorePortalRoutes from '../../routes';

/** The routes at /portal/login, once the login page (its own chunk) is in. */
async function renderLogin() {
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/*"
        element={<StorePortalRoutes basePath="/portal" />}
      />
    </Routes>,
    {
      route: '/portal/login',
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
  await screen.findByRole('heading', { name: 'Log in to your store' });
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('store portal login', () => {
  it('signs a store owner in and goes to /portal/location', async () => {
    const api = mockApi({
      'POST /auth/portal/login': { body: loginResponseFor(4) },
      'GET /locations': { body: [] },
    });
    await renderLogin();

    await fillAndSubmit('owner@acme.test', 'Passw0rd!');

    expect(
      await screen.findByRole('heading', { name: 'Locations' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /auth/portal/login')[0]?.body).toEqual({
      email: 'owner@acme.test',
      password: 'Passw0rd!',
    });
    expect(readSession().access).toBe('new-access');
    expect(readSession().role?.role_id).toBe(4);
    expect(api.callsTo('GET /locations')[0]?.query).toEqual({ store_id: '1' });
  });

  it("shows the api's message on wrong credentials and keeps what was typed", async () => {
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
    await renderLogin();

    await fillAndSubmit('owner@acme.test', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email or password is incorrect.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('owner@acme.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(
      screen.getByRole('heading', { name: 'Log in to your store' }),
    ).toBeInTheDocument();
    expect(readSession().access).toBeNull();
  });

  it('shows the rate limit message after too many attempts and keeps what was typed', async () => {
    const message = 'Too many requests. Please try again in 15 minutes.';
    mockApi({
      'POST /auth/portal/login': {
        status: 429,
        body: {
          code: 'TOO_MANY_REQUESTS',
          message,
          errors: { non_field_errors: message },
        },
      },
    });
    await renderLogin();

    await fillAndSubmit('owner@acme.test', 'Passw0rd!');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('owner@acme.test');
    expect(readSession().access).toBeNull();
  });
});

describe('store portal login of a store not set up yet', () => {
  it('sends its owner to the next onboarding step instead of the portal', async () => {
    const response = loginResponseFor(4);
    mockApi({
      'POST /auth/portal/login': {
        body: {
          ...response,
          store: { ...response.store!, is_onboarding_complete: false },
        },
      },
      'GET /onboarding': {
        // the part of the onboarding state the address step reads
        body: {
          step: 'address',
          next_path: '/store-address',
          is_onboarding_complete: false,
          address: null,
        },
      },
    });
    renderWithProviders(
      <Routes>
        <Route
          path="/portal/*"
          element={<StorePortalRoutes basePath="/portal" />}
        />
        <Route path="/*" element={<StorePortalRoutes basePath="" />} />
      </Routes>,
      {
        route: '/portal/login',
        tenant: { host: 'app.localhost', storeId: null },
      },
    );

    await fillAndSubmit('nora@bright.test', 'Br1ght-gems');

    expect(
      await screen.findByRole('heading', { name: "Your store's address" }),
    ).toBeInTheDocument();
  });

  it('links the password reset and the sign-up', async () => {
    await renderLogin();
    expect(
      screen.getByRole('link', { name: 'Forgot password?' }),
    ).toHaveAttribute('href', '/portal/forgot-password');
    expect(screen.getByRole('link', { name: 'Open a store' })).toHaveAttribute(
      'href',
      '/onboarding/welcome',
    );
  });
});
