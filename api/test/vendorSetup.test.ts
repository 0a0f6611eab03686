import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_KEY_MESSAGES,
  PROFILE_MESSAGES,
  type VendorProfile,
} from 'shared/contracts/vendorSetup';
import { hashApiKey } from '../src/areas/vendors/vendorIntegrations';
import { createTestApi, type TestApi } from './helpers';
import { PNG, upload, uploadForm } from './uploadFixtures';
import { addRivalVendor, callerOf } from './vendorFixtures';

// The vendor owner's business profile (/portal/setting/setup-vendor) and integrations
// (/portal/setting/integrations). Fixit's owner edits; its staff and everyone else are refused.

let api: TestApi;
let owner: string;
let staff: string;
let rival: string;
let acme: string;

beforeAll(async () => {
  api = await createTestApi({
    uploadsDir: mkdtempSync(join(tmpdir(), 'vendor-setup-test-')),
  });
  owner = (await api.login('owner@fixit.test', 'vendor')).access;
  staff = (await api.login('staff@fixit.test', 'vendor')).access;
  acme = (await api.login('owner@acme.test')).access;
  rival = await addRivalVendor(api, 9911, 'owner@rival-setup.test');
}, 60_000);
afterAll(() => api.close());

const call = callerOf(() => api);
const PROFILE = '/vendor/settings/profile';
const KEYS = '/vendor/settings/integrations/api-keys';

const input = (over: Partial<VendorProfile> = {}) => ({
  name: 'Fixit Workshop',
  contact_email: 'hello@fixit.test',
  contact_phone: '+1 217 555 0101',
  website_url: 'https://fixit.test',
  logo: null,
  description: 'Ring sizing, soldering and stone setting.',
  service_area: 'Springfield and 30 miles around',
  turnaround_days: 5,
  version: 1,
  ...over,
});

