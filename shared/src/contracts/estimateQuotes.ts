import { Type, type Static } from '@sinclair/typebox';
import { PushConfig } from './notifications';
import { Estimate, RecordCustomer } from './orders';
import { DateTime, Money, Nullable } from './repairParts';

// The quote of an estimate (ADR 0026): the store's draft (prices per line, added parts and labour,
// a message, valid-until, do-not-exceed), the versions it sent, and the customer's answer.

export const ESTIMATE_LINE_KINDS = ['service', 'part', 'labour'] as const;
export type EstimateLineKind = (typeof ESTIMATE_LINE_KINDS)[number];

/** A day as YYYY-MM-DD. */
export const Day = () =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

/**
 * One line of the draft. `id` names a line the estimate already has (its price changes); a line
 * without `id` is one the store adds (a part or labour, named). Prices are checked line by line by
 * the api (not by the schema) so each refusal lands on its own line.
 */
export const QuoteLineInput = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
  kind: Type.Optional(
    Type.Union(ESTIMATE_LINE_KINDS.map((kind) => Type.Literal(kind))),
  ),
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
  unit_price: Type.String({ maxLength: 20 }),
});

/** PUT /estimates/{id}/quote: the draft, with the estimate's version the editor saw. */
export const QuoteInput = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  lines: Type.Array(QuoteLineInput, { minItems: 1, maxItems: 50 }),
  message: Type.String({ maxLength: 4000 }),
  valid_until: Nullable(Day()),
  not_to_exceed: Nullable(Type.String({ maxLength: 20 })),
});
export type QuoteInput = Static<typeof QuoteInput>;

export const QuoteLine = Type.Object({
  service_id: Nullable(Type.Integer()),
  name: Type.String(),
  kind: Type.String(),
  quantity: Type.Integer(),
  unit_price: Money(),
  line_total: Money(),
});
export type QuoteLine = Static<typeof QuoteLine>;

/** One sent version, as the customer read it. */
export const EstimateVersion = Type.Object({
  version_no: Type.Integer(),
  lines: Type.Array(QuoteLine),
  message: Type.String(),
  valid_until: Nullable(Day()),
  not_to_exceed: Nullable(Money()),
  total: Money(),
  sent_on: DateTime(),
  sent_by: Type.String(),
});
export type EstimateVersion = Static<typeof EstimateVersion>;

/** The sent versions of an estimate, the latest first (GET /estimates/:id/versions). */
export const EstimateVersionList = Type.Array(EstimateVersion);
export type EstimateVersionList = Static<typeof EstimateVersionList>;

/** The customer's answer to the latest version, with the version they saw and an optional note. */
export const EstimateAnswerInput = Type.Object({
  decision: Type.Union([Type.Literal('approve'), Type.Literal('decline')]),
  version: Type.Integer({ minimum: 1 }),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type EstimateAnswerInput = Static<typeof EstimateAnswerInput>;

export const EstimateAnswer = Type.Object({
  answered_on: DateTime(),
  answered_by: Type.String(),
  version: Type.Integer(),
  note: Type.String(),
});

/**
 * The push connection of a public channel named after a link's token (no login: the token is the
 * secret): the page listens there and follows the record's changes without a reload.
 */
export const PublicLive = Type.Object({
  ...PushConfig.properties,
  /** the record's public channel (no login), not the caller's private one */
  channel: Type.String(),
});
export type PublicLive = Static<typeof PublicLive>;

/** What the customer reads: the latest sent version (never the store's draft) and their answer. */
export const CustomerEstimate = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  estimate_no: Type.String(),
  status: Type.String(),
  status_label: Type.String(),
  created_on: DateTime(),
  notes: Type.String(),
  token: Type.String(),
  quote: Nullable(EstimateVersion),
  answer: Nullable(EstimateAnswer),
  /** The push connection of the estimate's public channel: its page follows the store's moves. */
  live: Nullable(PublicLive),
  /**
   * The order the approval made, paid through its payment link; once it is paid, an approved
   * revision (work past the do-not-exceed amount) is paid through its extra charge's link.
   */
  order: Nullable(
    Type.Object({
      order_no: Type.String(),
      payment_status: Type.String(),
      payment_path: Type.String(),
      /** what the payment link asks */
      amount_due: Money(),
    }),
  ),
});
export type CustomerEstimate = Static<typeof CustomerEstimate>;

/**
 * What a vendor's customer reads through the estimate's link on the vendor host (ADR 0026, dated
 * section): the latest version the workshop sent (never its draft), their answer, and the order
 * their approval made (a vendor's order has no payment page: the workshop bills it).
 */
export const VendorCustomerEstimate = Type.Object({
  estimate_no: Type.String(),
  vendor_name: Type.String(),
  customer_first_name: Type.String(),
  status: Type.String(),
  status_label: Type.String(),
  created_on: DateTime(),
  quote: Nullable(EstimateVersion),
  answer: Nullable(EstimateAnswer),
  order: Nullable(Type.Object({ order_no: Type.String() })),
  /** The estimate's public channel: the page follows the workshop's revisions and moves live. */
  live: Nullable(PublicLive),
});
export type VendorCustomerEstimate = Static<typeof VendorCustomerEstimate>;

/**
 * Development only: POST /dev/estimates/{id}/lapse (EmptyBody) moves a quote's valid-until day to
 * yesterday and runs the expiry sweep once; the estimate's status after it.
 */
export const DevEstimateLapse = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  valid_until: Day(),
});
export type DevEstimateLapse = Static<typeof DevEstimateLapse>;

/**
 * The portal's estimate (GET /estimates/:id, POST …/status, PUT …/quote): the request, its
 * registered customer (null for a guest), its version, its order once converted, the store's draft
 * quote, the customer's answer and the versions sent.
 */
export const StoreEstimate = Type.Object({
  ...Estimate.properties,
  customer: Nullable(RecordCustomer),
  version: Type.Integer(),
  sales_order_id: Nullable(Type.Integer()),
  message: Type.String(),
  valid_until: Nullable(Day()),
  not_to_exceed: Nullable(Money()),
  /** the number of the latest version sent (0: never sent) */
  quote_version: Type.Integer({ minimum: 0 }),
  /** each line's kind by line id: service, part or labour */
  line_kinds: Type.Record(Type.String(), Type.String()),
  answer: Nullable(EstimateAnswer),
  /** the versions sent, the latest first */
  versions: Type.Array(EstimateVersion),
});
export type StoreEstimate = Static<typeof StoreEstimate>;

/** The store's convert of an approved estimate into a sales order: the version it saw. */
export const EstimateConvertInput = Type.Object({
  version: Type.Integer({ minimum: 1 }),
});
export type EstimateConvertInput = Static<typeof EstimateConvertInput>;

/** The sales order a convert made (the store's estimate or a vendor's own). */
export const EstimateConverted = Type.Object({
  sales_order_id: Type.Integer(),
});
export type EstimateConverted = Static<typeof EstimateConverted>;
