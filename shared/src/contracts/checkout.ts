import { Type, type Static } from '@sinclair/typebox';
import { Estimate, Order } from './orders';
import { Money, Nullable } from './repairParts';

// The storefront's checkout on the wire: placing an order or an estimate request, and paying an
// order or one of its charges by its public token. The api checks the contact and address fields
// itself (every missing or malformed field answered at once, with the spec's messages), so their
// schemas only bound the types and lengths.
//   POST /orders     CreateOrderBody    -> 201 OrderPlaced (200 when the idempotency key repeats)
//   POST /estimates  CreateEstimateBody -> 201 EstimatePlaced (200 likewise)
//   GET  /orders/by-token/:token        -> Order
//   GET  /payments/targets/:token       -> PaymentTarget
//   POST /payments   PaymentBody        -> PaymentResult
//   POST /payments/:id/confirm  ConfirmPaymentBody -> ConfirmResult
//   GET  /shipping-rates?store_id       -> ShippingRateList
//   GET  /payments/config?store_id      -> PaymentConfig

const Id = () => Type.Integer({ minimum: 1, maximum: 2147483647 });

/** A guest cart's id: 32 url-safe characters. */
export const CART_ID_PATTERN = '^[A-Za-z0-9_-]{32}$';
export const CartId = () => Type.String({ pattern: CART_ID_PATTERN });
/** The browser's key of one submit: the same key twice places one order. */
export const IdempotencyKey = () =>
  Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

const Text = (maxLength = 254) => Type.Optional(Type.String({ maxLength }));
const OptionalNullableText = () =>
  Type.Optional(Type.Union([Type.String({ maxLength: 254 }), Type.Null()]));

/** The contact as typed; every field is required and checked by the api. */
export const ContactInput = Type.Object({
  first_name: Text(),
  last_name: Text(),
  email: Text(),
  phone: Text(),
});
export type ContactInput = Static<typeof ContactInput>;

/** A shipping address as typed (address line 2 and phone may be empty). */
export const AddressInput = Type.Object({
  first_name: Text(),
  last_name: Text(),
  address_line1: Text(),
  address_line2: OptionalNullableText(),
  city: Text(),
  state: Text(),
  zip: Text(),
  country: Text(),
  phone: OptionalNullableText(),
});
export type AddressInput = Static<typeof AddressInput>;

/**
 * An order from the cart. A guest sends `is_guest: true` and the cart's id; a signed-in customer
 * uses their own cart. Either a new `shipping_address` or a saved `address_id`. A missing contact,
 * address or carrier answers 400 with the field's message.
 */
export const CreateOrderBody = Type.Object({
  store_id: Id(),
  cart_id: Type.Optional(CartId()),
  idempotency_key: IdempotencyKey(),
  is_guest: Type.Optional(Type.Boolean()),
  contact: Type.Optional(ContactInput),
  shipping_address: Type.Optional(AddressInput),
  address_id: Type.Optional(Id()),
  carrier_id: Type.Optional(Id()),
  insurance_id: Type.Optional(Type.Union([Id(), Type.Null()])),
  /** the applied code; the server prices it again */
  discount_code: Type.Optional(Type.String({ maxLength: 64 })),
});
export type CreateOrderBody = Static<typeof CreateOrderBody>;

