import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders } from 'shared/testing';
import StorefrontRoutes from './Routes';

const mount = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorefrontRoutes basePath="" />} />
    </Routes>,
    { route },
  );

describe('mf_storefront/Routes', () => {
  it('renders the services home at the root of a store host', async () => {
    mockApi({
      'GET /stores/1/portal-services': {
        body: { results: [], categories: [] },
      },
    });
    mount('/');
    expect(
      await screen.findByRole('heading', { name: 'Shop Services' }),
    ).toBeInTheDocument();
  });

  it('shows the shared not-found page for unknown paths', () => {
    mount('/no-such-page');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Go to Homepage' }),
    ).toBeInTheDocument();
  });
});
