import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'shared/router';
import type { StoreServiceListItem } from 'shared/contracts/storeServices';
import type { CommissionRules } from 'shared/contracts/storeVendors';
import type { Integrations } from 'shared/contracts/billing';
import { PSEUDO_RTL, setLanguage } from 'shared/i18n';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { BillItemsPage } from '../features/bill-items/BillItemsPage';
import { itemsOf } from '../features/bill-items/billItemsFixtures';
import { IntegrationsPage } from '../features/integrations/IntegrationsPage';
import { StoreServicesPage } from '../features/store-services/StoreServicesPage';
import { CommissionRulesPage } from '../features/vendors/CommissionRulesPage';
import { stringsOf, untranslatedTexts } from '../testing/untranslated';

// The commission rules, services, integrations and billing pages rendered in the pseudo-locale
// show no English of their own.

jest.setTimeout(120_000);

beforeEach(() => act(() => setLanguage(PSEUDO_RTL)));
afterEach(() => act(() => setLanguage('en')));

const render = (path: string, route: string, page: ReactElement) =>
  renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
    </Routes>,
    {
      route,
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

test("a vendor's commission rules show no untranslated text", async () => {
  const rules: CommissionRules = {
    vendor_id: 1,
    vendor_name: 'Fixit Workshop',
    rules: [
      {
        name: 'Big orders',
        rate: '12.5',
        conditions: [
          {
            condition_on: 'order_total',
            operator_type: '>=',
            compare_to: '500',
            conditional_join: 'and',
            conditional_join_inner: 'and',
            is_inner_group: false,
          },
          {
            condition_on: 'category',
            operator_type: 'contains',
            compare_to: 'Rings',
            conditional_join: 'or',
            conditional_join_inner: 'and',
            is_inner_group: false,
          },
        ],
      },
    ],
    version: 1,
  };
  mockApi({
    'GET /portal/vendors/1/commission-rules': { body: rules },
  });
  const { container } = render(
    '/portal/vendors/:vendorId/commission-rules',
    '/portal/vendors/1/commission-rules',
    <CommissionRulesPage />,
  );
  await screen.findByRole('heading', { level: 1 });
  // an empty rule shows its "no conditions" line, and the bar its unsaved-change header
  await userEvent.setup().click(screen.getAllByRole('button')[0]!);
  expect(untranslatedTexts(container, stringsOf(rules))).toEqual([]);
});

test('the services page and its categories show no untranslated text', async () => {
  const ring: StoreServiceListItem = {
    id: 1,
    name: 'Ring Sizing',
    price: '45.00',
    is_active: true,
    category: { id: 1, name: 'Jewelry Repair' },
    option_count: 3,
    created_on: '2026-11-01T09:00:00Z',
    version: 1,
  };
  const categories = [
    { id: 1, name: 'Jewelry Repair', service_count: 1 },
    { id: 2, name: 'Watch Service', service_count: 0 },
  ];
  mockApi({
    'GET /store-services': {
      body: {
        results: [ring],
        count: 1,
        page: 1,
        page_size: 20,
        status_counts: { all: 1, active: 1, inactive: 0 },
      },
    },
    'GET /store-service-categories': { body: categories },
  });
  const { container } = render(
    '/portal/store-services',
    '/portal/store-services',
    <StoreServicesPage />,
  );
  await screen.findByRole('link', { name: 'Ring Sizing' });
  await screen.findAllByText(/Watch Service/);
  expect(untranslatedTexts(container, stringsOf([ring, categories]))).toEqual(
    [],
  );
});

test('the integrations page shows no untranslated text', async () => {
  const integrations: Integrations = {
    carriers: [
      {
        id: 4,
        carrier: 1,
        account_number: 'ACME10042',
        is_active: true,
        version: 1,
      },
    ],
    stripe: { provider: 'test', status: 'connected', account_last4: '4242' },
    is_url_integration_enabled: true,
    ada_script: null,
    google_analytics_script: null,
    google_tag_script: null,
    version: 1,
  };
  mockApi({ 'GET /stores/1/integrations': { body: integrations } });
  const { container } = render(
    '/portal/integrations',
    '/portal/integrations',
    <IntegrationsPage />,
  );
  await screen.findByText('ACME10042');
  expect(
    untranslatedTexts(
      container,
      // carrier names are names in every language
      stringsOf([integrations, ['Fedex', 'USPS', 'UPS', 'Stripe', 'https://']]),
    ),
  ).toEqual([]);
});

// The card's fields belong to shared/ui/onboarding, which translates them on its own. This list
// may only shrink.
const CARD_FIELDS = [
  'Name on card',
  'Card number',
  'Expiry (MM/YY)',
  'Security code',
];

test("the plan's extra locations page shows no untranslated text", async () => {
  const items = itemsOf({
    locations_leaving: 1,
    leaving_on: '2026-12-07',
    next_monthly_total: '94.00',
  });
  mockApi({ 'GET /stores/1/billing/items': { body: items } });
  const { container } = render(
    '/addbillitems',
    '/addbillitems',
    <BillItemsPage />,
  );
  await screen.findAllByRole('heading', { level: 2 });
  await screen.findAllByRole('textbox');
  expect(
    untranslatedTexts(
      container,
      stringsOf([items, items.card!.brand.toUpperCase()]),
      CARD_FIELDS,
    ),
  ).toEqual([]);
});
