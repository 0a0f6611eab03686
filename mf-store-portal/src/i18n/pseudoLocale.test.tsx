import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import type { Branding } from 'shared/contracts/settings';
import { PSEUDO_RTL, setLanguage } from 'shared/i18n';
import { ROLES } from 'shared/permissions';
import {
  mockApi,
  renderWithProviders,
  sessionFor,
  workOrderFixture,
  workOrderSummaryOf,
} from 'shared/testing';
import { SalesOrderPage } from '../features/sales-orders/SalesOrderPage';
import { salesOrderFixture } from '../features/sales-orders/testing/fixtures';
import { SettingsPage } from '../features/settings/SettingsPage';
import { workOrderLabel } from '../records/Timeline';
import { stringsOf, untranslatedTexts } from '../testing/untranslated';

// Each page rendered in the pseudo-locale shows no English of its own: every text comes from the
// catalogue (so it is accented), or it is the data the api gave.

jest.setTimeout(120_000);

beforeEach(() => act(() => setLanguage(PSEUDO_RTL)));
afterEach(() => act(() => setLanguage('en')));

const tenant = { host: 'app.localhost', storeId: null };

// Parts of the sales order page that other widgets own and translate on their own: the order's
// lines and the customer card. This list may only shrink.
const OWNED_ELSEWHERE = [
  'Quantity',
  'Service',
  'Total',
  'Unit price',
  'Customer',
  'Guest',
  'Contact',
  'Email',
  'Phone',
];

test('the sales order page shows no untranslated text', async () => {
  const workOrder = workOrderSummaryOf(
    workOrderFixture({
      id: 3,
      status: 'accepted',
      vendor: { id: 5, name: 'Fixit' },
      sales_order: { id: 7, order_no: '1000042', status: 'in_progress' },
      due_date: '2024-03-20',
      version: 1,
    }),
  );
  const order = salesOrderFixture({
    status: 'in_progress',
    work_orders: [workOrder],
    charges: [],
  });
  const locations = [{ id: 1, name: 'Downtown' }];
  mockApi({
    'GET /sales-orders/7': { body: order },
    'GET /sales-orders/7/events': { body: [] },
    'GET /locations': { body: locations },
  });
  const { container } = renderWithProviders(
    <Routes>
      <Route path="/portal/sales-order/:id" element={<SalesOrderPage />} />
    </Routes>,
    { route: '/portal/sales-order/7', session: sessionFor(3), tenant },
  );
  await screen.findByRole('heading', { level: 1 });
  await screen.findByText('Downtown');
  expect(
    untranslatedTexts(
      container,
      stringsOf([
        order,
        workOrder,
        locations,
        workOrderLabel(workOrder.work_order_no),
      ]),
      OWNED_ELSEWHERE,
    ),
  ).toEqual([]);
});

test('the settings page shows no untranslated text', async () => {
  const branding: Branding = {
    store_id: 1,
    store_name: 'Acme Repairs',
    logo: null,
    favicon: null,
    background_color: '#ffffff',
    border_color: null,
    button_color: '#204a48',
    button_hover_color: null,
    button_hover_font_color: null,
    font_color: null,
    top_bar_color: null,
    top_bar_text: 'Free shipping',
    privacy_policy_link: 'https://acme.example/privacy',
    terms_conditions_link: null,
    is_custom_font_style: false,
    font_style: null,
    is_own_font: false,
    regular_font_family_url: null,
    bold_font_family_url: null,
    italic_font_family_url: null,
    version: 3,
  };
  mockApi({ 'GET /stores/1/branding': { body: branding } });
  const { container } = renderWithProviders(
    <Routes>
      <Route path="/portal/settings" element={<SettingsPage />} />
    </Routes>,
    {
      route: '/portal/settings',
      session: sessionFor(ROLES.STORE_OWNER),
      tenant,
    },
  );
  await screen.findByRole('heading', { level: 1 });
  expect(untranslatedTexts(container, stringsOf(branding))).toEqual([]);
});
