import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { BILL_ITEM_MESSAGES } from 'shared/contracts/billing';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import StorePortalRoutes from '../../routes';
import { itemsOf, locationsInvoiceOf } from './billItemsFixtures';

// /addbillitems (outside /portal: the store portal at basePath '', as the shell mounts
// it): the owner sees the plan's items, the prorated price of what is typed, pays by the card on
// file or a new one (a refusal keeps what was typed), and removes a free extra location after the
// question. Staff get the not-allowed state.

const ITEMS = 'GET /stores/1/billing/items';
const BUY = 'POST /stores/1/billing/items';
const REMOVE = 'POST /stores/1/billing/items/remove';

const renderPage = (role: number = ROLES.STORE_OWNER) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorePortalRoutes basePath="" />} />
    </Routes>,
    {
      route: '/addbillitems',
      session: sessionFor(role),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('the plan items page (/addbillitems)', () => {
  it('shows the plan, prices what is typed and pays with the card on file', async () => {
    const api = mockApi({
      [ITEMS]: { body: itemsOf() },
      [BUY]: {
        body: {
          items: itemsOf({
            extra_locations: 5,
            monthly_total: '154.00',
            next_monthly_total: '154.00',
            version: 5,
          }),
          invoice: locationsInvoiceOf(),
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Extra locations' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Growth, $79.00 a month')).toBeInTheDocument();
    expect(
      screen.getByText(/to 07, Dec 2026, 10 of 30 days left/),
    ).toBeInTheDocument();
    const count = screen.getByLabelText(/Extra locations to add/);
    await user.clear(count);
    await user.type(count, '3');
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByText('$154.00 a month')).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /The card on file: VISA ending 4242/ }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay and add' }));
    expect(
      await screen.findByText(
        'Paid $15.00. Your store now has 5 extra locations.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Invoice INV-000012 is on your billing page.'),
    ).toBeInTheDocument();
    expect(api.callsTo(BUY)[0]!.body).toEqual({
      locations: 3,
      card: null,
      expected_amount: '15.00',
      version: 4,
    });
  });

  it('tells a declined new card beside its number and keeps what was typed', async () => {
    mockApi({
      [ITEMS]: { body: itemsOf() },
      [BUY]: {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Please correct the errors below.',
          errors: { 'card.number': 'Your card was declined.' },
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const count = await screen.findByLabelText(/Extra locations to add/);
    await user.clear(count);
    await user.type(count, '2');
    await user.click(screen.getByRole('radio', { name: /A new card/ }));
    await user.type(screen.getByLabelText(/Name on card/), 'Olive Owner');
    await user.type(
      screen.getByLabelText(/Card number/),
      '4000 0000 0000 0002',
    );
    await user.type(screen.getByLabelText(/Expiry/), '12/40');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.click(screen.getByRole('button', { name: 'Pay and add' }));
    expect(
      await screen.findByLabelText(/Card number/),
    ).toHaveAccessibleDescription('Your card was declined.');
    expect(screen.getByLabelText(/Card number/)).toHaveValue(
      '4000 0000 0000 0002',
    );
    expect(screen.getByLabelText(/Extra locations to add/)).toHaveValue('2');
  });

  it('shows the new price when it moved since the page was opened', async () => {
    mockApi({
      [ITEMS]: { body: itemsOf() },
      [BUY]: {
        status: 409,
        body: {
          code: 'PRICE.CHANGED',
          message: BILL_ITEM_MESSAGES.priceChanged,
          errors: {},
          current: itemsOf({
            prorated_location_amount: '4.50',
            period: {
              start: '2026-11-07',
              end: '2026-12-07',
              days_in_period: 30,
              days_left: 9,
            },
          }),
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Pay and add' }),
    );
    expect(
      await screen.findByText(BILL_ITEM_MESSAGES.priceChanged),
    ).toBeInTheDocument();
    expect(screen.getByText('$4.50')).toBeInTheDocument();
    expect(
      screen.getByText(/to 07, Dec 2026, 9 of 30 days left/),
    ).toBeInTheDocument();
  });

  it('removes a free extra location after the question', async () => {
    const api = mockApi({
      [ITEMS]: { body: itemsOf() },
      [REMOVE]: {
        body: itemsOf({
          locations_leaving: 1,
          leaving_on: '2026-12-07',
          removable_locations: 0,
          next_monthly_total: '94.00',
          version: 5,
        }),
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove 1 extra location?',
    });
    expect(dialog).toHaveTextContent(/is not refunded/);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        /1 extra location will leave your plan on .*\$94\.00 a month\./,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(REMOVE)[0]!.body).toEqual({ locations: 1, version: 4 });
    expect(screen.getByText(/each one is in use/)).toBeInTheDocument();
  });

  it('refuses staff before asking the api', () => {
    const api = mockApi({});
    renderPage(ROLES.STORE_STAFF);
    expect(screen.getByText('You cannot open this page')).toBeInTheDocument();
    expect(screen.getByText(BILL_ITEM_MESSAGES.ownerOnly)).toBeInTheDocument();
    expect(api.callsTo(ITEMS)).toHaveLength(0);
  });

  it('sends a store without a plan to the billing page, and offers a retry when loading fails', async () => {
    mockApi({ [ITEMS]: { body: itemsOf({ plan: null, period: null }) } });
    const { unmount } = renderPage();
    expect(
      await screen.findByText(BILL_ITEM_MESSAGES.noPlan),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to billing' })).toHaveAttribute(
      'href',
      '/portal/billing',
    );
    unmount();
    mockApi({
      [ITEMS]: {
        status: 500,
        body: { code: 'ERROR', message: 'The server failed.', errors: {} },
      },
    });
    renderPage();
    expect(
      await screen.findByText('We could not load your plan.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
