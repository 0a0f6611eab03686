import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared/testing';
import StorePortalRoutes from './Routes';

const mount = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/*"
        element={<StorePortalRoutes basePath="/portal" />}
      />
    </Routes>,
    { route, tenant: { host: 'app.localhost', storeId: null } },
  );

describe('mf_store_portal/Routes', () => {
  it('renders the login page under /portal', () => {
    mount('/portal/login');
    expect(
      screen.getByRole('heading', { name: 'Log in to your store' }),
    ).toBeInTheDocument();
  });

  it('shows the shared not-found page for unknown portal paths', () => {
    mount('/portal/nope');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
  });
});
