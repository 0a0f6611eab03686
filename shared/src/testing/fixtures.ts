import type {
  LoginResponse,
  RoleRecord,
  Session,
  StoreDetails,
} from 'shared/session';
import type { StoreSettings, WhiteLabelSettings } from 'shared/tenant';

/** A role record without permission rows (= unrestricted). */
export const roleRecord = (
  role_id: number,
  stores_permissions: RoleRecord['stores_permissions'] = null,
): RoleRecord => ({
  role_id,
  stores_permissions,
});

/** Acme store details (store 1). */
export const acmeStore: StoreDetails = {
  id: 1,
  name: 'Acme Jewelers',
  url: 'acme.localhost',
  website_url: 'https://acme.example',
  logo: null,
  favicon: null,
  is_onboarding_complete: true,
  is_international_shipping: false,
  settings: {
    has_default_address: true,
    use_platform_shipping: false,
    shipping_account_type: null,
    is_fixed_shipping: false,
  },
};

/** Acme store settings with default colours. */
export const acmeStoreSettings: StoreSettings = {
  store_id: 1,
  background_color: null,
  border_color: null,
  button_color: null,
  button_hover_color: null,
  button_hover_font_color: null,
  font_color: null,
  top_bar_color: null,
  top_bar_text: null,
  favicon: null,
  privacy_policy_link: null,
  terms_conditions_link: null,
  top_up_amount: null,
  use_platform_shipping: false,
  is_order_tracking_enabled: true,
  is_active: true,
  country: 'US',
  default_language: 'en',
  store: {
    name: 'Acme Jewelers',
    first_name: 'Olivia',
    website_url: 'https://acme.example',
  },
};

/** White-label settings without any branding. */
export const plainWhiteLabel: WhiteLabelSettings = {
  favicon: null,
  logo: null,
  ada_script: null,
  google_analytics_script: null,
  google_tag_script: null,
  is_custom_font_style: false,
  font_style: null,
  is_own_font: false,
  regular_font_family_url: null,
  bold_font_family_url: null,
  italic_font_family_url: null,
};

/** A signed-in session for a role (store 1 for store roles). */
export function sessionFor(
  role_id: number,
  overrides: Partial<Session> = {},
): Partial<Session> {
  return {
    access: 'test-access',
    refresh: 'test-refresh',
    role: roleRecord(role_id),
    user: {
      id: 10 + role_id,
      first_name: 'Test',
      last_name: 'User',
      email: 'test@example.test',
      vendor: role_id >= 7 ? { id: 1 } : null,
    },
    store: [3, 4].includes(role_id) ? acmeStore : null,
    customer: role_id === 1 ? { id: 1 } : null,
    ...overrides,
  };
}

/** A login response for a role. */
export function loginResponseFor(role_id: number): LoginResponse {
  const vendor = role_id >= 7;
  return {
    access: 'new-access',
    refresh: 'new-refresh',
    role: vendor ? null : roleRecord(role_id),
    user: {
      id: 10 + role_id,
      first_name: 'Test',
      last_name: 'User',
      email: 't@e.test',
      vendor: vendor ? { id: 1, name: 'Fixit' } : null,
      ...(vendor ? { role: roleRecord(role_id) } : {}),
    },
    registration_steps: null,
    on_boarding_steps: [],
    access_modules: [1, 2],
    store: [3, 4].includes(role_id) ? acmeStore : null,
    customer: role_id === 1 ? { id: 1 } : null,
  };
}
