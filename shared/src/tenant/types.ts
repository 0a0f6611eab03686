/** Which of the three route tables a host gets. */
export type HostKind = 'storefront' | 'store-portal' | 'vendor';

/** Per-store branding fetched by the store's public address. */
export interface WhiteLabelSettings {
  favicon: string | null;
  logo: string | null;
  ada_script: string | null;
  google_analytics_script: string | null;
  google_tag_script: string | null;
  is_custom_font_style: boolean;
  font_style: string | null;
  is_own_font: boolean;
  regular_font_family_url: string | null;
  bold_font_family_url: string | null;
  italic_font_family_url: string | null;
}

/** Per-store settings (colours are `#rrggbb` or null = the spec defaults). */
export interface StoreSettings {
  store_id: number;
  background_color: string | null;
  border_color: string | null;
  button_color: string | null;
  button_hover_color: string | null;
  button_hover_font_color: string | null;
  font_color: string | null;
  top_bar_color: string | null;
  top_bar_text: string | null;
  favicon: string | null;
  privacy_policy_link: string | null;
  terms_conditions_link: string | null;
  top_up_amount: string | number | null;
  use_platform_shipping: boolean;
  /** whether the storefront offers order tracking (the header's Track Order button) */
  is_order_tracking_enabled: boolean;
  is_active: boolean;
  /** the store's country, ISO 3166-1 alpha-2 (the country select offers it first) */
  country: string;
  /** the language the storefront opens in (a BCP 47 tag; one without a catalogue reads English) */
  default_language: string;
  store: {
    name: string;
    first_name: string | null;
    website_url: string | null;
  };
}

/** What the shell resolved for the current host and hands down to every remote. */
export interface Tenant {
  /** host name without port */
  host: string;
  kind: HostKind;
  /** the store behind the host (storefront) or of the signed-in user (store portal); null if unknown */
  storeId: number | null;
  storeSettings: StoreSettings | null;
  whiteLabel: WhiteLabelSettings | null;
}
