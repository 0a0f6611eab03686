import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { renderWithProviders } from 'shared/testing';
import VendorPortalRoutes from './Routes';

const mount = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<VendorPortalRoutes basePath="" />} />
    </Routes>,
    { route, tenant: { host: 'vendor.localhost', storeId: null } },
  );

describe('mf_vendor_portal/Routes', () => {
  it('renders the vendor login at /login', async () => {
    mount('/login');
    expect(
      await screen.findByRole('heading', { name: 'Log in to your workshop' }),
    ).toBeInTheDocument();
  });

  it('shows the shared not-found page for unknown paths', () => {
    mount('/portal/unknown');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
  });
});
