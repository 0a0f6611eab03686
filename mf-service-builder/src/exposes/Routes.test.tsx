import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import ServiceBuilderRoutes from './Routes';

const mount = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/service-builder/*"
        element={<ServiceBuilderRoutes basePath="/portal/service-builder" />}
      />
    </Routes>,
    {
      route,
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('mf_service_builder/Routes', () => {
  it('opens a service under /portal/service-builder/:serviceId', async () => {
    mockApi({
      'GET /stores/1/services/7': {
        body: { id: 7, name: 'Chain Repair', options: [] },
      },
    });
    mount('/portal/service-builder/7');
    expect(
      await screen.findByRole('heading', { name: 'Chain Repair' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This service has no options yet.'),
    ).toBeInTheDocument();
  });

  it('shows the shared not-found page for deeper unknown paths', () => {
    mount('/portal/service-builder/7/unknown');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
  });
});
