import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { OnboardingState } from 'shared/contracts/onboarding';
import { PSEUDO_RTL, setLanguage } from 'shared/i18n';
import { ROLES } from 'shared/permissions';
import {
  acmeStore,
  mockApi,
  renderWithProviders,
  sessionFor,
} from 'shared/testing';
import StorePortalRoutes from '../routes';
import {
  locationsQuoteOf,
  onboardingStateAt,
} from '../features/onboarding/testing';
import { stringsOf, untranslatedTexts } from '../testing/untranslated';

// Every onboarding page rendered in the pseudo-locale shows no English of its own.

jest.setTimeout(180_000);

beforeEach(() => act(() => setLanguage(PSEUDO_RTL)));
afterEach(() => act(() => setLanguage('en')));

// Texts other widgets own and translate on their own. This list may only shrink.
const CARD_FIELDS = ['Card'];

// Carrier names are names, in every language.
const CARRIERS = ['Fedex', 'USPS', 'UPS'];

const OPEN_STORE = onboardingStateAt('complete', {
  is_onboarding_complete: true,
  next_path: '/portal/location',
  plan_id: 2,
  extra_locations: 1,
  monthly_total: '94.00',
  plan_paid: { brand: 'Visa', last4: '4242' },
  payouts_last4: '6789',
});

const PAGES: [string, OnboardingState][] = [
  ['/onboarding/store', onboardingStateAt('store')],
  ['/store-welcome', onboardingStateAt('services')],
  ['/store-address', onboardingStateAt('address')],
  ['/connect-shipping', onboardingStateAt('shipping')],
  ['/store-shipping-detail', onboardingStateAt('shipping_detail')],
  ['/select-plan', onboardingStateAt('plan')],
  [
    '/confirm-plan',
    onboardingStateAt('plan_payment', {
      plan_id: 1,
      extra_locations: 2,
      monthly_total: '67.00',
    }),
  ],
  [
    '/store-confirmplan',
    onboardingStateAt('payouts', {
      plan_id: 1,
      monthly_total: '29.00',
      plan_paid: { brand: 'Visa', last4: '4242' },
    }),
  ],
  ['/connect-stripe', onboardingStateAt('payouts')],
  ['/failed-stripe-onboarding', OPEN_STORE],
  ['/complete-setup', onboardingStateAt('complete')],
  ['/plan/middle-page', OPEN_STORE],
  ['/store-billing-middle-page', OPEN_STORE],
  ['/middle-page', onboardingStateAt('payouts')],
  ['/payment', OPEN_STORE],
  ['/pay-per-location', OPEN_STORE],
];

const renderAt = (route: string, signedIn = true) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorePortalRoutes basePath="" />} />
    </Routes>,
    {
      route,
      session: signedIn
        ? sessionFor(ROLES.STORE_OWNER, {
            store: { ...acmeStore, is_onboarding_complete: false },
          })
        : undefined,
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

test.each(PAGES)('%s shows no untranslated text', async (route, state) => {
  const quote = locationsQuoteOf();
  mockApi({
    'GET /onboarding': { body: state },
    'GET /stores/9/billing/items': { body: quote },
  });
  const { container } = renderAt(route);
  await screen.findByRole('heading', { level: 1 });
  if (route === '/pay-per-location') await screen.findAllByRole('textbox');
  expect(
    untranslatedTexts(
      container,
      stringsOf([state, quote, CARRIERS]),
      CARD_FIELDS,
    ),
  ).toEqual([]);
});

test('the sign-up and the Shopify page show no untranslated text', async () => {
  for (const route of ['/onboarding/welcome', '/shopify-auth']) {
    const { container, unmount } = renderAt(route, false);
    await screen.findByRole('heading', { level: 1 });
    expect(untranslatedTexts(container, [])).toEqual([]);
    unmount();
  }
});

test('a step’s choice left empty says so in the page’s language', async () => {
  act(() => setLanguage('es'));
  mockApi({ 'GET /onboarding': { body: onboardingStateAt('shipping') } });
  renderAt('/connect-shipping');
  await screen.findByRole('heading', { level: 1 });
  await userEvent.click(screen.getByRole('button', { name: /./ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Elija una opción.',
  );
});
