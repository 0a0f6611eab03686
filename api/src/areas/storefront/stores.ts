import type { OpeningHours } from 'shared/contracts/settings';
import { storeInactive, storeNotFound } from '../../errors';
import type { Db } from '../../db/types';

export interface StoreRow {
  id: number;
  name: string;
  url: string;
  website_url: string | null;
  logo: string | null;
  favicon: string | null;
  is_active: boolean;
  is_onboarding_complete: boolean;
  is_international_shipping: boolean;
  has_default_address: boolean;
  use_platform_shipping: boolean;
  is_order_tracking_enabled: boolean;
  shipping_account_type: number | null;
  is_fixed_shipping: boolean;
  background_color: string | null;
  border_color: string | null;
  button_color: string | null;
  button_hover_color: string | null;
  button_hover_font_color: string | null;
  font_color: string | null;
  top_bar_color: string | null;
  top_bar_text: string | null;
  privacy_policy_link: string | null;
  terms_conditions_link: string | null;
  top_up_amount: string | null;
  ada_script: string | null;
  google_analytics_script: string | null;
  google_tag_script: string | null;
  is_custom_font_style: boolean;
  font_style: string | null;
  is_own_font: boolean;
  regular_font_family_url: string | null;
  bold_font_family_url: string | null;
  italic_font_family_url: string | null;
  country: string;
  default_language: string;
  /** one sentence about the store, its storefront's meta description (migration 0052) */
  tagline: string | null;
  /** the store's week, Monday first, or null when it does not say (migration 0055) */
  opening_hours: OpeningHours;
  /** the white-label settings' version (migration 0015): a stale save of them answers 409 */
  branding_version: number;
}

const STORE_COLUMNS = '*, top_up_amount::text AS top_up_amount';

/** `acme.localhost`, `ACME.localhost:3000` and `http://acme.localhost/` all name the same host. */
export function normaliseHost(input: string): string {
  let host = input.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split('/')[0] ?? '';
  host = host.replace(/:\d+$/, '').replace(/\.$/, '');
  return host;
}

export async function findStoreById(
  db: Db,
  id: number,
): Promise<StoreRow | null> {
  const rows = await db.query<StoreRow>(
    `SELECT ${STORE_COLUMNS} FROM stores WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findStoreByHost(
  db: Db,
  host: string,
): Promise<StoreRow | null> {
  const rows = await db.query<StoreRow>(
    `SELECT ${STORE_COLUMNS} FROM stores WHERE lower(url) = $1`,
    [normaliseHost(host)],
  );
  return rows[0] ?? null;
}

/** The store, or 404 STORE.NOT_FOUND / 403 STORE.INACTIVE for public (tenant) endpoints. */
export function requireActiveStore(store: StoreRow | null): StoreRow {
  if (!store) throw storeNotFound();
  if (!store.is_active) throw storeInactive();
  return store;
}

/** The active store of this id, for public (tenant) endpoints; 404 or 403 as requireActiveStore. */
export const activeStoreById = async (db: Db, id: number): Promise<StoreRow> =>
  requireActiveStore(await findStoreById(db, id));

/** The active store of this host, for public (tenant) endpoints; 404 or 403 as requireActiveStore. */
export const activeStoreByHost = async (
  db: Db,
  host: string,
): Promise<StoreRow> => requireActiveStore(await findStoreByHost(db, host));

export function toStoreDetails(store: StoreRow) {
  return {
    id: store.id,
    name: store.name,
    url: store.url,
    website_url: store.website_url,
    logo: store.logo,
    favicon: store.favicon,
    is_onboarding_complete: store.is_onboarding_complete,
    is_international_shipping: store.is_international_shipping,
    settings: {
      has_default_address: store.has_default_address,
      use_platform_shipping: store.use_platform_shipping,
      shipping_account_type: store.shipping_account_type,
      is_fixed_shipping: store.is_fixed_shipping,
    },
  };
}

export function toWhiteLabelSettings(store: StoreRow) {
  return {
    favicon: store.favicon,
    logo: store.logo,
    ada_script: store.ada_script,
    google_analytics_script: store.google_analytics_script,
    google_tag_script: store.google_tag_script,
    is_custom_font_style: store.is_custom_font_style,
    font_style: store.font_style,
    is_own_font: store.is_own_font,
    regular_font_family_url: store.regular_font_family_url,
    bold_font_family_url: store.bold_font_family_url,
    italic_font_family_url: store.italic_font_family_url,
  };
}

export function toStoreSettings(
  store: StoreRow,
  ownerFirstName: string | null,
) {
  return {
    store_id: store.id,
    background_color: store.background_color,
    border_color: store.border_color,
    button_color: store.button_color,
    button_hover_color: store.button_hover_color,
    button_hover_font_color: store.button_hover_font_color,
    font_color: store.font_color,
    top_bar_color: store.top_bar_color,
    top_bar_text: store.top_bar_text,
    favicon: store.favicon,
    privacy_policy_link: store.privacy_policy_link,
    terms_conditions_link: store.terms_conditions_link,
    top_up_amount: store.top_up_amount,
    use_platform_shipping: store.use_platform_shipping,
    is_order_tracking_enabled: store.is_order_tracking_enabled,
    is_active: store.is_active,
    country: store.country,
    default_language: store.default_language,
    store: {
      name: store.name,
      first_name: ownerFirstName,
      website_url: store.website_url,
    },
  };
}

export async function ownerFirstName(
  db: Db,
  storeId: number,
): Promise<string | null> {
  const rows = await db.query<{ first_name: string }>(
    'SELECT first_name FROM users WHERE store_id = $1 AND role_id = 4 ORDER BY id LIMIT 1',
    [storeId],
  );
  return rows[0]?.first_name ?? null;
}
