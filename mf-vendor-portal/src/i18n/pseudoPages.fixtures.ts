import type { VendorAddress } from 'shared/contracts/vendorOnboarding';
import type { mockApi } from 'shared/testing';
import {
  eventFixture,
  pageOf,
  summaryOf,
  workOrderFixture,
} from '../testing/workOrders';

// The pages the pseudo-locale test renders, with answers whose own data is in Cyrillic: a name or
// a note is the user's text, not the catalogue's, and must not read as a word left in English.

/** One page of the pseudo-locale test. */
export interface PseudoPage {
  route: string;
  answers: Parameters<typeof mockApi>[0];
  /** a catalogue key whose text shows once the page has its data */
  ready?: string;
  /** a visitor (no session) instead of the workshop's owner */
  visitor?: boolean;
}

const STORE = { id: 1, name: 'Ювелир' };
const ONBOARDING = {
  vendor_name: 'Мастерская',
  is_onboarding_complete: false,
  registration_steps: {
    subscription: true,
    address: true,
    bank_account: false,
  },
  plan: {
    id: 1,
    name: 'Верстак',
    description: 'Один',
    monthly_price: '19.00',
    users_included: 1,
  },
  plan_paid_on: '2026-11-01',
  plan_card_last4: '4242',
  address: null,
  bank: { account_holder: 'Феликс', kind: 'us' as const, last4: '6789' },
};
const ADDRESS: VendorAddress = {
  id: 9001,
  name: 'Мастерская',
  address_line1: 'Улица 4',
  address_line2: '',
  city: 'Город',
  state: 'Край',
  zip: '62702',
  phone: null,
  is_default: false,
  version: 1,
};
const WORK_ORDER = workOrderFixture({
  status: 'in_progress',
  store: STORE,
  vendor: { id: 1, name: 'Мастерская' },
  location: { id: 1, name: 'Центр' },
  instructions: 'Полировать.',
  customer_label: 'Гусь',
  lines: [
    {
      id: 5,
      service: { id: 9, name: 'Кольцо', image: null },
      quantity: 1,
      choices: [{ label: 'Металл', value: 'Золото' }],
      vendor_price: null,
    },
  ],
  images: [
    {
      url: `/api/v1/uploads/${'a'.repeat(32)}.png`,
      stage: 'after',
      created_on: '2026-11-21T09:00:00Z',
    },
  ],
});

export const PAGES: PseudoPage[] = [
  {
    route: '/portal/sales-order/create',
    answers: { 'GET /vendor/customers': { body: { results: [], count: 0 } } },
  },
  {
    route: '/portal/sales-order/create?kind=estimate',
    answers: { 'GET /vendor/customers': { body: { results: [], count: 0 } } },
  },
  { route: '/portal/customer/create', answers: {} },
  {
    route: '/portal/setting/import-salesorders',
    ready: 'imports.empty',
    answers: {
      'GET /vendor/settings/imports': {
        body: {
          results: [],
          count: 0,
          page: 1,
          page_size: 20,
          status_counts: { all: 0, imported: 0, refused: 0 },
        },
      },
    },
  },
  {
    route: '/portal/setting/invoice',
    answers: {
      'GET /vendor/settings/invoice': {
        body: { payment_terms_days: 30, tax_id: '', footer: '', version: 1 },
      },
    },
  },
  { route: '/signup', answers: {}, visitor: true },
  { route: '/', answers: {}, visitor: true },
  {
    route: '/welcome',
    ready: 'onboarding.welcome.continue',
    answers: { 'GET /vendor/onboarding': { body: ONBOARDING } },
  },
  {
    route: '/address-detail',
    answers: { 'GET /vendor/onboarding': { body: ONBOARDING } },
  },
  {
    route: '/bank-detail',
    answers: { 'GET /vendor/onboarding': { body: ONBOARDING } },
  },
  {
    route: '/portal/setting/address',
    ready: 'addresses.makeDefault',
    answers: { 'GET /vendor/addresses': { body: [ADDRESS] } },
  },
  { route: '/portal/setting/address/add', answers: {} },
  { route: '/portal/sales-order/bulk-salesorder', answers: {} },
  {
    route: '/portal/setting/integrations',
    ready: 'integrations.revoke',
    answers: {
      'GET /vendor/settings/integrations': {
        body: {
          api_keys: [
            {
              id: 1,
              name: 'Касса',
              last4: '1234',
              created_on: '2026-11-02T12:00:00.000Z',
              created_by: 'Феликс',
            },
          ],
          max_active_keys: 5,
          payouts: {
            stripe_connect: 'not_connected',
            test_provider: {
              status: 'connected',
              kind: 'us',
              account_holder: 'Феликс',
              last4: '6789',
            },
          },
        },
      },
    },
  },
  {
    route: '/portal/addbillitems?store=1',
    ready: 'billItems.edit',
    answers: {
      'GET /vendor/stores': { body: [STORE] },
      'GET /vendor/work-orders': { body: pageOf([summaryOf(WORK_ORDER)]) },
      'GET /vendor/bill-items': {
        body: [
          {
            id: 7,
            store: STORE,
            work_order: null,
            description: 'Срочно',
            quantity: 2,
            unit_price: '12.50',
            amount: '25.00',
            created_on: '2026-11-02T12:00:00.000Z',
            version: 1,
          },
        ],
      },
    },
  },
  {
    route: '/portal/setting/setup-vendor',
    answers: {
      'GET /vendor/settings/profile': {
        body: {
          name: 'Мастерская',
          logo: '',
          description: '',
          contact_email: '',
          contact_phone: '',
          website_url: '',
          service_area: '',
          turnaround_days: null,
          version: 1,
        },
      },
    },
  },
  {
    route: `/store-invitation/${'f'.repeat(32)}`,
    visitor: true,
    ready: 'invitation.newHere',
    answers: {
      [`GET /store-invitations/${'f'.repeat(32)}`]: {
        body: {
          store_name: 'Ювелир',
          email: 'почта@пример.рф',
          expires_on: '2026-12-01T00:00:00.000Z',
        },
      },
    },
  },
  {
    route: `/store-invitation/${'f'.repeat(32)}`,
    ready: 'invitation.accept',
    answers: {
      [`GET /store-invitations/${'f'.repeat(32)}`]: {
        body: {
          store_name: 'Ювелир',
          email: 'почта@пример.рф',
          expires_on: '2026-12-01T00:00:00.000Z',
        },
      },
    },
  },
  {
    route: '/work-items',
    ready: 'status.workOrder.assigned',
    answers: {
      'GET /vendor/work-orders': {
        body: pageOf([summaryOf({ ...WORK_ORDER, status: 'assigned' })]),
      },
    },
  },
  {
    route: '/tell-us?work_order=41',
    answers: {
      'GET /work-orders/41': { body: WORK_ORDER },
      'GET /work-orders/41/events': { body: [] },
    },
  },
  {
    route: '/work-information?work_order=41',
    answers: {
      'GET /work-orders/41': { body: WORK_ORDER },
      'GET /work-orders/41/events': { body: [] },
    },
  },
  {
    route: '/repair-history/41',
    ready: 'shopFloor.history.open',
    answers: {
      'GET /work-orders/41': { body: WORK_ORDER },
      'GET /work-orders/41/events': {
        body: [eventFixture({ actor_name: 'Ольга', body: 'Готово' })],
      },
    },
  },
];
