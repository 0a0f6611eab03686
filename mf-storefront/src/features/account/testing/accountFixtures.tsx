import { Route, Routes, useLocation } from 'shared/router';
import type { Session } from 'shared/session';
import { renderWithProviders, sessionFor } from 'shared/testing';
import type { Address, Order } from '../api';
import { accountRoutes } from '../routes';

/** Where the app went after leaving the account pages (path + search). */
function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
    </p>
  );
}

/** Renders the account routes at `route`; every other path shows its location. */
export function renderAccount(route: string, session?: Partial<Session>) {
  return renderWithProviders(
    <Routes>
      {accountRoutes()}
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { route, session },
  );
}

/** A signed-in customer (Jane, customer 1 of store 1). */
export const customerSession = (overrides: Partial<Session> = {}) =>
  sessionFor(1, overrides);

export const apiError = (
  status: number,
  message: string,
  errors = {},
  code = 'ERROR',
) => ({
  status,
  body: { code, message, errors },
});

export const janeAddress: Address & { id: number } = {
  id: 7,
  first_name: 'Jane',
  last_name: 'Doe',
  address_line1: '1 Main Street',
  address_line2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
  phone: '555 123 4567',
  is_default: true,
};

/** An order with every part the detail page shows. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    store_id: 1,
    order_no: '1000001',
    status: 'in_progress',
    payment_status: 'paid',
    created_on: '2026-11-20T14:05:00',
    paid_on: '2026-11-20T14:10:00',
    is_guest: false,
    contact: {
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.test',
      phone: '',
    },
    shipping_address: janeAddress,
    carrier: { id: 2, name: 'USPS' },
    insurance: null,
    lines: [
      {
        id: 11,
        service: { id: 3, name: 'Ring resizing', image: null },
        quantity: 2,
        unit_price: '40.00',
        line_total: '80.00',
        choices: [
          { label: 'Metal', value: 'Gold' },
          { label: 'Size', value: '7' },
        ],
      },
    ],
    subtotal: '80.00',
    shipping: '12.50',
    insurance_amount: '0.00',
    total: '92.50',
    charges: [],
    token: 'order-token-1',
    tracking_token: 'tracking-token-1',
    feedback: null,
    ...overrides,
  };
}
