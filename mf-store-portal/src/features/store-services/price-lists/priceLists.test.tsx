import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import {
  STORE_PRICE_LIST_MESSAGES,
  type StorePriceListSummary,
} from 'shared/contracts/storePriceLists';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { PriceListsPage } from './PriceListsPage';

// The store's price lists (/portal/store-services/price-lists): the paged list with its
// counts, the search on the server, a delete after a confirm, and a failed load with Retry.

const TRADE: StorePriceListSummary = {
  id: 1,
  name: 'Trade',
  description: '',
  is_active: true,
  service_count: 2,
  customer_count: 1,
  version: 1,
  updated_on: '2026-11-01T09:00:00Z',
};
const pageOf = (results: StorePriceListSummary[]) => ({
  results,
  count: results.length,
  page: 1,
  page_size: 20,
  status_counts: { all: results.length },
});

const renderPage = (roleId: number = ROLES.STORE_OWNER) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/store-services/price-lists"
        element={<PriceListsPage />}
      />
    </Routes>,
    {
      route: '/portal/store-services/price-lists',
      session: sessionFor(roleId),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('the store’s price lists', () => {
  it('lists each list with its counts and deletes one after a confirm', async () => {
    const user = userEvent.setup({ delay: null });
    let lists = [TRADE];
    const api = mockApi({
      'GET /store-price-lists': () => ({ body: pageOf(lists) }),
      'DELETE /store-price-lists/1': () => {
        lists = [];
        return { body: {} };
      },
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /Trade/ });
    expect(within(row).getByRole('link', { name: 'Trade' })).toHaveAttribute(
      'href',
      '/portal/store-services/price-lists/1',
    );
    expect(row).toHaveTextContent('21Active');
    expect(
      screen.getByRole('link', { name: 'New price list' }),
    ).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete Trade' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete ?');
    expect(dialog).toHaveTextContent('“Trade” will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('DELETE /store-price-lists/1')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete Trade' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByText(STORE_PRICE_LIST_MESSAGES.deleted),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /store-price-lists/1')).toHaveLength(1);
    expect(await screen.findByText(/No price lists yet/)).toBeInTheDocument();
  });

  it('says when the lists could not load and loads them again on Retry', async () => {
    const user = userEvent.setup({ delay: null });
    let isDown = true;
    const api = mockApi({
      'GET /store-price-lists': () =>
        isDown
          ? {
              status: 500,
              body: { code: 'ERROR', message: 'Server down', errors: {} },
            }
          : { body: pageOf([TRADE]) },
    });
    renderPage();
    expect(
      await screen.findByText('We could not load your price lists.'),
    ).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(
      await screen.findByRole('row', { name: /Trade/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET /store-price-lists').length).toBeGreaterThan(1),
    );
  });

  it('a customer gets a page that says so and no call', async () => {
    const api = mockApi();
    renderPage(ROLES.CUSTOMER);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
