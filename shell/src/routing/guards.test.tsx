import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { ROLES } from 'shared/permissions';
import { acmeStore, renderWithProviders, sessionFor } from 'shared/testing';
import { RequireAuth } from './guards';

// The owner of a store that is not set up yet is sent on with its onboarding from every
// portal page; a complete store's owner and its staff see the page.

const renderGuarded = (roleId: number, isComplete: boolean) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/location"
        element={
          <RequireAuth
            roles={[ROLES.STORE_OWNER, ROLES.STORE_STAFF]}
            loginPath="/portal/login"
          >
            <h1>Locations</h1>
          </RequireAuth>
        }
      />
      <Route path="/complete-setup" element={<h1>Onboarding</h1>} />
    </Routes>,
    {
      route: '/portal/location',
      session: sessionFor(roleId, {
        store: { ...acmeStore, is_onboarding_complete: isComplete },
      }),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('RequireAuth and onboarding', () => {
  it('sends the owner of an unfinished store to the onboarding', async () => {
    renderGuarded(ROLES.STORE_OWNER, false);
    expect(
      await screen.findByRole('heading', { name: 'Onboarding' }),
    ).toBeInTheDocument();
  });

  it('shows the page to the owner of a complete store', async () => {
    renderGuarded(ROLES.STORE_OWNER, true);
    expect(
      await screen.findByRole('heading', { name: 'Locations' }),
    ).toBeInTheDocument();
  });

  it('does not send staff to the onboarding (only the owner sets a store up)', async () => {
    renderGuarded(ROLES.STORE_STAFF, false);
    expect(
      await screen.findByRole('heading', { name: 'Locations' }),
    ).toBeInTheDocument();
  });
});
