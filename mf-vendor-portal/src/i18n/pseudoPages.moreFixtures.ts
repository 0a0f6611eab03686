import type { PriceList } from 'shared/contracts/priceLists';
import type { PseudoPage } from './pseudoPages.fixtures';

// More pages of the pseudo-locale test: the team's invitation, the estimate link, price lists and
// invoices. Their own data is in Cyrillic, as in the first list.

const TOKEN = 'T'.repeat(43);

const PRICE_LIST: PriceList = {
  store: { id: 1, name: 'Ювелир' },
  version: 2,
  updated_on: '2026-11-20T10:00:00Z',
  items: [
    {
      service_id: 11,
      service_name: 'Цепь',
      store_price: '30.00',
      is_active: true,
      price: null,
    },
    {
      service_id: 12,
      service_name: 'Кольцо',
      store_price: '40.00',
      is_active: false,
      price: '25.00',
    },
  ],
};

export const MORE_PAGES: PseudoPage[] = [
  {
    route: '/portal/user/add',
    answers: {
      'GET /vendor/users/seats': {
        body: { used: 1, included: 5, plan_name: 'Верстак' },
      },
    },
  },
  {
    route: `/estimate/${TOKEN}`,
    visitor: true,
    ready: 'estimateLink.note.quoted',
    answers: {
      [`GET /vendor-estimates/by-token/${TOKEN}`]: {
        body: {
          estimate_no: 'EST-1004',
          vendor_name: 'Мастерская',
          customer_first_name: 'Лена',
          status: 'quoted',
          status_label: 'Sent',
          created_on: '2026-11-20T10:00:00.000Z',
          quote: {
            version_no: 2,
            lines: [
              {
                service_id: null,
                name: 'Кольцо',
                kind: 'service',
                quantity: 2,
                unit_price: '40.00',
                line_total: '80.00',
              },
            ],
            message: 'Готово',
            valid_until: '2026-12-20',
            not_to_exceed: '120.00',
            total: '80.00',
            sent_on: '2026-11-21T10:00:00.000Z',
            sent_by: 'Феликс',
          },
          answer: null,
          order: null,
          live: null,
        },
      },
    },
  },
  {
    route: '/portal/price-list/edit?store=1',
    ready: 'priceList.inactive',
    answers: { 'GET /vendor/price-lists/1': { body: PRICE_LIST } },
  },
  {
    route: '/portal/price-list/view/1',
    ready: 'priceList.inactive',
    answers: { 'GET /vendor/price-lists/1': { body: PRICE_LIST } },
  },
  {
    route: '/portal/price-list/edit?store=x',
    answers: {},
  },
];
