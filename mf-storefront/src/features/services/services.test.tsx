import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, type MockCall } from 'shared/testing';
import type { PortalServicesResponse } from './api';
import { ServicesPage } from './ServicesPage';

const rings = { id: 1, name: 'Ring Services' };
const watches = { id: 2, name: 'Watch Repair' };
const longText =
  'We resize any ring up or down by two sizes, polish it to a mirror finish and check every stone.';

const acmeServices: PortalServicesResponse = {
  categories: [rings, watches],
  results: [
    {
      id: 11,
      name: 'Ring Resizing',
      description: longText,
      price: '45.00',
      image: '/img/ring.png',
      category: rings,
      item_tag: 'ring',
      top_level_tag: 'jewelry',
    },
    {
      id: 12,
      name: 'Prong Repair',
      description: 'Rebuild worn prongs.',
      price: '30.5',
      image: null,
      category: rings,
      item_tag: 'ring',
      top_level_tag: 'jewelry',
    },
    {
      id: 21,
      name: 'Battery Replacement',
      description: null,
      price: '12.50',
      image: null,
      category: watches,
      item_tag: 'watch',
      top_level_tag: 'watch',
    },
  ],
};

const renderPage = (route = '/') =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<ServicesPage />} />
    </Routes>,
    { route },
  );

/** The api's filtering, done on the fixture (search on name; tags exact, case-insensitive). */
function filtered(call: MockCall): PortalServicesResponse {
  const { search = '', top_level_tag: top, item_tag: item } = call.query;
  return {
    ...acmeServices,
    results: acmeServices.results.filter(
      (s) =>
        s.name.toLowerCase().includes(search.toLowerCase()) &&
        (!top || s.top_level_tag === top) &&
        (!item || s.item_tag === item),
    ),
  };
}

describe('storefront services page', () => {
  it("lists Acme's services grouped by category with prices, and filters by category", async () => {
    const api = mockApi({
      'GET /stores/1/portal-services': { body: acmeServices },
    });
    renderPage();

    const ringsSection = await screen.findByRole('region', {
      name: 'Ring Services',
    });
    expect(
      within(ringsSection).getByRole('heading', { name: 'Ring Resizing' }),
    ).toBeInTheDocument();
    expect(within(ringsSection).getByText('$45.00')).toBeInTheDocument();
    expect(within(ringsSection).getByText('$30.50')).toBeInTheDocument();
    expect(
      within(ringsSection).getByRole('link', { name: 'Ring Resizing' }),
    ).toHaveAttribute('href', '/services/11');
    expect(
      within(ringsSection).getByRole('img', { name: 'Ring Resizing' }),
    ).toHaveAttribute('src', '/img/ring.png');
    const truncated = within(ringsSection).getByText(
      `${longText.slice(0, 59)}…`,
    );
    expect(truncated).toHaveAttribute('title', longText);
    expect(
      within(ringsSection).getByText('Rebuild worn prongs.'),
    ).not.toHaveAttribute('title');
    const watchSection = screen.getByRole('region', { name: 'Watch Repair' });
    expect(
      within(watchSection).getByText('Battery Replacement'),
    ).toBeInTheDocument();
    expect(within(watchSection).getByText('$12.50')).toBeInTheDocument();

    const [call] = api.callsTo('GET /stores/1/portal-services');
    expect(call?.query).toEqual({
      is_customer_side: 'true',
      is_partial: 'true',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Watch Repair' }));
    expect(
      screen.getByRole('button', { name: 'Watch Repair' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.queryByRole('region', { name: 'Ring Services' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Battery Replacement')).toBeInTheDocument();

    expect(screen.getByText('Filter by category')).toBeVisible();
    await userEvent.click(
      within(
        screen.getByRole('group', { name: 'Filter by category' }),
      ).getByRole('button', { name: 'All' }),
    );
    expect(
      screen.getByRole('region', { name: 'Ring Services' }),
    ).toBeInTheDocument();
  });

  it('shows an empty state when the store has no services', async () => {
    mockApi({
      'GET /stores/1/portal-services': {
        body: { results: [], categories: [] },
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        'No services are available yet. Please check back soon.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the error state on a 500 and recovers with Retry', async () => {
    const api = mockApi({
      'GET /stores/1/portal-services': {
        status: 500,
        body: {
          code: 'INTERNAL',
          message: 'The server had a problem.',
          errors: {},
        },
      },
    });
    renderPage();

    expect(
      await screen.findByText('We could not load the services.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The server had a problem.')).toBeInTheDocument();

    api.on({ 'GET /stores/1/portal-services': { body: acmeServices } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('region', { name: 'Watch Repair' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('We could not load the services.'),
    ).not.toBeInTheDocument();
  });

  it('narrows by the search of the URL (the header search) and by tag chips', async () => {
    const api = mockApi({
      'GET /stores/1/portal-services': (call) => ({ body: filtered(call) }),
    });
    renderPage('/?search=ring');

    expect(await screen.findByText('Results for “ring”')).toBeInTheDocument();
    expect(screen.getByText('Ring Resizing')).toBeInTheDocument();
    expect(screen.queryByText('Battery Replacement')).not.toBeInTheDocument();
    expect(api.callsTo('GET /stores/1/portal-services')[0]?.query).toEqual({
      is_customer_side: 'true',
      is_partial: 'true',
      search: 'ring',
    });

    // the chips list the store's tags (from the unfiltered list), not only the results'
    const types = await screen.findByRole('group', { name: 'Filter by type' });
    for (const label of ['Filter by type', 'Filter by item'])
      expect(screen.getByText(label)).toBeVisible(); // each chip row has a visible label
    await userEvent.click(within(types).getByRole('button', { name: 'watch' }));
    expect(
      await screen.findByText('No services match your search.'),
    ).toBeInTheDocument();
    expect(
      api.callsTo('GET /stores/1/portal-services').at(-1)?.query,
    ).toMatchObject({ search: 'ring', top_level_tag: 'watch' });

    await userEvent.click(
      screen.getByRole('button', { name: 'Clear filters' }),
    );
    expect(await screen.findByText('Battery Replacement')).toBeInTheDocument();
    expect(screen.queryByText(/Results for/)).not.toBeInTheDocument();
  });

  it('keeps the previous results on screen while a new filter loads', async () => {
    let release: () => void = () => {};
    mockApi({
      'GET /stores/1/portal-services': (call) =>
        call.query.item_tag
          ? new Promise((resolve) => {
              release = () => resolve({ body: filtered(call) });
            })
          : { body: filtered(call) },
    });
    renderPage();
    const items = await screen.findByRole('group', { name: 'Filter by item' });
    await userEvent.click(within(items).getByRole('button', { name: 'watch' }));

    expect(screen.getByText('Ring Resizing')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('region', { name: 'Watch Repair' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ring Resizing')).not.toBeInTheDocument();
  });

  it('cuts a service name over 60 characters and shows it whole on hover', async () => {
    const name = `Full restoration of antique pocket watches ${'x'.repeat(30)}`;
    mockApi({
      'GET /stores/1/portal-services': {
        body: {
          categories: [],
          results: [{ ...acmeServices.results[0]!, name, category: null }],
        },
      },
    });
    renderPage();
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveTextContent(`${name.slice(0, 59)}…`);
    expect(link).toHaveAttribute('title', name);
  });
});