describe('the business profile', () => {
  it('starts with the name only, and is the owner’s alone', async () => {
    const res = await call('GET', PROFILE, owner);
    expect(res.body).toEqual({
      name: 'Fixit Workshop',
      contact_email: null,
      contact_phone: null,
      website_url: null,
      logo: null,
      description: '',
      service_area: '',
      turnaround_days: null,
      version: 1,
    });
    expect((await call('GET', PROFILE, staff)).status).toBe(403);
    expect((await call('PUT', PROFILE, staff, input())).status).toBe(403);
    expect((await call('GET', PROFILE, acme)).status).toBe(403);
  });

  it('refuses bad fields with every message, changing nothing', async () => {
    const res = await call(
      'PUT',
      PROFILE,
      owner,
      input({
        name: 'F',
        contact_email: 'not-an-email',
        contact_phone: '12',
        website_url: 'ftp://fixit.test',
        logo: '/api/v1/uploads/0123456789abcdef0123456789abcdef.png',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: PROFILE_MESSAGES.name,
      contact_email: PROFILE_MESSAGES.email,
      contact_phone: PROFILE_MESSAGES.phone,
      website_url: PROFILE_MESSAGES.url,
      logo: PROFILE_MESSAGES.logo,
    });
    // 0 days is refused by the minimum, not read as "no turnaround given"
    for (const turnaround of [366, 0]) {
      const days = await call(
        'PUT',
        PROFILE,
        owner,
        input({ turnaround_days: turnaround }),
      );
      expect(days.status).toBe(400);
      expect(Object.keys(days.body.errors)).toEqual(['turnaround_days']);
    }
    expect((await call('GET', PROFILE, owner)).body.version).toBe(1);
  });

  it('saves with the owner’s uploaded logo, and a stale save answers 409 with what is saved', async () => {
    const uploaded = await upload(
      api,
      uploadForm({ body: PNG, type: 'image/png' }, {}),
      owner,
    );
    expect(uploaded.status).toBe(201);
    const saved = await call(
      'PUT',
      PROFILE,
      owner,
      input({ logo: uploaded.body.url, name: ' Fixit Workshop ' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Fixit Workshop',
      logo: uploaded.body.url,
      turnaround_days: 5,
      version: 2,
    });
    const stale = await call(
      'PUT',
      PROFILE,
      owner,
      input({ description: 'Lost?', version: 1 }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(PROFILE_MESSAGES.stale);
    expect(stale.body.current).toEqual(saved.body);
  });

  it('another vendor cannot take Fixit’s uploaded logo', async () => {
    const logo = (await call('GET', PROFILE, owner)).body.logo;
    const res = await call('PUT', PROFILE, rival, {
      ...input({ name: 'Rival Repairs', logo }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ logo: PROFILE_MESSAGES.logo });
  });

  it('the store sees the name, logo and description in its vendors list', async () => {
    const page = await call('GET', '/portal/vendors', acme);
    const fixit = page.body.results.find(
      (v: { id: number }) => v.id === 1,
    ) as Record<string, unknown>;
    const profile = (await call('GET', PROFILE, owner)).body;
    expect(fixit).toMatchObject({
      name: 'Fixit Workshop',
      logo: profile.logo,
      description: 'Ring sizing, soldering and stone setting.',
    });
  });
});

describe('integrations: API keys and payouts', () => {
  it('shows the payout provider: Stripe Connect not configured, the test provider from /bank-detail', async () => {
    await api.db.query(
      `UPDATE vendors SET payout_kind = 'us', payout_account_holder = 'Felix Fixit',
         payout_last4 = '6789' WHERE id = 1`,
    );
    const res = await call('GET', '/vendor/settings/integrations', owner);
    expect(res.body).toEqual({
      api_keys: [],
      max_active_keys: 5,
      payouts: {
        stripe_connect: 'not_configured',
        test_provider: {
          status: 'connected',
          kind: 'us',
          account_holder: 'Felix Fixit',
          last4: '6789',
        },
      },
    });
    expect(
      (await call('GET', '/vendor/settings/integrations', staff)).status,
    ).toBe(403);
  });

  it('shows a new key once, keeps only its hash and last 4, and allows 5 active keys', async () => {
    const created = await call('POST', KEYS, owner, { name: ' Shop till ' });
    expect(created.status).toBe(201);
    const { key, api_key: apiKey } = created.body;
    expect(key).toMatch(/^vk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toMatchObject({
      name: 'Shop till',
      last4: key.slice(-4),
      created_by: 'Felix Fixit',
    });
    const [row] = await api.db.query<Record<string, string>>(
      'SELECT * FROM vendor_api_keys WHERE id = $1',
      [apiKey.id],
    );
    expect(row!.key_hash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    const listed = await call('GET', '/vendor/settings/integrations', owner);
    expect(listed.body.api_keys).toEqual([apiKey]);
    expect(JSON.stringify(listed.body)).not.toContain(key);

    for (let i = 2; i <= 5; i++)
      expect(
        (await call('POST', KEYS, owner, { name: `Key ${i}` })).status,
      ).toBe(201);
    const sixth = await call('POST', KEYS, owner, { name: 'Key 6' });
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe(API_KEY_MESSAGES.tooMany);
    const bad = await call('POST', KEYS, owner, { name: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: API_KEY_MESSAGES.name });
  });

  it('revokes a key once; another vendor’s key is a 404; a freed place takes a new key', async () => {
    const { api_keys: keys } = (
      await call('GET', '/vendor/settings/integrations', owner)
    ).body;
    const target = keys[0].id;
    expect((await call('DELETE', `${KEYS}/${target}`, rival)).status).toBe(404);
    expect((await call('DELETE', `${KEYS}/${target}`, staff)).status).toBe(403);
    const revoked = await call('DELETE', `${KEYS}/${target}`, owner);
    expect(revoked).toEqual({ status: 200, body: {} });
    const again = await call('DELETE', `${KEYS}/${target}`, owner);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(API_KEY_MESSAGES.notFound);
    const after = (await call('GET', '/vendor/settings/integrations', owner))
      .body.api_keys;
    expect(after.map((k: { id: number }) => k.id)).not.toContain(target);
    expect(after).toHaveLength(4);
    expect((await call('POST', KEYS, owner, { name: 'Key 7' })).status).toBe(
      201,
    );
    // the rival's own list is its own
    expect(
      (await call('GET', '/vendor/settings/integrations', rival)).body.api_keys,
    ).toEqual([]);
  });
});
