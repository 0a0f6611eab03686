import { get, send, type Expect, type Row } from './expect';

// The store's white-label settings and the owner's dashboard. The rows name Acme
// (store 1); the save names a version no store has (999), so a caller who may reach it gets 409
// and nothing changes. Acme's staff member holds no settings grant (403) and the dashboard at
// their location.

/** Acme's owner and the super admin; Acme's staff, another store's owner and the rest 403. */
const acmeOwner = (status: number): Expect => ({
  all: 403,
  anonymous: 401,
  storeOwner: status,
  superAdmin: status,
});

const NOTHING_SET = {
  logo: null,
  favicon: null,
  background_color: null,
  border_color: null,
  button_color: '#123456',
  button_hover_color: null,
  button_hover_font_color: null,
  font_color: null,
  top_bar_color: null,
  top_bar_text: null,
  privacy_policy_link: null,
  terms_conditions_link: null,
  is_custom_font_style: false,
  font_style: null,
  is_own_font: false,
  regular_font_family_url: null,
  bold_font_family_url: null,
  italic_font_family_url: null,
};

/** This area's rows of the authorization matrix. */
export const SETTINGS_ROWS: Record<string, Row> = {
  'GET /api/v1/stores/{store_id}/branding': {
    request: () => get('/stores/1/branding'),
    expect: acmeOwner(200),
  },
  'PUT /api/v1/stores/{store_id}/branding': {
    request: () =>
      send('PUT', '/stores/1/branding', { ...NOTHING_SET, version: 999 }),
    expect: acmeOwner(409),
  },
  'GET /api/v1/stores/{store_id}/dashboard': {
    // Acme's staff member holds the dashboard at their location: they see its figures.
    request: () => get('/stores/1/dashboard?from=2026-01-01&to=2026-01-31'),
    expect: { ...acmeOwner(200), staffOneLocation: 200 },
  },
};
