import type { Estimate } from '../features/estimates/api';

/** Ada's estimate request 5000042 at Acme, as GET /estimates/:id answers it. */
export function estimateFixture(over: Partial<Estimate> = {}): Estimate {
  return {
    id: 12,
    store_id: 1,
    token: 'estimate-token-12',
    estimate_no: '5000042',
    status: 'requested',
    created_on: '2024-03-05T15:04:00',
    contact: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      phone: '',
    },
    notes: '',
    lines: [],
    subtotal: '112.50',
    customer: null,
    version: 2,
    sales_order_id: null,
    message: '',
    valid_until: null,
    not_to_exceed: null,
    quote_version: 0,
    line_kinds: {},
    answer: null,
    versions: [],
    ...over,
  };
}
