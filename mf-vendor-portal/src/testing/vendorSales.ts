import type {
  VendorEstimate,
  VendorEvent,
  VendorSalesOrder,
} from 'shared/contracts/vendorSales';

// Test data shaped exactly like shared/contracts/vendorSales's wire records.

/** A timeline entry of a vendor's record. */
export function vendorEventFixture(
  over: Partial<VendorEvent> = {},
): VendorEvent {
  return {
    id: 1,
    kind: 'created',
    from_status: null,
    to_status: null,
    body: 'Created in the vendor portal',
    actor_name: 'Felix Fixit',
    created_on: '2026-11-20T10:00:00Z',
    ...over,
  };
}

const CUSTOMER = {
  id: 9001,
  first_name: 'Nora',
  last_name: 'Finch',
  email: 'nora.finch@example.test',
  phone: '+1 217 555 0140',
};
const LINES = [
  {
    id: 1,
    description: 'Ring resize',
    quantity: 1,
    unit_price: '45.00',
    amount: '45.00',
  },
  {
    id: 2,
    description: 'Polish',
    quantity: 2,
    unit_price: '12.50',
    amount: '25.00',
  },
];

/** One of Fixit's own sales orders. */
export function vendorOrderFixture(
  over: Partial<VendorSalesOrder> = {},
): VendorSalesOrder {
  return {
    id: 9001,
    order_no: 'SO-1001',
    status: 'new',
    customer_name: 'Nora Finch',
    customer_email: CUSTOMER.email,
    item_count: 3,
    total: '70.00',
    created_on: '2026-11-20T10:00:00Z',
    version: 1,
    customer: CUSTOMER,
    lines: LINES,
    notes: '',
    source: 'portal',
    events: [vendorEventFixture()],
    ...over,
  };
}

/** One of Fixit's estimates. */
export function vendorEstimateFixture(
  over: Partial<VendorEstimate> = {},
): VendorEstimate {
  return {
    id: 9003,
    estimate_no: 'EST-1003',
    status: 'accepted',
    customer_name: 'Nora Finch',
    customer_email: CUSTOMER.email,
    total: '70.00',
    created_on: '2026-11-21T10:00:00Z',
    version: 2,
    customer: CUSTOMER,
    lines: LINES,
    notes: '',
    sales_order_id: null,
    events: [vendorEventFixture({ body: 'Requested in the vendor portal' })],
    message: '',
    valid_until: null,
    not_to_exceed: null,
    quote_version: 1,
    line_kinds: {},
    versions: [],
    answer: null,
    ...over,
  };
}

/** A page of a list's answer. */
export function vendorPageOf<T>(
  results: T[],
  over: {
    count?: number;
    page?: number;
    status_counts?: Record<string, number>;
  } = {},
) {
  return {
    results,
    count: over.count ?? results.length,
    page: over.page ?? 1,
    page_size: 20,
    status_counts: over.status_counts ?? { all: results.length },
  };
}
