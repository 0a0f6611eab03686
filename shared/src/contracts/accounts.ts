import { Type, type Static } from '@sinclair/typebox';
import { Address, OrderLine, OrderStatus } from './orders';
import { DateTime, Nullable } from './repairParts';

// Signing in and the customer's own account on the wire: the three logins, the refresh token's
// rotation and logout, the customer's registration, password reset, profile, saved addresses and
// the feedback form of a completed order. The api checks names, phones and passwords itself (every
// field answered at once, with the spec's messages), so these schemas bound types and lengths.
//   POST  /auth/portal/login | /auth/vendor/login  LoginBody
//   POST  /auth/customer/login                     CustomerLoginBody
//   POST  /token/refresh/ | /auth/logout           RefreshBody
//   POST  /auth/customer/register                  CustomerRegisterBody
//   POST  /auth/customer/forgot-password           CustomerForgotPasswordBody
//   POST  /auth/customer/reset-password            CustomerResetPasswordBody
//   PATCH /customers/me                            ProfilePatch
//   POST  /customers/me/addresses, PUT …/:id       SavedAddressBody
//   GET   /feedback/:token                         -> FeedbackPage
//   POST  /feedback/:token                         FeedbackBody -> 201 FeedbackPage
//   POST  /auth/vendor/staff-signup/:vendor_id/:uuid  TeamSignup
//   GET   /dev/mail-outbox?to&limit                  -> MailOutbox (development only)

const Id = () => Type.Integer({ minimum: 1, maximum: 2147483647 });
const Email = () =>
  Type.String({ format: 'email', minLength: 1, maxLength: 254 });
const Password = () => Type.String({ minLength: 1, maxLength: 256 });
/** A field the api checks itself: absent, null or a string of at most `maxLength`. */
const Text = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const LoginBody = Type.Object({ email: Email(), password: Password() });
export type LoginBody = Static<typeof LoginBody>;

export const CustomerLoginBody = Type.Object({
  email: Email(),
  password: Password(),
  store_id: Id(),
  /** A guest cart whose lines move into the customer's cart; anything else is ignored. */
  cart_id: Type.Optional(
    Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
  ),
});
export type CustomerLoginBody = Static<typeof CustomerLoginBody>;

export const RefreshBody = Type.Object({
  refresh: Type.String({ minLength: 1, maxLength: 512 }),
});
export type RefreshBody = Static<typeof RefreshBody>;

export const CustomerRegisterBody = Type.Object({
  store_id: Id(),
  first_name: Text(100),
  last_name: Text(100),
  email: Text(254),
  password: Text(256),
  phone: Text(40),
  /** a guest cart to keep */
  cart_id: Text(64),
});
export type CustomerRegisterBody = Static<typeof CustomerRegisterBody>;

export const CustomerForgotPasswordBody = Type.Object({
  store_id: Id(),
  email: Email(),
});
export type CustomerForgotPasswordBody = Static<
  typeof CustomerForgotPasswordBody
>;

/** A new password through the mailed link's key and token. */
export const CustomerResetPasswordBody = Type.Object({
  key: Type.String({ maxLength: 200 }),
  token: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 256 }),
  store_id: Type.Optional(Id()),
});
export type CustomerResetPasswordBody = Static<
  typeof CustomerResetPasswordBody
>;

export const ProfilePatch = Type.Object({
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
  phone: Text(40),
});
export type ProfilePatch = Static<typeof ProfilePatch>;

/** The signed-in customer's profile (GET and PATCH /customers/me). */
export const CustomerProfile = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type CustomerProfile = Static<typeof CustomerProfile>;

/** A saved address as the api answers it: always with its id and whether it is the default. */
export const SavedAddress = Type.Object({
  ...Address.properties,
  id: Type.Integer(),
  is_default: Type.Boolean(),
});
export type SavedAddress = Static<typeof SavedAddress>;

/** The customer's saved addresses (GET /customers/me/addresses). */
export const SavedAddressList = Type.Array(SavedAddress);

/** A saved address of the customer; an `id` in the body is ignored (the URL names the address). */
export const SavedAddressBody = Type.Object({
  id: Type.Optional(Type.Unknown()),
  first_name: Text(100),
  last_name: Text(100),
  address_line1: Text(255),
  address_line2: Text(255),
  city: Text(100),
  state: Text(100),
  zip: Text(20),
  country: Text(10),
  phone: Text(40),
  is_default: Type.Optional(Type.Boolean()),
});
export type SavedAddressBody = Static<typeof SavedAddressBody>;

/** A completed order's feedback: 1 to 5 stars and an optional comment. */
export const FeedbackBody = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.Optional(
    Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]),
  ),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

/** The sign-up form of a person invited to a vendor's team. */
export const TeamSignup = Type.Object({
  first_name: Type.String({ maxLength: 100 }),
  last_name: Type.String({ maxLength: 100 }),
  phone: Type.Optional(
    Type.Union([Type.String({ maxLength: 40 }), Type.Null()]),
  ),
  password: Type.String({ maxLength: 256 }),
});
export type TeamSignup = Static<typeof TeamSignup>;

/** Development only: a mail the api stored instead of sending it (no SMTP configured). */
export const OutboxMail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Nullable(Type.String()),
  created_on: DateTime(),
});
export type OutboxMail = Static<typeof OutboxMail>;
/** The stored mails, newest first. */
export const MailOutbox = Type.Object({ results: Type.Array(OutboxMail) });
export type MailOutbox = Static<typeof MailOutbox>;

/** A completed order's feedback page: what was ordered, and the rating once given. */
export const FeedbackPage = Type.Object({
  order_no: Type.String(),
  store_name: Type.String(),
  status: OrderStatus,
  lines: Type.Array(OrderLine),
  submitted: Type.Boolean(),
  /** only once submitted */
  rating: Type.Optional(Type.Integer()),
  comment: Type.Optional(Type.String()),
});
export type FeedbackPage = Static<typeof FeedbackPage>;
