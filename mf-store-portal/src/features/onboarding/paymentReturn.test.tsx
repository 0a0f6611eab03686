import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { ONBOARDING_MESSAGES } from 'shared/contracts/onboarding';
import { ROLES } from 'shared/permissions';
import {
  acmeStore,
  mockApi,
  renderWithProviders,
  sessionFor,
} from 'shared/testing';
import StorePortalRoutes from '../../routes';
import { onboardingStateAt } from './testing';

// The payment steps' return pages show their own page, with the step's outcome, to an onboarded
// owner as to a store still setting up; none of them moves on by itself.

const renderAt = (route: string, complete: boolean) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorePortalRoutes basePath="" />} />
      <Route path="/portal/location" element={<h1>Locations</h1>} />
    </Routes>,
    {
      route,
      session: sessionFor(ROLES.STORE_OWNER, {
        store: { ...acmeStore, is_onboarding_complete: complete },
      }),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

const onboarded = onboardingStateAt('complete', {
  is_onboarding_complete: true,
  next_path: '/portal/location',
  plan_id: 2,
  extra_locations: 2,
  plan_paid: { brand: 'Visa', last4: '4242' },
  payouts_last4: '6789',
});

describe('payment return pages of an onboarded owner', () => {
  it.each([
    [
      '/plan/middle-page',
      'Your plan payment',
      ['The Growth plan is paid with the Visa ending in 4242.'],
    ],
    [
      '/store-billing-middle-page',
      'Your extra locations',
      ["Your store now has 2 extra locations beyond its plan's."],
    ],
    [
      '/middle-page',
      'Your payment details',
      [
        'The Growth plan is paid with the Visa ending in 4242.',
        'Payouts go to the account ending in 6789.',
      ],
    ],
  ])('%s shows its own page with the outcome', async (route, title, lines) => {
    mockApi({ 'GET /onboarding': { body: onboarded } });
    renderAt(route, true);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }),
    ).toBeInTheDocument();
    for (const line of lines)
      expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute(
      'href',
      '/portal/billing',
    );
    expect(
      screen.queryByRole('heading', { name: 'Locations' }),
    ).not.toBeInTheDocument();
  });

  it('/failed-stripe-onboarding says the account was not connected, and which one still is', async () => {
    mockApi({ 'GET /onboarding': { body: onboarded } });
    renderAt('/failed-stripe-onboarding', true);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We could not connect your account',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      ONBOARDING_MESSAGES.payoutsFailed,
    );
    expect(
      screen.getByText(/Payouts still go to the account ending in 6789\./),
    ).toBeInTheDocument();
  });
});

it('a store still setting up reads that its plan is not paid and continues its set-up', async () => {
  mockApi({
    'GET /onboarding': {
      body: onboardingStateAt('plan_payment', { plan_id: 1 }),
    },
  });
  renderAt('/plan/middle-page', false);
  expect(
    await screen.findByText(
      'The Starter plan is not paid yet: nothing was charged.',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('link', { name: 'Continue setting up' }),
  ).toHaveAttribute('href', '/confirm-plan');
});
