import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { ROLES } from 'shared/permissions';
import { readSession } from 'shared/session';
import {
  loginResponseFor,
  mockApi,
  renderWithProviders,
  sessionFor,
} from 'shared/testing';
import StorePortalRoutes from '../../routes';

// The portal's password reset pages and /authenticate/{id}.

const NEUTRAL =
  'If an account exists for this email, we sent a link to reset the password.';
const KEY = 'Mw';
const TOKEN = 'a'.repeat(43);

const renderAt = (route: string, role?: number) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/*"
        element={<StorePortalRoutes basePath="/portal" />}
      />
      <Route path="*" element={<StorePortalRoutes basePath="" />} />
    </Routes>,
    {
      route,
      session: role ? sessionFor(role) : undefined,
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('forgot password', () => {
  it('sends the email and shows the neutral answer on /portal/check-inbox', async () => {
    const api = mockApi({
      'POST /auth/portal/forgot-password': { body: { message: NEUTRAL } },
    });
    const user = userEvent.setup();
    renderAt('/portal/forgot-password');
    await user.type(await screen.findByLabelText('Email'), ' staff@acme.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByRole('heading', { name: 'Check your inbox' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(NEUTRAL);
    expect(screen.getByText('staff@acme.test')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/portal/forgot-password')[0]?.body).toEqual({
      email: 'staff@acme.test',
    });
  });

  it('refuses a malformed email in the browser, and shows what the api refuses', async () => {
    const api = mockApi({
      'POST /auth/portal/forgot-password': {
        status: 429,
        body: {
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many requests. Please try again in 60 minutes.',
          errors: {},
        },
      },
    });
    const user = userEvent.setup();
    renderAt('/portal/forgot-password');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('Please enter a valid email address'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'staff@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 60 minutes.',
    );
    expect(email).toHaveValue('staff@acme.test');
  });
});

describe('reset password', () => {
  it('checks the link, refuses a weak password, then sets the new one and offers to log in', async () => {
    const api = mockApi({
      [`GET /auth/portal/reset-password/${KEY}/${TOKEN}`]: {
        body: { valid: true, email: 'staff@acme.test' },
      },
      'POST /auth/portal/reset-password': {
        body: { message: 'Your password has been reset.' },
      },
    });
    const user = userEvent.setup();
    renderAt(`/portal/reset-password/${KEY}/${TOKEN}`);
    expect(await screen.findByText('For staff@acme.test')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm the new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findAllByText(
        'Use at least 8 characters with a letter and a digit.',
      ),
    ).not.toHaveLength(0);
    expect(api.callsTo('POST /auth/portal/reset-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'N3w-portal-pass');
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(
      screen.getByLabelText('Confirm the new password'),
      'N3w-portal-pass',
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Your password has been reset.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Log in with your new password' }),
    ).toHaveAttribute('href', '/portal/login');
    expect(api.callsTo('POST /auth/portal/reset-password')[0]?.body).toEqual({
      key: KEY,
      token: TOKEN,
      password: 'N3w-portal-pass',
    });
  });

  it("shows the api's message for a used or expired link, and a way to ask again", async () => {
    mockApi({
      [`GET /auth/portal/reset-password/${KEY}/${TOKEN}`]: {
        status: 400,
        body: {
          code: 'RESET_LINK_INVALID',
          message: 'This password reset link is invalid or has expired.',
          errors: {},
        },
      },
    });
    renderAt(`/portal/reset-password/${KEY}/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    expect(
      screen.getByRole('link', { name: 'Ask for a new link' }),
    ).toHaveAttribute('href', '/portal/forgot-password');
  });
});

describe('/authenticate/:id', () => {
  it("the super admin's session is kept aside and the store owner's short login opens the portal", async () => {
    const api = mockApi({
      'POST /admin/stores/1/authenticate': {
        body: {
          ...loginResponseFor(4),
          access: 'owner-access',
          impersonation: {
            store: { id: 1, name: 'Acme Jewelers' },
            expires_at: '2026-11-23T23:30:00.000Z',
          },
        },
      },
      'GET /locations': { body: [] },
    });
    renderAt('/authenticate/1', ROLES.SUPER_ADMIN);
    expect(
      await screen.findByRole('heading', { name: 'Locations' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /admin/stores/1/authenticate')).toHaveLength(1);
    const session = readSession();
    expect(session.access).toBe('owner-access');
    expect(session.impersonation?.store.name).toBe('Acme Jewelers');
    expect(session.impersonation?.admin.role?.role_id).toBe(ROLES.SUPER_ADMIN);
  });

  it('refuses anyone but the super admin without calling the api', async () => {
    const api = mockApi({});
    renderAt('/authenticate/1', ROLES.STORE_OWNER);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Only the platform's super admin can open a store's portal.",
    );
    expect(api.calls).toHaveLength(0);
  });

  it("while viewing another store, it first returns to the admin's own login, then opens this one", async () => {
    const api = mockApi({
      'POST /auth/logout': { body: {} },
      'POST /admin/stores/2/authenticate': {
        body: {
          ...loginResponseFor(4),
          access: 'globex-access',
          impersonation: {
            store: { id: 2, name: 'Globex Jewelry' },
            expires_at: '2026-11-23T23:30:00.000Z',
          },
        },
      },
      'GET /locations': { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route
          path="/portal/*"
          element={<StorePortalRoutes basePath="/portal" />}
        />
        <Route path="*" element={<StorePortalRoutes basePath="" />} />
      </Routes>,
      {
        route: '/authenticate/2',
        session: {
          ...sessionFor(ROLES.STORE_OWNER),
          access: 'acme-access',
          impersonation: {
            store: { id: 1, name: 'Acme Jewelers' },
            expires_at: '2026-11-23T23:30:00.000Z',
            admin: {
              ...readSession(),
              ...sessionFor(ROLES.SUPER_ADMIN),
              access: 'admin-access',
              impersonation: null,
            },
          },
        },
        tenant: { host: 'app.localhost', storeId: null },
      },
    );
    expect(
      await screen.findByText(/You are viewing the portal as Acme Jewelers/),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /admin/stores/2/authenticate')).toHaveLength(0);

    await user.click(
      screen.getByRole('button', {
        name: 'Return to admin and open this store',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Locations' }),
    ).toBeInTheDocument();
    const [call] = api.callsTo('POST /admin/stores/2/authenticate');
    expect(call?.headers.authorization).toBe('Bearer admin-access');
    expect(readSession().impersonation?.store.name).toBe('Globex Jewelry');
    expect(readSession().impersonation?.admin.access).toBe('admin-access');
  });
});
