import { Type, type Static } from '@sinclair/typebox';

// Wire records of one area: The store's white-label settings and the owner's dashboard.
// TypeBox schemas the api validates with; the browser imports their types only.
//
// Routes (all under /api/v1):
//   store owner of the store (or the super admin); a staff member 403
//     GET  /stores/:store_id/branding → Branding
//     PUT  /stores/:store_id/branding   BrandingEdit → Branding (400 bad values, 409 when stale)
//   store owner (or the super admin); a staff member with the dashboard module's view level, for
//   the locations where they hold it; another store's location 404
//     GET  /stores/:store_id/dashboard?from&to&utc_offset&location_id → Dashboard
// The storefront reads the saved values on its next load (GET white-label-settings, store-settings).

const Colour = Type.Union([Type.String({ maxLength: 7 }), Type.Null()]);

/** The days of the week, Monday first, as opening hours name them. */
export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** One day of a store's week: closed, or open from `opens` to a later `closes` (HH:MM, 24 h). */
export const OpeningDay = Type.Object(
  {
    day: Type.Union(WEEK_DAYS.map((d) => Type.Literal(d))),
    closed: Type.Boolean(),
    opens: Type.Union([Type.String({ maxLength: 5 }), Type.Null()]),
    closes: Type.Union([Type.String({ maxLength: 5 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type OpeningDay = Static<typeof OpeningDay>;

/** A store's week (each day once), or null when the store does not say. */
export const OpeningHours = Type.Union([
  Type.Array(OpeningDay, { maxItems: 7 }),
  Type.Null(),
]);
export type OpeningHours = Static<typeof OpeningHours>;
const Link = Type.Union([Type.String({ maxLength: 2048 }), Type.Null()]);

/** What the white-label settings page edits (the storefront reads the same columns). */
export const BrandingFields = {
  logo: Link,
  favicon: Link,
  background_color: Colour,
  border_color: Colour,
  button_color: Colour,
  button_hover_color: Colour,
  button_hover_font_color: Colour,
  font_color: Colour,
  top_bar_color: Colour,
  top_bar_text: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  /** one sentence about the store: its storefront pages' description (a save without it keeps it) */
  tagline: Type.Optional(
    Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  ),
  /** the store's week: its storefront's structured data (a save without it keeps it) */
  opening_hours: Type.Optional(OpeningHours),
  privacy_policy_link: Link,
  terms_conditions_link: Link,
  is_custom_font_style: Type.Boolean(),
  font_style: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
  is_own_font: Type.Boolean(),
  regular_font_family_url: Link,
  bold_font_family_url: Link,
  italic_font_family_url: Link,
};

/** The store's white-label settings as the owner edits them. */
export const Branding = Type.Object({
  store_id: Type.Integer(),
  store_name: Type.String(),
  ...BrandingFields,
  version: Type.Integer(),
});
export type Branding = Static<typeof Branding>;

/** A save of the white-label settings: every field, and the version the owner started from. */
export const BrandingEdit = Type.Object(
  { ...BrandingFields, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type BrandingEdit = Static<typeof BrandingEdit>;

/** The dashboard's date range (the browser's days), and one location or all of the caller's. */
export const DashboardQuery = Type.Object({
  from: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  /** minutes east of UTC of the browser's clock (-getTimezoneOffset()), for "today" and the days */
  utc_offset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
  location_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
});
export type DashboardQuery = Static<typeof DashboardQuery>;

const Figures = Type.Object({
  orders: Type.Integer(),
  /** sum of the totals of the orders placed, cancelled ones left out (a decimal string) */
  revenue: Type.String(),
});

/** The owner's figures: counts and sums the database computes. */
export const Dashboard = Type.Object({
  from: Type.String(),
  to: Type.String(),
  today: Type.String(),
  location_id: Type.Union([Type.Integer(), Type.Null()]),
  /** orders placed today (the browser's day) */
  today_figures: Figures,
  /** orders placed within the range */
  range_figures: Figures,
  /** one entry per day of the range, oldest first */
  days: Type.Array(
    Type.Object({
      date: Type.String(),
      orders: Type.Integer(),
      revenue: Type.String(),
    }),
  ),
  /** open orders (placed in the range, not completed nor cancelled) by status */
  work_in_progress: Type.Array(
    Type.Object({ status: Type.String(), count: Type.Integer() }),
  ),
  /** what waits on the customer now, in the range's orders and estimates */
  waiting: Type.Object({
    /** orders (not cancelled) with an additional or extra charge still to pay */
    orders_awaiting_payment: Type.Integer(),
    /** the sum of those unpaid charges (a decimal string) */
    unpaid_charges_amount: Type.String(),
    /** estimates sent to the customer and not yet answered */
    estimates_sent: Type.Integer(),
  }),
});
export type Dashboard = Static<typeof Dashboard>;

/** Longest range the dashboard answers, in days. */
export const DASHBOARD_MAX_DAYS = 366;

export const SETTINGS_MESSAGES = {
  ownerOnly: 'Only the store owner can change the store settings.',
  dashboardDenied: 'You do not have permission to view the dashboard.',
  stale:
    'Someone else changed the store settings while you were editing. Your changes are still here: review them and save again.',
  saved: 'Your settings are saved. The storefront shows them on its next load.',
  colour: 'Enter a colour as # and six hex digits, like #204a48.',
  url: 'Enter a full address starting with http:// or https://.',
  image:
    'Upload a PNG, JPEG, WebP or GIF image of up to 1 MB, or enter its https:// address.',
  fontName: 'Enter a font family name: letters, digits, spaces and hyphens.',
  fontNameRequired: 'Enter the font family name.',
  fontFile:
    'Enter the https:// address of a font file (.woff2, .woff, .ttf or .otf).',
  fontFileRequired: 'Add the regular font file.',
  topBarText: 'Keep the top bar text to 200 characters.',
  tagline: 'Keep the tagline to 160 characters.',
  hoursTime: 'Enter a time as HH:MM, like 09:30.',
  hoursRequired: 'Enter the opening and closing times, or mark the day closed.',
  hoursOrder: 'The closing time must be after the opening time.',
  hoursDays: 'Give each day of the week once.',
  range: 'The start date must be on or before the end date.',
  rangeTooLong: 'Choose a range of at most 366 days.',
  date: 'Enter a valid date.',
  location: 'This location does not belong to your store.',
} as const;
