import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { BuilderService } from 'shared/contracts/serviceBuilder';
import {
  VENDOR_SERVICE_MESSAGES,
  type VendorServiceListItem,
} from 'shared/contracts/vendorServices';
import { announceRecordChanged } from 'shared/live';
import {
  mockApi,
  renderWithProviders,
  sessionFor,
  type MockHandler,
} from 'shared/testing';
import { MESSAGES } from 'shared/validation';
import ServiceBuilderRoutes from '../../routes';

// The vendor owner's services (/portal/services on the vendor host): search, status,
// sorting and pages on the server; duplicate and delete; a service saved anywhere shows at once.

const LIST = 'GET /vendor/services';
const RING: VendorServiceListItem = {
  id: 1,
  name: 'Ring Sizing',
  price: '45.00',
  is_active: true,
  option_count: 3,
  updated_on: '2026-11-02T10:00:00.000Z',
  version: 1,
};
const pageOf = (results: VendorServiceListItem[], count = results.length) => ({
  results,
  count,
  page: 1,
  page_size: 20,
  status_counts: { all: count, active: count, inactive: 0 },
});
const copyOf = (id: number, name: string): BuilderService => ({
  id,
  name,
  description: '',
  price: '45.00',
  category_id: null,
  category: null,
  item_tag: null,
  top_level_tag: null,
  is_active: false,
  image: null,
  images: [],
  options: [],
  store_id: null,
  vendor_id: 1,
  version: 1,
  created_on: '2026-11-03T10:00:00.000Z',
  updated_on: '2026-11-03T10:00:00.000Z',
});

function openList(handlers: Record<string, MockHandler> = {}, route = '') {
  const api = mockApi({ [LIST]: { body: pageOf([RING]) }, ...handlers });
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/*"
        element={<ServiceBuilderRoutes basePath="/portal" />}
      />
    </Routes>,
    {
      route: `/portal/services${route}`,
      session: sessionFor(7),
      tenant: { host: 'vendor.localhost', storeId: null },
    },
  );
  return { api, user: userEvent.setup() };
}
const lastQuery = (api: ReturnType<typeof mockApi>) =>
  api.callsTo(LIST).at(-1)?.query;

describe('the vendor’s services', () => {
  it('lists the services with a skeleton first, each name opening the editor', async () => {
    openList();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Services' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('status', { name: 'Loading the services' }),
    ).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Ring Sizing/ });
    expect(row).toHaveTextContent('$45.00');
    expect(row).toHaveTextContent('Active');
    expect(
      within(row).getByRole('link', { name: 'Ring Sizing' }),
    ).toHaveAttribute('href', '/portal/services/1');
    expect(screen.getByRole('radio', { name: 'All (1)' })).toBeChecked();
  });

  it('searches on the server once typing pauses, and filters by status', async () => {
    const { api, user } = openList();
    await screen.findByRole('row', { name: /Ring Sizing/ });
    await user.type(screen.getByLabelText('Search services'), 'ring');
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ search: 'ring' }),
    );
    expect(
      api.callsTo(LIST).filter((c) => c.query.search?.startsWith('r')),
    ).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: /Inactive/ }));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        search: 'ring',
        status: 'inactive',
      }),
    );
  });

  it('sorts by a column or the sort list, and pages, on the server', async () => {
    const { api, user } = openList({
      [LIST]: (call) => ({
        body: { ...pageOf([RING], 45), page: Number(call.query.page ?? 1) },
      }),
    });
    await screen.findByRole('row', { name: /Ring Sizing/ });
    await user.click(screen.getByRole('columnheader', { name: /Price/ }));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ ordering: 'price' }),
    );
    await user.click(screen.getByRole('columnheader', { name: /Price/ }));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ ordering: '-price' }),
    );
    await user.selectOptions(
      screen.getByLabelText('Sort by'),
      'Recently updated',
    );
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ ordering: '-updated_on' }),
    );
    await user.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        page: '3',
        ordering: '-updated_on',
      }),
    );
  });

  it('says what to do when there are no services, and how to see all after a search', async () => {
    const { user } = openList({ [LIST]: { body: pageOf([]) } });
    expect(await screen.findByText(/You have no services yet/)).toBeVisible();
    const links = screen.getAllByRole('link', { name: 'New service' });
    for (const link of links)
      expect(link).toHaveAttribute('href', '/portal/new-service');
    expect(links).toHaveLength(2);
    await user.type(screen.getByLabelText('Search services'), 'zzz{Enter}');
    await user.click(
      await screen.findByRole('button', { name: 'Show all services' }),
    );
    expect(screen.getByLabelText('Search services')).toHaveValue('');
  });

  it('deletes a service after asking, under the version it showed', async () => {
    let rows = [RING];
    const { api, user } = openList({
      [LIST]: () => ({ body: pageOf(rows) }),
      'DELETE /vendor/services/1': () => {
        rows = [];
        // 200, as every delete of the api: the spec's client counts only 200 and 201 as success
        return { status: 200, body: {} };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete Ring Sizing' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.confirmDelete);
    expect(dialog).toHaveTextContent('“Ring Sizing” will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(VENDOR_SERVICE_MESSAGES.deleted),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /vendor/services/1')[0]?.query).toEqual({
      version: '1',
    });
    expect(await screen.findByText(/You have no services yet/)).toBeVisible();
  });

  it('a stale delete (409) says so and shows the list as it is now', async () => {
    let ring = RING;
    const { api, user } = openList({
      [LIST]: () => ({ body: pageOf([ring]) }),
      'DELETE /vendor/services/1': () => {
        ring = { ...RING, name: 'Ring Sizing Pro', version: 2 };
        return {
          status: 409,
          body: {
            code: 'CONFLICT',
            message: VENDOR_SERVICE_MESSAGES.stale,
            errors: {},
            current: { version: 2 },
          },
        };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete Ring Sizing' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      VENDOR_SERVICE_MESSAGES.stale,
    );
    expect(
      await screen.findByRole('link', { name: 'Ring Sizing Pro' }),
    ).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it('duplicates a service and opens the copy in the editor', async () => {
    const copy = copyOf(2, 'Ring Sizing (copy)');
    const { api, user } = openList({
      'POST /vendor/services/1/duplicate': { status: 201, body: copy },
      'GET /vendor/services/2': { body: copy },
      'GET /vendor/service-builder/context': {
        body: {
          categories: [],
          item_tags: [],
          top_level_tags: [],
          is_url_integration_enabled: false,
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Duplicate Ring Sizing' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Ring Sizing (copy)',
      }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/services/1/duplicate')).toHaveLength(1);
  });

  it('refreshes when a service is saved anywhere', async () => {
    const { api } = openList();
    await screen.findByRole('row', { name: /Ring Sizing/ });
    act(() =>
      announceRecordChanged({
        record: 'service',
        id: 1,
        sales_order_id: null,
        status: 'active',
        version: 2,
      }),
    );
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let isDown = true;
    const { user } = openList({
      [LIST]: () =>
        isDown
          ? {
              status: 500,
              body: { code: 'SERVER', message: 'Try again soon.', errors: {} },
            }
          : { body: pageOf([RING]) },
    });
    expect(
      await screen.findByText('We could not load your services.'),
    ).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('row', { name: /Ring Sizing/ }),
    ).toBeInTheDocument();
  });
});
