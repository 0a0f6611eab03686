import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { BILL_ITEM_MESSAGES } from 'shared/contracts/billing';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import StorePortalRoutes from '../../routes';
import { locationsQuoteOf, onboardingStateAt } from './testing';

const OPEN_STORE = onboardingStateAt('complete', {
  is_onboarding_complete: true,
  next_path: '/portal/location',
  plan_id: 2,
  extra_locations: 1,
  monthly_total: '94.00',
});
const QUOTE = 'GET /stores/9/billing/items';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorePortalRoutes basePath="" />} />
    </Routes>,
    {
      route: '/pay-per-location',
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

async function typeCount(count: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Locations to add');
  await user.clear(field);
  await user.type(field, count);
  return user;
}

async function payFor(count: string, number: string) {
  const user = await typeCount(count);
  await user.type(screen.getByLabelText('Name on card'), 'Nora Bright');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay and add' }));
}

/** The amount due now, in bold in the quote. */
const dueNow = (amount: string) =>
  screen.getByText(amount, { selector: 'strong' });

describe('add locations (/pay-per-location)', () => {
  it('shows the prorated amount of the count typed, pays exactly it and shows the new monthly price', async () => {
    const api = mockApi({
      'GET /onboarding': { body: OPEN_STORE },
      [QUOTE]: { body: locationsQuoteOf() },
      'POST /onboarding/extra-locations': {
        body: { ...OPEN_STORE, extra_locations: 3, monthly_total: '124.00' },
      },
    });
    renderPage();
    expect(
      await screen.findByText(/each more is \$15\.00 a month/),
    ).toBeInTheDocument();
    expect(dueNow('$5.00')).toBeInTheDocument();

    await typeCount('2');
    expect(dueNow('$10.00')).toBeInTheDocument();
    expect(
      screen.getByText(/2 × \$5\.00 for the 10 of 30 days left until/),
    ).toBeInTheDocument();
    expect(screen.getByText('$124.00 a month')).toBeInTheDocument();
    await typeCount('abc');
    expect(
      screen.getByText(
        'Enter how many extra locations to add to see the price.',
      ),
    ).toBeInTheDocument();

    await payFor('2', '4242 4242 4242 4242');

    expect(
      await screen.findByText('Added. Your plan is now $124.00 a month.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /onboarding/extra-locations')[0]?.body).toEqual({
      count: 2,
      card: {
        name: 'Nora Bright',
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: 2040,
        cvc: '123',
      },
      expected_amount: '10.00',
    });
  });

  it('shows the new price when it moved before paying, and keeps what was typed', async () => {
    mockApi({
      'GET /onboarding': { body: OPEN_STORE },
      [QUOTE]: { body: locationsQuoteOf() },
      'POST /onboarding/extra-locations': {
        status: 409,
        body: {
          code: 'PRICE.CHANGED',
          message: BILL_ITEM_MESSAGES.priceChanged,
          errors: {},
          current: locationsQuoteOf({
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
    renderPage();

    await payFor('2', '4242 4242 4242 4242');

    expect(
      await screen.findByText(BILL_ITEM_MESSAGES.priceChanged),
    ).toBeInTheDocument();
    expect(dueNow('$9.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Locations to add')).toHaveValue('2');
    expect(screen.getByLabelText('Card number')).toHaveValue(
      '4242 4242 4242 4242',
    );
  });

  it('tells a declined card beside the card number and keeps what was typed', async () => {
    mockApi({
      'GET /onboarding': { body: OPEN_STORE },
      [QUOTE]: { body: locationsQuoteOf() },
      'POST /onboarding/extra-locations': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Your card was declined.',
          errors: { 'card.number': 'Your card was declined.' },
        },
      },
    });
    renderPage();

    await payFor('1', '4000 0000 0000 0002');

    expect(
      await screen.findByLabelText('Card number'),
    ).toHaveAccessibleDescription('Your card was declined.');
    expect(screen.getByLabelText('Card number')).toHaveValue(
      '4000 0000 0000 0002',
    );
  });

  it('offers a retry when the price cannot be read', async () => {
    const api = mockApi({
      'GET /onboarding': { body: OPEN_STORE },
      [QUOTE]: {
        status: 500,
        body: { code: 'ERROR', message: 'Something went wrong.', errors: {} },
      },
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: /retry/i });
    api.on({ [QUOTE]: { body: locationsQuoteOf() } });
    await userEvent.setup().click(retry);
    expect(await screen.findByLabelText('Locations to add')).toBeVisible();
  });
});
