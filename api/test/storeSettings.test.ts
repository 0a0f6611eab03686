import { SETTINGS_MESSAGES } from 'shared/contracts/settings';
import { type Json, type TestApi, createTestApi } from './helpers';

// The owner's white-label settings: every value checked on the server, a stale save 409
// with nothing lost, and the storefront's own reads (white-label-settings, store-settings) answer
// the saved values on its next load.

let api: TestApi;
let owner: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = (await api.login('owner@acme.test')).access;
}, 60_000);
afterAll(() => api.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  token?: string,
  payload?: object,
) => api.request({ method, url: `/api/v1${url}`, token, payload });

/** The editable fields of a Branding answer (the page sends them all back). */
const editOf = (branding: Json) => {
  const { store_id: _id, store_name: _name, ...edit } = branding;
  return edit;
};

it('saves the colours, links and font, and the storefront reads them on its next load', async () => {
  const before = (await call('GET', '/stores/1/branding', owner)).body;
  expect(before).toMatchObject({ store_id: 1, version: 1 });
  const saved = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(before),
    button_color: '#AA3300',
    top_bar_text: '  Free shipping this week  ',
    privacy_policy_link: 'https://acme.test/privacy',
    is_custom_font_style: true,
    font_style: 'Open Sans',
  });
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({
    button_color: '#aa3300',
    top_bar_text: 'Free shipping this week',
    font_style: 'Open Sans',
    version: 2,
  });
  const host = (
    await api.db.query<{ url: string }>('SELECT url FROM stores WHERE id = 1')
  )[0]!.url;
  const settings = await call('GET', `/store-settings?store_url=${host}`);
  expect(settings.body).toMatchObject({
    button_color: '#aa3300',
    top_bar_text: 'Free shipping this week',
    privacy_policy_link: 'https://acme.test/privacy',
  });
  const whiteLabel = await call(
    'GET',
    `/white-label-settings?store_url=${host}`,
  );
  expect(whiteLabel.body).toMatchObject({
    is_custom_font_style: true,
    font_style: 'Open Sans',
  });

  // A save from the version before answers 409 with the settings now; nothing changes.
  const stale = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(before),
    button_color: '#000000',
  });
  expect(stale.status).toBe(409);
  expect(stale.body.message).toBe(SETTINGS_MESSAGES.stale);
  expect(stale.body.current).toMatchObject({
    button_color: '#aa3300',
    version: 2,
  });
});

it('refuses bad colours, addresses, images and fonts with each field’s message, and saves nothing', async () => {
  const current = (await call('GET', '/stores/1/branding', owner)).body;
  const bad = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(current),
    button_color: 'red',
    font_color: '#12345g',
    privacy_policy_link: 'javascript:alert(1)',
    terms_conditions_link: 'ftp://acme.test/terms',
    logo: 'https://acme.test/logo.exe',
    favicon: '/api/v1/uploads/0123456789abcdef0123456789abcdef.png',
    is_custom_font_style: true,
    font_style: "Comic'; }",
    is_own_font: false,
    bold_font_family_url: 'https://fonts.test/bold.css',
  });
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toEqual({
    button_color: SETTINGS_MESSAGES.colour,
    font_color: SETTINGS_MESSAGES.colour,
    privacy_policy_link: SETTINGS_MESSAGES.url,
    terms_conditions_link: SETTINGS_MESSAGES.url,
    logo: SETTINGS_MESSAGES.image,
    // an upload name no upload of this store has
    favicon: SETTINGS_MESSAGES.image,
    font_style: SETTINGS_MESSAGES.fontName,
    bold_font_family_url: SETTINGS_MESSAGES.fontFile,
  });
  const ownFont = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(current),
    is_own_font: true,
    regular_font_family_url: null,
  });
  expect(ownFont.body.errors).toEqual({
    regular_font_family_url: SETTINGS_MESSAGES.fontFileRequired,
  });
  const after = (await call('GET', '/stores/1/branding', owner)).body;
  expect(after).toEqual(current);
});

it('takes an image this store uploaded, and own font files', async () => {
  const name = 'fedcba9876543210fedcba9876543210.png';
  await api.db.query(
    "INSERT INTO uploads (name, store_id, user_id, size) VALUES ($1, 1, (SELECT id FROM users WHERE email = 'owner@acme.test'), 120)",
    [name],
  );
  const current = (await call('GET', '/stores/1/branding', owner)).body;
  const saved = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(current),
    logo: `/api/v1/uploads/${name}`,
    favicon: 'https://cdn.acme.test/favicon.ico',
    is_own_font: true,
    regular_font_family_url: 'https://cdn.acme.test/fonts/acme.woff2',
  });
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({
    logo: `/api/v1/uploads/${name}`,
    is_own_font: true,
    is_custom_font_style: true,
  });
  // An image written into its address is taken; a page written into one is not.
  const drawn = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(saved.body),
    logo: 'data:image/svg+xml;utf8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  });
  expect(drawn.status).toBe(200);
  const page = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(drawn.body),
    favicon: 'data:text/html,<script>alert(1)</script>',
  });
  expect(page.body.errors).toEqual({ favicon: SETTINGS_MESSAGES.image });
  // Another store's upload is not Acme's to use.
  await api.db.query(
    "INSERT INTO uploads (name, store_id, user_id, size) VALUES ('00000000000000000000000000000001.png', 2, (SELECT id FROM users WHERE email = 'owner@globex.test'), 120)",
  );
  const foreign = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(drawn.body),
    logo: '/api/v1/uploads/00000000000000000000000000000001.png',
  });
  expect(foreign.body.errors).toEqual({ logo: SETTINGS_MESSAGES.image });
});

it('is the owner’s: staff 403 with the message, another store 403, an unknown store 404 for the super admin', async () => {
  const staff = (await api.login('staff@acme.test')).access;
  const refused = await call('GET', '/stores/1/branding', staff);
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(SETTINGS_MESSAGES.ownerOnly);
  const other = (await api.login('owner@globex.test')).access;
  expect((await call('GET', '/stores/1/branding', other)).status).toBe(403);
  const admin = (await api.login('admin@platform.test')).access;
  expect((await call('GET', '/stores/999999/branding', admin)).status).toBe(
    404,
  );
});

it("saves the tagline the storefront's pages describe themselves with; a save without it keeps it; over 160 characters is refused", async () => {
  const current = (await call('GET', '/stores/1/branding', owner)).body;
  const tooLong = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(current),
    tagline: 'x'.repeat(161),
  });
  expect(tooLong.status).toBe(400);
  expect(tooLong.body.errors.tagline).toBe(SETTINGS_MESSAGES.tagline);
  const saved = await call('PUT', '/stores/1/branding', owner, {
    ...editOf(current),
    tagline: '  Rings resized while you wait.  ',
  });
  expect(saved.status).toBe(200);
  expect(saved.body.tagline).toBe('Rings resized while you wait.');
  const { tagline: _tagline, ...withoutTagline } = editOf(saved.body);
  const kept = await call('PUT', '/stores/1/branding', owner, withoutTagline);
  expect(kept.status).toBe(200);
  expect(kept.body.tagline).toBe('Rings resized while you wait.');
  const page = await call('GET', '/storefront-page?host=acme.localhost&path=/');
  expect(page.body.store.tagline).toBe('Rings resized while you wait.');
});
