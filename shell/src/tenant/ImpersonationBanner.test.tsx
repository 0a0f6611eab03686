import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { ROLES } from 'shared/permissions';
import { readSession } from 'shared/session';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { ImpersonationBanner } from './ImpersonationBanner';

// The banner of /authenticate/{id}: who the super admin is viewing the portal as, and the way back.

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

const renderBanner = (impersonating: boolean) =>
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ImpersonationBanner />
            <Where />
          </>
        }
      />
    </Routes>,
    {
      route: '/portal/location',
      session: {
        ...sessionFor(ROLES.STORE_OWNER),
        access: 'owner-access',
        refresh: 'owner-refresh',
        impersonation: impersonating
          ? {
              store: { id: 1, name: 'Acme Jewelers' },
              expires_at: '2026-11-23T23:30:00.000Z',
              admin: {
                ...readSession(),
                ...sessionFor(ROLES.SUPER_ADMIN),
                access: 'admin-access',
                impersonation: null,
              },
            }
          : null,
      },
    },
  );

describe('ImpersonationBanner', () => {
  it("says which store is viewed; 'Return to admin' ends its login and restores the admin", async () => {
    const api = mockApi({ 'POST /auth/logout': { body: {} } });
    const user = userEvent.setup();
    renderBanner(true);
    expect(screen.getByText('Viewing as Acme Jewelers')).toBeInTheDocument();
    expect(
      screen.getByText(/as its owner until \d{2}:\d{2} [AP]M\./),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Return to admin' }));
    expect(await screen.findByText('at /portal/stores')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/logout')[0]?.body).toEqual({
      refresh: 'owner-refresh',
    });
    expect(readSession().access).toBe('admin-access');
    expect(readSession().role?.role_id).toBe(ROLES.SUPER_ADMIN);
    expect(screen.queryByText('Viewing as Acme Jewelers')).toBeNull();
  });

  it('shows nothing to a store owner who logged in themselves', () => {
    renderBanner(false);
    expect(screen.queryByText(/Viewing as/)).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Return to admin' }),
    ).toBeNull();
  });
});
