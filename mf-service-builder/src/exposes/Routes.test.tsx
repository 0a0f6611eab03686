import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
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

const mountVendor = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/*"
        element={<ServiceBuilderRoutes basePath="/portal" />}
      />
    </Routes>,
    {
      route,
      session: sessionFor(7),
      tenant: { host: 'vendor.localhost', storeId: null },
    },
  );

const context = {
  categories: [],
  item_tags: [],
  top_level_tags: [],
  is_url_integration_enabled: false,
};

describe('mf_service_builder/Routes', () => {
  it('opens a service under /portal/service-builder/:serviceId', async () => {
    mockApi({
      'GET /stores/1/services/7': {
        body: {
          id: 7,
          store_id: 1,
          vendor_id: null,
          version: 1,
          name: 'Chain Repair',
          description: '',
          price: '25.00',
          category_id: null,
          category: null,
          item_tag: null,
          top_level_tag: null,
          is_active: true,
          image: null,
          options: [],
          created_on: '2026-11-01T10:00:00.000Z',
          updated_on: '2026-11-01T10:00:00.000Z',
        },
      },
      'GET /service-builder/context': { body: context },
    });
    mount('/portal/service-builder/7');
    expect(
      await screen.findByRole('heading', { name: 'Chain Repair' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This service has no options yet. Add one with the “Add option” button.',
      ),
    ).toBeInTheDocument();
  });

  it('opens the new service form under /portal/service-builder/new', async () => {
    mockApi({ 'GET /service-builder/context': { body: context } });
    mount('/portal/service-builder/new');
    expect(
      screen.getByRole('heading', { name: 'New service' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Create service' }),
    ).toBeInTheDocument();
  });

  it('shows the shared not-found page for deeper unknown paths', () => {
    mount('/portal/service-builder/7/unknown');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
  });

  it('on the vendor side lists the vendor’s services under /portal/services', async () => {
    mockApi({
      'GET /vendor/services': {
        body: {
          results: [],
          count: 0,
          page: 1,
          page_size: 20,
          status_counts: { all: 0, active: 0, inactive: 0 },
        },
      },
    });
    mountVendor('/portal/services');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Services' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/You have no services yet/)).toBeVisible();
  });

  it('on the vendor side opens the new service form under /portal/new-service', () => {
    mockApi();
    mountVendor('/portal/new-service');
    expect(
      screen.getByRole('heading', { level: 1, name: 'New service' }),
    ).toBeInTheDocument();
  });

  it('on the vendor side the store’s paths are not found', () => {
    mountVendor('/portal/new');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
  });
});
