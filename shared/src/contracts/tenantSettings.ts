import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './repairParts';

// What the shell reads about a store by its public address before anything is drawn: the
// branding (favicon, logo, scripts, fonts) and the settings (colours, links, what the storefront
// offers). Public; the shell hands both to every remote (shared/tenant's Tenant).
//
// Routes (under /api/v1), anyone; an unknown host 404, an inactive store's answer says so:
//   GET /white-label-settings?store_url → WhiteLabelSettings
//   GET /store-settings?store_url → StoreSettings

/** Per-store branding; a script is the http(s) URL of one, else null. */
export const WhiteLabelSettings = Type.Object({
  favicon: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  ada_script: Nullable(Type.String()),
  google_analytics_script: Nullable(Type.String()),
  google_tag_script: Nullable(Type.String()),
  is_custom_font_style: Type.Boolean(),
  font_style: Nullable(Type.String()),
  is_own_font: Type.Boolean(),
  regular_font_family_url: Nullable(Type.String()),
  bold_font_family_url: Nullable(Type.String()),
  italic_font_family_url: Nullable(Type.String()),
});
export type WhiteLabelSettings = Static<typeof WhiteLabelSettings>;

/** Per-store settings (colours are `#rrggbb` or null = the spec defaults). */
export const StoreSettings = Type.Object({
  store_id: Type.Integer(),
  background_color: Nullable(Type.String()),
  border_color: Nullable(Type.String()),
  button_color: Nullable(Type.String()),
  button_hover_color: Nullable(Type.String()),
  button_hover_font_color: Nullable(Type.String()),
  font_color: Nullable(Type.String()),
  top_bar_color: Nullable(Type.String()),
  top_bar_text: Nullable(Type.String()),
  favicon: Nullable(Type.String()),
  privacy_policy_link: Nullable(Type.String()),
  terms_conditions_link: Nullable(Type.String()),
  /** a decimal, as text */
  top_up_amount: Nullable(Type.String()),
  use_platform_shipping: Type.Boolean(),
  /** whether the storefront offers order tracking (the header's Track Order button) */
  is_order_tracking_enabled: Type.Boolean(),
  is_active: Type.Boolean(),
  /** the store's country, ISO 3166-1 alpha-2 (the country select offers it first) */
  country: Type.String(),
  /** the language the storefront opens in (a BCP 47 tag; one without a catalogue reads English) */
  default_language: Type.String(),
  store: Type.Object({
    name: Type.String(),
    first_name: Nullable(Type.String()),
    website_url: Nullable(Type.String()),
  }),
});
export type StoreSettings = Static<typeof StoreSettings>;
