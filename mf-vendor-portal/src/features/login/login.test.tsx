import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, Routes, useLocation } from 'shared/router';
import { useSession } from 'shared/session';
import { readSession } from 'shared/session';
import { loginResponseFor, mockApi, renderWithProviders } from 'shared/testing';
import VendorPortalRoutes from '../../routes';
import { workOrderFixture } from '../../testing/workOrders';

const renderLogin = (route = '/login') =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<VendorPortalRoutes basePath="" />} />
    </Routes>,
    { route, tenant: { host: 'vendor.localhost', storeId: null } },
  );

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
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

describe('vendor login: coming back', () => {
  it('sends a visitor of a shop-floor page to the login and back to the job', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /auth/vendor/login': { body: loginResponseFor(7) },
      'GET /vendor/scan/1/1/1000042': { body: { work_order_id: 41 } },
      'GET /work-orders/41': { body: workOrderFixture() },
      'GET /work-orders/41/events': { body: [] },
    });
    renderLogin('/scan-work-instructions/1/1/1000042');

    expect(
      await screen.findByRole('heading', { name: 'Log in to your workshop' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /vendor/scan/1/1/1000042')).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), 'owner@fixit.test');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByRole('heading', { name: 'Start work: WO-1000042-1' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['https://evil.test/portal'],
    ['//evil.test/portal'],
    ['/\\evil.test'],
    ['/login'],
  ])(
    'ignores a next that leaves the site or loops to the login (%s)',
    async (next) => {
      mockApi({
        'POST /auth/vendor/login': { body: loginResponseFor(7) },
        'GET /vendors/me': {
          body: {
            id: 1,
            name: 'Fixit Workshop',
            owner: { first_name: 'F', last_name: 'F' },
          },
        },
      });
      renderLogin(`/login?next=${encodeURIComponent(next)}`);

      await fillAndSubmit('owner@fixit.test', 'Passw0rd!');

      expect(
        await screen.findByRole('heading', { name: 'Fixit Workshop' }),
      ).toBeInTheDocument();
    },
  );
});

/** The shell's guard of /portal/* (RequireAuth): a visitor goes to /login with `state.from`. */
function PortalGuard() {
  const { access } = useSession();
  const { pathname, search } = useLocation();
  return access ? (
    <p>The work orders page</p>
  ) : (
    <Navigate to="/login" replace state={{ from: pathname + search }} />
  );
}

it("comes back to the portal page the shell's guard sent the visitor from", async () => {
  mockApi({ 'POST /auth/vendor/login': { body: loginResponseFor(8) } });
  renderWithProviders(
    <Routes>
      <Route path="/portal/workorders" element={<PortalGuard />} />
      <Route path="/*" element={<VendorPortalRoutes basePath="" />} />
    </Routes>,
    {
      route: '/portal/workorders?status=assigned',
      tenant: { host: 'vendor.localhost', storeId: null },
    },
  );

  await fillAndSubmit('staff@fixit.test', 'Passw0rd!');

  expect(await screen.findByText('The work orders page')).toBeInTheDocument();
});