/** An estimate request from the cart (the same buyer rules as an order). */
export const CreateEstimateBody = Type.Object({
  store_id: Id(),
  cart_id: Type.Optional(CartId()),
  idempotency_key: IdempotencyKey(),
  is_guest: Type.Optional(Type.Boolean()),
  contact: Type.Optional(ContactInput),
  notes: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type CreateEstimateBody = Static<typeof CreateEstimateBody>;

export const OrderPlaced = Type.Object({ order: Order });
export type OrderPlaced = Static<typeof OrderPlaced>;
export const EstimatePlaced = Type.Object({ estimate: Estimate });
export type EstimatePlaced = Static<typeof EstimatePlaced>;

/**
 * What the payment page shows of the order: its lines and totals. No contact, address, other
 * charges or tokens: a charge's link reaches whoever asked for it (a vendor too).
 */
export const PaymentTargetOrder = Type.Pick(Order, [
  'order_no',
  'lines',
  'subtotal',
  'carrier',
  'shipping',
  'insurance',
  'insurance_amount',
  'discount',
  'total',
]);
export type PaymentTargetOrder = Static<typeof PaymentTargetOrder>;

/** What a payment link pays: an order (kind order) or one of its charges. */
export const PaymentTarget = Type.Object({
  kind: Type.Union([
    Type.Literal('order'),
    Type.Literal('additional'),
    Type.Literal('extra'),
  ]),
  token: Type.String(),
  order_no: Type.String(),
  store_id: Type.Integer(),
  amount: Money(),
  currency: Type.Literal('usd'),
  status: Type.Union([Type.Literal('unpaid'), Type.Literal('paid')]),
  requested_by: Type.Optional(
    Type.Union([Type.Literal('store_owner'), Type.Literal('vendor')]),
  ),
  reason: Type.Optional(Type.String()),
  work_order: Type.Optional(
    Nullable(
      Type.Object({
        item_number: Type.String(),
        item_name: Nullable(Type.String()),
      }),
    ),
  ),
  /** the customer's first name and last initial ('Jane D.'): whoever holds a charge's link may not be them */
  customer_name: Type.String(),
  order: PaymentTargetOrder,
});
export type PaymentTarget = Static<typeof PaymentTarget>;

const Month = () => Type.Union([Type.Integer(), Type.String({ maxLength: 4 })]);

/** A payment of a target; `card` only for the test processor (Stripe collects it on its page). */
export const PaymentBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100 }),
  idempotency_key: IdempotencyKey(),
  card: Type.Optional(
    Type.Object({
      number: Type.Optional(Type.String({ maxLength: 40 })),
      exp_month: Type.Optional(Month()),
      exp_year: Type.Optional(Month()),
      cvc: Type.Optional(Type.String({ maxLength: 8 })),
      name: Type.Optional(Type.String({ maxLength: 100 })),
    }),
  ),
});
export type PaymentBody = Static<typeof PaymentBody>;

/** The provider's checkout session coming back to the middle page. */
export const ConfirmPaymentBody = Type.Object({
  session_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
});
export type ConfirmPaymentBody = Static<typeof ConfirmPaymentBody>;

/** A store's shipping price for a carrier (1 Fedex, 2 USPS, any other UPS). */
export const ShippingRate = Type.Object({
  carrier_id: Type.Integer(),
  carrier_name: Type.String(),
  price: Money(),
});
export type ShippingRate = Static<typeof ShippingRate>;
export const ShippingRateList = Type.Array(ShippingRate);
export type ShippingRateList = Static<typeof ShippingRateList>;

/** Which payment provider takes the store's payments; the test provider lists its test cards. */
export const PaymentConfig = Type.Object({
  provider: Type.Union([Type.Literal('test'), Type.Literal('stripe')]),
  test_cards: Type.Optional(
    Type.Array(Type.Object({ number: Type.String(), outcome: Type.String() })),
  ),
});
export type PaymentConfig = Static<typeof PaymentConfig>;

/**
 * A payment's answer: paid (the card's brand and last digits, and the thank-you page's path), or an
 * authentication the payer must pass first (the provider's page, or the test provider's middle page).
 */
export const PaymentResult = Type.Union([
  Type.Object({
    status: Type.Literal('succeeded'),
    payment: Type.Object({
      id: Type.Integer(),
      amount: Money(),
      card: Type.Object({
        brand: Nullable(Type.String()),
        last4: Nullable(Type.String()),
      }),
    }),
    redirect_path: Type.String(),
  }),
  Type.Object({
    status: Type.Literal('requires_action'),
    redirect_url: Type.String(),
  }),
]);
export type PaymentResult = Static<typeof PaymentResult>;

/** A confirmed payment: where the middle page sends the payer (a declined one: with the reason). */
export const ConfirmResult = Type.Object({
  status: Type.Union([Type.Literal('succeeded'), Type.Literal('declined')]),
  message: Type.Optional(Type.String()),
  redirect_path: Type.String(),
});
export type ConfirmResult = Static<typeof ConfirmResult>;
