import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'shared/router';
import type { StoreVendor } from 'shared/contracts/storeVendors';
import { PSEUDO_RTL, setLanguage } from 'shared/i18n';
import { ROLES } from 'shared/permissions';
import {
  mockApi,
  renderWithProviders,
  sessionFor,
  workOrderFixture,
} from 'shared/testing';
import { CustomerPage } from '../features/customers/CustomerPage';
import { customerDetail } from '../features/customers/customerFixtures';
import { EstimatePage } from '../features/estimates/EstimatePage';
import { StaffMemberPage } from '../features/users/StaffMemberPage';
import {
  LOCATIONS,
  staffMember,
  staffPageOf,
} from '../features/users/staffFixtures';
import { UsersPage } from '../features/users/UsersPage';
import { VendorsPage } from '../features/vendors/VendorsPage';
import { WorkOrderPage } from '../features/work-orders/WorkOrderPage';
import { workOrderLabel } from '../records/Timeline';
import { estimateFixture } from '../testing/estimates';
import { stringsOf, untranslatedTexts } from '../testing/untranslated';

// The team, vendors, customer, estimate and work order pages rendered in the pseudo-locale show no English of their own.

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

// Parts of the estimate page that shared widgets own and translate on their own: the quote editor
// and its history (shared/ui/quote), the customer card and the timeline. This
// list may only shrink.
const ESTIMATE_WIDGETS = [
  'Add a part',
  'Add labour',
  'Do not exceed ($, optional)',
  'Message to the customer',
  'Not sent yet: the customer sees the quote once you send it.',
  'Quote',
  'Quote lines',
  'Save draft',
  'Send estimate',
  'Sent versions',
  'Total:',
  'Valid until (optional)',
  'Customer',
  'Contact',
  'Email',
  'Phone',
];

test('the team list and a staff member show no untranslated text', async () => {
  const invited = staffMember({
    id: 22,
    email: 'omar@acme.test',
    first_name: '',
    last_name: '',
    status: 'invited',
    locations: [],
  });
  const member = staffMember();
  mockApi({
    'GET /stores/1/staff': { body: staffPageOf([member, invited]) },
    'GET /stores/1/staff/21': { body: member },
    'GET /locations': { body: LOCATIONS },
  });
  const { container, unmount } = render(
    '/portal/users',
    '/portal/users',
    <UsersPage />,
  );
  await screen.findByText('Nina North');
  expect(untranslatedTexts(container, stringsOf([member, invited]))).toEqual(
    [],
  );
  unmount();

  const view = render(
    '/portal/users/:id',
    '/portal/users/21',
    <StaffMemberPage />,
  );
  await screen.findByRole('heading', { level: 1, name: 'Nina North' });
  expect(
    untranslatedTexts(view.container, stringsOf([member, LOCATIONS])),
  ).toEqual([]);
});

test('the vendors page shows no untranslated text', async () => {
  const fixit: StoreVendor = {
    id: 1,
    name: 'Fixit Workshop',
    contact_email: 'owner@fixit.test',
    since: '2026-03-02T10:00:00.000Z',
    open_work_orders: 3,
    is_active: true,
    version: 1,
    logo: null,
    description: 'Ring sizing and soldering.',
  };
  mockApi({
    'GET /portal/vendors': {
      body: {
        results: [fixit],
        count: 1,
        page: 1,
        page_size: 20,
        status_counts: { all: 1 },
      },
    },
    'GET /portal/vendor-invitations': { body: { results: [] } },
    'GET /portal/insurance-plans': { body: [] },
  });
  const { container } = render(
    '/portal/vendors',
    '/portal/vendors',
    <VendorsPage />,
  );
  await screen.findByText('Fixit Workshop');
  expect(untranslatedTexts(container, stringsOf(fixit))).toEqual([]);
});

test("an estimate's page shows no untranslated text", async () => {
  const estimate = estimateFixture({
    notes: 'Please call first.',
    customer: { id: 1, first_name: 'Jane', last_name: 'Doe' },
  });
  mockApi({
    'GET /estimates/12': { body: estimate },
    'GET /estimates/12/events': { body: [] },
  });
  const { container } = render(
    '/portal/estimate/:id',
    '/portal/estimate/12',
    <EstimatePage />,
  );
  await screen.findByText('Please call first.');
  expect(
    untranslatedTexts(container, stringsOf(estimate), ESTIMATE_WIDGETS),
  ).toEqual([]);
});

test("a work order's page shows no untranslated text", async () => {
  const wo = workOrderFixture({
    id: 3,
    status: 'on_hold',
    vendor: { id: 5, name: 'Fixit' },
    sales_order: { id: 7, order_no: '1000042', status: 'in_progress' },
    due_date: '2030-05-01',
    version: 4,
    instructions: 'Polish and check the clasp.',
    work_information: 'The clasp is cracked.',
    charges: [
      {
        id: 9,
        amount: '30.00',
        reason: 'New clasp',
        status: 'unpaid',
        requested_by: 'vendor',
        created_on: '2024-03-07T10:00:00.000Z',
      },
    ],
  });
  mockApi({
    'GET /work-orders/3': { body: wo },
    'GET /work-orders/3/events': { body: [] },
  });
  const { container } = render(
    '/portal/work-order/:id',
    '/portal/work-order/3',
    <WorkOrderPage />,
  );
  await screen.findByText('The clasp is cracked.');
  expect(
    untranslatedTexts(
      container,
      stringsOf([wo, workOrderLabel(wo.work_order_no)]),
    ),
  ).toEqual([]);
});

test("a customer's page shows no untranslated text", async () => {
  const customer = customerDetail();
  const priceList = {
    price_list: null,
    choices: [{ id: 4, name: 'Trade', is_active: false }],
  };
  mockApi({
    'GET /portal/customers/1': { body: customer },
    'GET /portal/customer-tags': { body: { tags: ['VIP', 'Watches'] } },
    'GET /portal/customers/1/price-list': { body: priceList },
  });
  const { container } = render(
    '/portal/customer/:id',
    '/portal/customer/1',
    <CustomerPage />,
  );
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('combobox');
  expect(
    untranslatedTexts(
      container,
      stringsOf([customer, priceList, 'VIP', 'Watches']),
    ),
  ).toEqual([]);
});
