import type { PriceList } from 'shared/contracts/priceLists';
import {
  billableOf,
  billItemOf,
  invoiceOf,
  invoicePageOf,
  invoiceRow,
  storesPage,
} from '../features/invoices/testFixtures';
import type { PseudoPage } from './pseudoPages.fixtures';

// More pages of the pseudo-locale test: the team's invitation, the estimate link, price lists and
// invoices. Their own data is in Cyrillic, as in the first list.

const TOKEN = 'T'.repeat(43);
const SHOP = { id: 1, name: 'Ювелир' };
const INVOICE = invoiceOf({
  invoice_no: 'СЧ-00001',
  store: SHOP,
  note: 'Спасибо',
  footer: 'Банк',
  vendor: { id: 5, name: 'Мастерская', tax_id: 'НДС 123' },
  commission: '7.00',
  amount_due: '63.00',
  items: [
    {
      work_order_id: 41,
      work_order_label: 'РЗ-1000042-1',
      order_no: '1000042',
      description: 'Кольцо',
      amount: '70.00',
    },
  ],
  bill_items: [
    {
      bill_item_id: 8,
      description: 'Доставка',
      quantity: 1,
      unit_price: '9.00',
      amount: '9.00',
    },
  ],
});

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
  {
    route: '/portal/invoices',
    ready: 'lists.invoices.new',
    answers: {
      'GET /vendor/invoices': {
        body: invoicePageOf([
          invoiceRow({ invoice_no: 'СЧ-00001', store: SHOP }),
        ]),
      },
      'GET /vendor/price-lists': { body: storesPage([SHOP]) },
    },
  },
  {
    route: '/portal/invoice/31',
    ready: 'invoice.details',
    answers: { 'GET /vendor/invoices/31': { body: INVOICE } },
  },
  {
    route: '/portal/invoice/new?store=1',
    ready: 'invoice.new.doneWork',
    answers: {
      'GET /vendor/price-lists': { body: storesPage([SHOP]) },
      'GET /vendor/invoices/billable': {
        body: [
          billableOf({
            work_order_label: 'РЗ-1000042-1',
            description: 'Кольцо',
            has_unpriced_lines: true,
          }),
          billableOf({
            work_order_id: 42,
            work_order_label: 'РЗ-1000043-1',
            description: 'Цепь',
          }),
        ],
      },
      'GET /vendor/bill-items': {
        body: [billItemOf({ store: SHOP, description: 'Доставка' })],
      },
      'GET /vendor/settings/invoice': {
        body: { payment_terms_days: 30, tax_id: '', footer: '', version: 1 },
      },
    },
  },
];
