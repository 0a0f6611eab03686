import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type {
  StoreServiceCategory,
  StoreServiceListItem,
} from 'shared/contracts/storeServices';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { StoreServicesPage } from './StoreServicesPage';

// The store's services page (/portal/store-services): the active flag and the category
// of each service under its version, the filters on the server, and the categories.

const RING: StoreServiceListItem = {
  id: 1,
  name: 'Ring Sizing',
  price: '45.00',
  is_active: true,
  category: { id: 1, name: 'Jewelry Repair' },
  option_count: 3,
  created_on: '2026-11-01T09:00:00Z',
  version: 1,
};
const CATEGORIES: StoreServiceCategory[] = [
  { id: 1, name: 'Jewelry Repair', service_count: 1 },
  { id: 2, name: 'Watch Service', service_count: 0 },
];
const pageOf = (results: StoreServiceListItem[]) => ({
  results,
  count: results.length,
  page: 1,
  page_size: 20,
  status_counts: { all: 1, active: 1, inactive: 0 },
});

const renderPage = (roleId: number = ROLES.STORE_OWNER) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/store-services" element={<StoreServicesPage />} />
    </Routes>,
    {
      route: '/portal/store-services',
      session: sessionFor(roleId),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('the store’s services', () => {
  it('switches a service off with the version it showed, and filters inactive ones on the server', async () => {
    const user = userEvent.setup({ delay: null });
    let ring = RING;
    const api = mockApi({
      'GET /store-services': (call) => ({
        body: pageOf(
          call.query.status === 'inactive'
            ? ring.is_active
              ? []
              : [ring]
            : [ring],
        ),
      }),
      'GET /store-service-categories': { body: CATEGORIES },
      'PATCH /store-services/1': (call) => {
        ring = { ...ring, ...(call.body as object), version: 2 };
        return { body: ring };
      },
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Ring Sizing/ });
    expect(row).toHaveTextContent('$45.00');
    await user.click(
      within(row).getByRole('switch', {
        name: 'Ring Sizing is offered on the storefront',
      }),
    );
    await waitFor(() =>
      expect(api.callsTo('PATCH /store-services/1')[0]?.body).toEqual({
        version: 1,
        is_active: false,
      }),
    );
    await user.click(screen.getByRole('radio', { name: /Inactive/ }));
    await waitFor(() =>
      expect(api.callsTo('GET /store-services').at(-1)?.query).toMatchObject({
        status: 'inactive',
      }),
    );
    expect(
      await screen.findByRole('switch', {
        name: 'Ring Sizing is offered on the storefront',
      }),
    ).not.toBeChecked();
  });

  it('shows the conflict when someone else changed the service first', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /store-services': { body: pageOf([RING]) },
      'GET /store-service-categories': { body: CATEGORIES },
      'PATCH /store-services/1': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message:
            'Someone else changed this service while you were looking at it. It now shows what they saved.',
          errors: {},
          current: { version: 2 },
        },
      },
    });
    renderPage();
    await user.click(
      await screen.findByRole('switch', {
        name: 'Ring Sizing is offered on the storefront',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this service while you were looking at it.',
    );
  });

  it('adds a category, and asks before removing one; the api’s refusal shows', async () => {
    const user = userEvent.setup({ delay: null });
    let categories = CATEGORIES;
    const api = mockApi({
      'GET /store-services': { body: pageOf([RING]) },
      'GET /store-service-categories': () => ({ body: categories }),
      'POST /store-service-categories': (call) => {
        const created = {
          id: 9,
          name: (call.body as { name: string }).name,
          service_count: 0,
        };
        categories = [...categories, created];
        return { status: 201, body: created };
      },
      'DELETE /store-service-categories/1': {
        status: 409,
        body: {
          code: 'CATEGORY.IN_USE',
          message:
            'Services use this category. Move them to another category first.',
          errors: {},
        },
      },
    });
    renderPage();
    await user.type(await screen.findByLabelText('New category'), 'Engraving');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(await within(list).findByText(/Engraving/)).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Remove Jewelry Repair' }),
    );
    // (antd names every id 'test-id' under jest, so the dialog is found by its text)
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove category?');
    expect(dialog).toHaveTextContent('Are you sure you want to delete ?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'Services use this category. Move them to another category first.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /store-service-categories/1')).toHaveLength(1);
  });

  it('staff without the service module get a page that says so and no call', async () => {
    const api = mockApi();
    renderPage(ROLES.CUSTOMER);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
