import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import {
  PRICE_LIST_MESSAGES,
  type PriceList,
  type PriceListSave,
} from 'shared/contracts/priceLists';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import VendorPortalRoutes from '../../routes';
import { acmeList } from '../../testing/priceLists';
import { renderVendorPortalAt } from '../../testing/renderAt';

// /portal/price-list/edit?store={id}: a money input per service, the spec's Save/Discard
// bar with the unsaved-change header; the api's row errors on their rows, its 409 reloads the list.

const EDIT = '/portal/price-list/edit?store=1';
const priceOf = (service: string) =>
  screen.getByRole('textbox', { name: `Your price for ${service}` });
const bar = () => screen.queryByRole('region', { name: /^Unsaved change/ });

/** Under a data router, as the shell mounts the portal (leaving is blocked there with useBlocker). */
const renderAsShell = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<VendorPortalRoutes basePath="" />} />
    </Routes>,
    {
      route,
      dataRouter: true,
      session: sessionFor(ROLES.VENDOR_OWNER),
      tenant: { host: 'vendor.localhost', storeId: null },
    },
  );

describe('edit a price list (/portal/price-list/edit?store=1)', () => {
  it('checks each price as typed by the spec’s rule, and saves nothing until it is right', async () => {
    const api = mockApi({ 'GET /vendor/price-lists/1': { body: acmeList() } });
    const user = userEvent.setup();
    renderVendorPortalAt(EDIT, ROLES.VENDOR_OWNER);

    const chain = await screen.findByRole('textbox', {
      name: 'Your price for Chain repair',
    });
    expect(chain).toHaveValue('');
    expect(priceOf('Ring resizing')).toHaveValue('25.00');
    const chainRow = screen.getByRole('row', { name: /Chain repair/ });
    expect(within(chainRow).getByText('$30.00')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Watch battery/ })).getByText(
        'Inactive',
      ),
    ).toBeInTheDocument();

    // The key filter lets no letter, minus or third decimal in.
    await user.type(chain, '-a12.345');
    expect(chain).toHaveValue('12.34');
    expect(bar()).toHaveTextContent('Unsaved change to 1 price');
    await user.clear(chain);
    await user.type(chain, '12.');
    await user.tab();
    expect(chain).toHaveAccessibleDescription(PRICE_LIST_MESSAGES.price);
    expect(chain).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(bar()!).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(chain).toHaveFocus());
    expect(api.callsTo('PUT /vendor/price-lists/1')).toHaveLength(0);

    await user.type(chain, '5');
    await user.tab();
    expect(chain).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the api’s row errors on their rows and keeps what was typed', async () => {
    const api = mockApi({
      'GET /vendor/price-lists/1': { body: acmeList() },
      'PUT /vendor/price-lists/1': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: PRICE_LIST_MESSAGES.price,
          errors: {
            'items.1.price': PRICE_LIST_MESSAGES.price,
            'items.2.service_id': PRICE_LIST_MESSAGES.service,
          },
        },
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt(EDIT, ROLES.VENDOR_OWNER);
    const ring = await screen.findByRole('textbox', {
      name: 'Your price for Ring resizing',
    });
    await user.clear(ring);
    await user.type(ring, '1234567890');
    await user.type(priceOf('Chain repair'), '9');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(
      await screen.findByText(
        '2 rows need attention before the list can be saved.',
      ),
    ).toBeInTheDocument();
    expect(ring).toHaveAccessibleDescription(PRICE_LIST_MESSAGES.price);
    await waitFor(() => expect(ring).toHaveFocus());
    expect(ring).toHaveValue('1234567890');
    expect(priceOf('Chain repair')).toHaveValue('9');
    expect(priceOf('Chain repair')).not.toHaveAttribute('aria-invalid', 'true');
    expect(priceOf('Watch battery')).toHaveAccessibleDescription(
      PRICE_LIST_MESSAGES.service,
    );
    expect(api.callsTo('PUT /vendor/price-lists/1')[0]!.body).toEqual({
      version: 2,
      items: [
        { service_id: 11, price: '9' },
        { service_id: 12, price: '1234567890' },
        { service_id: 13, price: '5.00' },
      ],
    } satisfies PriceListSave);

    // A later check of the form (a blur elsewhere) keeps the api's error until the price changes.
    await user.click(priceOf('Chain repair'));
    await user.tab();
    expect(ring).toHaveAccessibleDescription(PRICE_LIST_MESSAGES.price);
    await user.type(ring, '{Backspace}');
    await user.tab();
    expect(ring).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('on a stale save (409) says so and shows what the other person saved', async () => {
    let current: PriceList = acmeList();
    const api = mockApi({
      'GET /vendor/price-lists/1': () => ({ body: current }),
      'PUT /vendor/price-lists/1': () => {
        current = acmeList({
          version: 3,
          items: acmeList().items.map((item) =>
            item.service_id === 11 ? { ...item, price: '18.50' } : item,
          ),
        });
        return {
          status: 409,
          body: {
            code: 'CONFLICT',
            message: PRICE_LIST_MESSAGES.stale,
            errors: {},
            current: { version: 3 },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt(EDIT, ROLES.VENDOR_OWNER);
    await user.type(
      await screen.findByRole('textbox', {
        name: 'Your price for Chain repair',
      }),
      '20',
    );
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(
      await screen.findByText(PRICE_LIST_MESSAGES.stale),
    ).toBeInTheDocument();
    await waitFor(() => expect(priceOf('Chain repair')).toHaveValue('18.50'));
    expect(bar()).toBeNull();
    // The SAVE button went away with the bar: focus goes to the top of the page.
    expect(
      screen.getByRole('heading', { name: 'Edit prices: Acme Jewelers' }),
    ).toHaveFocus();

    // Saving again goes under the version just read.
    await user.clear(priceOf('Chain repair'));
    await user.type(priceOf('Chain repair'), '21');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /vendor/price-lists/1')).toHaveLength(2),
    );
    expect(
      (api.callsTo('PUT /vendor/price-lists/1')[1]!.body as PriceListSave)
        .version,
    ).toBe(3);
  });

  it('DISCARD puts the list back as it was loaded, and leaving with changes asks first', async () => {
    const api = mockApi({ 'GET /vendor/price-lists/1': { body: acmeList() } });
    const user = userEvent.setup();
    renderVendorPortalAt(EDIT, ROLES.VENDOR_OWNER);
    const ring = await screen.findByRole('textbox', {
      name: 'Your price for Ring resizing',
    });
    await user.clear(ring);
    await user.type(ring, '30');
    await user.type(priceOf('Chain repair'), '7');
    expect(bar()).toHaveTextContent('Unsaved changes to 2 prices');

    await user.click(
      screen.getByRole('link', { name: 'Back to the price list' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Leave this page?',
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Stay on this page' }),
    );
    expect(ring).toHaveValue('30');

    await user.click(screen.getByRole('button', { name: 'DISCARD' }));
    expect(ring).toHaveValue('25.00');
    expect(priceOf('Chain repair')).toHaveValue('');
    expect(bar()).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'Edit prices: Acme Jewelers' }),
    ).toHaveFocus();
    expect(api.callsTo('PUT /vendor/price-lists/1')).toHaveLength(0);
  });

  it('saves the whole list, then shows it on the view page (as the shell mounts it)', async () => {
    let current: PriceList = acmeList({ version: 0, updated_on: null });
    const api = mockApi({
      'GET /vendor/price-lists/1': () => ({ body: current }),
      'PUT /vendor/price-lists/1': (call) => {
        const save = call.body as PriceListSave;
        current = {
          ...current,
          version: save.version + 1,
          updated_on: '2026-11-21T09:30:00Z',
          items: current.items.map((item, i) => ({
            ...item,
            price: save.items[i]!.price
              ? Number(save.items[i]!.price).toFixed(2)
              : null,
          })),
        };
        return { body: current };
      },
    });
    const user = userEvent.setup();
    renderAsShell(EDIT);
    await user.type(
      await screen.findByRole('textbox', {
        name: 'Your price for Chain repair',
      }),
      '19.5',
    );
    await user.clear(priceOf('Watch battery'));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(
      await screen.findByRole('heading', { name: 'Price list: Acme Jewelers' }),
    ).toBeInTheDocument();
    expect(screen.getByText(PRICE_LIST_MESSAGES.saved)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const chain = screen.getByRole('row', { name: /Chain repair/ });
    expect(within(chain).getByText('$19.50')).toBeInTheDocument();
    const watch = screen.getByRole('row', { name: /Watch battery/ });
    expect(within(watch).getByText('Not priced')).toBeInTheDocument();
    expect(api.callsTo('PUT /vendor/price-lists/1')[0]!.body).toEqual({
      version: 0,
      items: [
        { service_id: 11, price: '19.5' },
        { service_id: 12, price: '25.00' },
        { service_id: 13, price: null },
      ],
    });
  });

  it('without a store in the query, says there is no such list', async () => {
    const api = mockApi({});
    renderVendorPortalAt('/portal/price-list/edit', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByRole('heading', { name: 'Price list not found' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
