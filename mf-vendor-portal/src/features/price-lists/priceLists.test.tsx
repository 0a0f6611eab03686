import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { acmeList, summaryOf, summaryPageOf } from '../../testing/priceLists';
import { renderVendorPortalAt } from '../../testing/renderAt';

// The vendor owner's price lists: /portal/price-list (the stores the vendor works with,
// searched and paged on the server from the URL) and /portal/price-list/view/{id} (one store's list,
// read-only); vendor staff get the owner-only state.

const ACME = summaryOf(1, 'Acme Jewelers', {
  priced_count: 2,
  service_count: 7,
  updated_on: '2026-11-20T10:00:00Z',
});
const GLOBEX = summaryOf(2, 'Globex Jewelry');

describe('price lists (/portal/price-list)', () => {
  it('lists the stores with what is priced, searches and pages on the server from the URL', async () => {
    const api = mockApi({
      'GET /vendor/price-lists': (call) => ({
        body:
          call.query.search === 'glob'
            ? summaryPageOf([GLOBEX])
            : summaryPageOf([ACME, GLOBEX], {
                count: 25,
                page: Number(call.query.page ?? 1),
              }),
      }),
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/price-list?page=2', ROLES.VENDOR_OWNER);

    const acme = await screen.findByRole('row', { name: /Acme Jewelers/ });
    expect(within(acme).getByText('2 of 7 services')).toBeInTheDocument();
    expect(within(acme).getByText(/20, November 2026/)).toBeInTheDocument();
    expect(
      within(acme).getByRole('link', {
        name: 'View the prices for Acme Jewelers',
      }),
    ).toHaveAttribute('href', '/portal/price-list/view/1');
    expect(
      within(acme).getByRole('link', {
        name: 'Edit the prices for Acme Jewelers',
      }),
    ).toHaveAttribute('href', '/portal/price-list/edit?store=1');
    const globex = screen.getByRole('row', { name: /Globex Jewelry/ });
    expect(within(globex).getByText('Never')).toBeInTheDocument();
    expect(api.callsTo('GET /vendor/price-lists')[0]!.query).toEqual({
      page: '2',
      page_size: '20',
    });

    await user.click(screen.getByRole('listitem', { name: '1' }));
    await waitFor(() =>
      expect(api.callsTo('GET /vendor/price-lists').at(-1)!.query).toEqual({
        page: '1',
        page_size: '20',
      }),
    );

    await user.type(screen.getByLabelText('Search the stores'), 'glob{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Acme Jewelers/ })).toBeNull(),
    );
    expect(api.callsTo('GET /vendor/price-lists').at(-1)!.query).toEqual({
      page: '1',
      page_size: '20',
      search: 'glob',
    });
  });

  it('shows a skeleton while loading, then says how a store starts working with the vendor', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockApi({
      'GET /vendor/price-lists': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderVendorPortalAt('/portal/price-list', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByRole('status', { name: 'Loading your stores' }),
    ).toBeInTheDocument();
    answer({ body: summaryPageOf([]) });
    expect(
      await screen.findByText(/You do not work with any store yet/),
    ).toHaveTextContent(/accept the invitation/);
    expect(
      screen.queryByRole('status', { name: 'Loading your stores' }),
    ).toBeNull();
  });

  it('says when a search finds no store, and clears it', async () => {
    const api = mockApi({
      'GET /vendor/price-lists': (call) => ({
        body: summaryPageOf(call.query.search ? [] : [ACME]),
      }),
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/price-list?search=zed', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByText('No store you work with matches “zed”.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all stores' }));
    expect(
      await screen.findByRole('row', { name: /Acme Jewelers/ }),
    ).toBeInTheDocument();
    expect(
      api.callsTo('GET /vendor/price-lists').at(-1)!.query,
    ).not.toHaveProperty('search');
  });

  it('tells vendor staff the pages are the owner’s, without asking the api', async () => {
    const api = mockApi({});
    renderVendorPortalAt('/portal/price-list', ROLES.VENDOR_STAFF);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Price lists are the owner’s pages/),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the same state when the api refuses (403)', async () => {
    mockApi({
      'GET /vendor/price-lists/1': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Forbidden', errors: {} },
      },
    });
    renderVendorPortalAt('/portal/price-list/view/1', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
  });
});

describe('one store’s price list (/portal/price-list/view/:id)', () => {
  it('shows every service with both prices, filters by name and links to the edit', async () => {
    mockApi({ 'GET /vendor/price-lists/1': { body: acmeList() } });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/price-list/view/1', ROLES.VENDOR_OWNER);

    expect(
      await screen.findByRole('heading', { name: 'Price list: Acme Jewelers' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'Prices for Acme Jewelers',
    });
    const chain = within(table).getByRole('row', { name: /Chain repair/ });
    expect(within(chain).getByText('$30.00')).toBeInTheDocument();
    expect(within(chain).getByText('Not priced')).toBeInTheDocument();
    const ring = within(table).getByRole('row', { name: /Ring resizing/ });
    expect(within(ring).getByText('$25.00')).toBeInTheDocument();
    const watch = within(table).getByRole('row', { name: /Watch battery/ });
    expect(within(watch).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText(/Priced: 2 of 3 services/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit prices' })).toHaveAttribute(
      'href',
      '/portal/price-list/edit?store=1',
    );

    await user.type(screen.getByLabelText('Find a service'), 'ring');
    await waitFor(() =>
      expect(
        within(table).queryByRole('row', { name: /Chain repair/ }),
      ).toBeNull(),
    );
    expect(
      within(table).getByRole('row', { name: /Ring resizing/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 of 3 services match.',
    );
  });

  it('says so when the store does not work with the vendor (404)', async () => {
    mockApi({
      'GET /vendor/price-lists/9': {
        status: 404,
        body: {
          code: 'NOT_FOUND',
          message: 'This store does not exist or does not work with you.',
          errors: {},
        },
      },
    });
    renderVendorPortalAt('/portal/price-list/view/9', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByRole('heading', { name: 'Price list not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This store does not exist or does not work with you.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'See the stores you work with' }),
    ).toHaveAttribute('href', '/portal/price-list');
  });
});
