import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders } from 'shared/testing';
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
  it('renders the login page under /portal', async () => {
    mount('/portal/login');
    expect(
      await screen.findByRole('heading', { name: 'Log in to your store' }),
    ).toBeInTheDocument();
  });

  it('routes an estimate notification click to the estimate page', async () => {
    mockApi({
      'GET /estimates/5': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Estimate not found.', errors: {} },
      },
    });
    mount('/portal/estimate/5');
    expect(
      await screen.findByRole('heading', { name: 'Estimate not found' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('This page does not exist'),
    ).not.toBeInTheDocument();
  });

  it('shows the shared not-found page for unknown portal paths', () => {
    mount('/portal/nope');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
  });
});
