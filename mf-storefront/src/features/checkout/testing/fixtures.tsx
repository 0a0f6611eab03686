// Api answers and the route render shared by the checkout tests.
import { Route, Routes, useLocation } from 'shared/router';
import type { Cart } from 'shared/cart';
import type { Session } from 'shared/session';
import type { Tenant } from 'shared/tenant';
import { renderWithProviders } from 'shared/testing';
import type {
  Estimate,
  InsurancePlan,
  Order,
  PaymentConfig,
  PaymentTarget,
  PaymentTargetOrder,
  ShippingRate,
} from '../api';
import { checkoutRoutes } from '../routes';

export const CART_ID = 'guestCart_0123456789abcdefghijkl';
export const ORDER_TOKEN = 'orderTok_0123456789abcdefghijklm';
export const CHARGE_TOKEN = 'chargeTk_0123456789abcdefghijklm';
export const TRACKING_TOKEN = 'trackTok_0123456789abcdefghijklmnopqrstuvwxy';
/** A payment's reference (the middle page's `payment=`): 43 random characters, never a row id. */
export const PAYMENT_REF = 'payRef_0123456789abcdefghijklmnopqrstuvwxyzAB';

export const cart: Cart = {
  cart_id: CART_ID,
  items: [
    {
      id: 11,
      service: { id: 1, name: 'Ring resizing', image: null },
      quantity: 2,
      answers: { '5': 2 },
      unit_price: '45.50',
      line_total: '91.00',
    },
  ],
  item_count: 2,
  subtotal: '91.00',
};

export const rates: ShippingRate[] = [
  { carrier_id: 1, carrier_name: 'Fedex', price: '12.00' },
  { carrier_id: 2, carrier_name: 'USPS', price: '7.50' },
  { carrier_id: 3, carrier_name: 'UPS', price: '10.00' },
];

export const plans: InsurancePlan[] = [
  { id: 4, name: 'Basic cover', rate: null, price: '5.00' },
  { id: 5, name: 'Full value', rate: '10.00', price: null },
];

export const order: Order = {
  id: 31,
  store_id: 1,
  order_no: '1000042',
  status: 'new',
  payment_status: 'unpaid',
  created_on: '2026-11-20T15:05:00.000Z',
  paid_on: null,
  is_guest: true,
  contact: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.test',
    phone: '555 123 4567',
  },
  shipping_address: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address_line1: '1 Main St',
    address_line2: '',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
    phone: '555 123 4567',
  },
  carrier: { id: 2, name: 'USPS' },
  insurance: null,
  lines: [
    {
      id: 51,
      service: { id: 1, name: 'Ring resizing', image: null },
      quantity: 2,
      unit_price: '45.50',
      line_total: '91.00',
      choices: [{ label: 'Metal', value: 'Gold' }],
    },
  ],
  subtotal: '91.00',
  shipping: '7.50',
  insurance_amount: '0.00',
  total: '98.50',
  charges: [],
  token: ORDER_TOKEN,
  feedback: null,
  tracking_token: TRACKING_TOKEN,
};

/** The order as a payment link's answer shows it. */
export const paidFor = (o: Order): PaymentTargetOrder => ({
  order_no: o.order_no,
  lines: o.lines,
  subtotal: o.subtotal,
  carrier: o.carrier,
  shipping: o.shipping,
  insurance: o.insurance,
  insurance_amount: o.insurance_amount,
  ...(o.discount ? { discount: o.discount } : {}),
  total: o.total,
});

export const orderTarget: PaymentTarget = {
  kind: 'order',
  token: ORDER_TOKEN,
  order_no: order.order_no,
  store_id: 1,
  amount: order.total,
  currency: 'usd',
  status: 'unpaid',
  customer_name: 'Jane D.',
  order: paidFor(order),
};

export const chargeTarget = (
  requested_by: 'store_owner' | 'vendor',
  kind: 'additional' | 'extra' = 'additional',
): PaymentTarget => ({
  kind,
  token: CHARGE_TOKEN,
  order_no: order.order_no,
  store_id: 1,
  amount: '25.00',
  currency: 'usd',
  status: 'unpaid',
  requested_by,
  reason: 'Extra prong needed',
  work_order: { item_number: 'WO-1000042-1', item_name: null },
  customer_name: 'Jane D.',
  order: paidFor(order),
});

export const testConfig: PaymentConfig = {
  provider: 'test',
  test_cards: [
    { number: '4242 4242 4242 4242', outcome: 'succeeded' },
    { number: '4000 0000 0000 0002', outcome: 'declined' },
  ],
};

export const estimate: Estimate = {
  id: 8,
  store_id: 1,
  estimate_no: '2000007',
  status: 'requested',
  created_on: '2026-11-20T15:05:00.000Z',
  contact: order.contact,
  notes: 'Before Friday please',
  lines: order.lines,
  subtotal: '91.00',
  token: 'estimTok_0123456789abcdefghijklm',
};

export const ok = (body: unknown, status = 200) => ({ status, body });
export const cartAnswer = (c: Cart | null = cart) =>
  ok({
    status: 200,
    data: c ?? { ...cart, items: [], item_count: 0, subtotal: '0.00' },
  });

/** Shows where the app navigated to (the pages outside this feature are stand-ins). */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders the checkout routes at `route`, with stand-ins for the other storefront pages. */
export function renderCheckout(
  route: string,
  session: Partial<Session> = {},
  tenant?: Partial<Tenant>,
) {
  return renderWithProviders(
    <>
      <Routes>
        {checkoutRoutes()}
        <Route path="checkout-login" element={<h1>Checkout login</h1>} />
        <Route path="order-tracking/:orderNumber" element={<h1>Tracking</h1>} />
      </Routes>
      <Where />
    </>,
    { route, session, tenant },
  );
}

export const guest: Partial<Session> = {
  cartIds: [CART_ID],
  checkoutAsGuest: true,
};
