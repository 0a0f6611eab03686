import { RELEASE_MESSAGES } from 'shared/contracts/releases';
import { buildApp } from '../src/app';
import { TEST_CONFIG } from './helpers';
import {
  createReleaseKit,
  manifestOf,
  publishBody,
  type ReleaseKit,
} from './releasesFixtures';

// Publishing a version of a remote (a remote team's release key or the super admin) and
// the release keys. A refused publish registers nothing.

let kit: ReleaseKit;
beforeAll(async () => {
  kit = await createReleaseKit();
});
afterAll(() => kit.close());

const versionCount = async (remote: string) =>
  (
    await kit.api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM remote_versions WHERE remote_key = $1',
      [remote],
    )
  )[0]!.n;

const newKey = async (remote: string, name = 'Storefront team') => {
  const res = await kit.call('POST', '/releases/keys', { remote, name });
  expect(res.status).toBe(201);
  return res.body as { id: number; key: string; prefix: string };
};

describe('publishing a version', () => {
  it('registers a version with its manifest digest, who published it and when', async () => {
    const res = await kit.call(
      'POST',
      '/releases/storefront/versions',
      publishBody('storefront', '1.0.0'),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      remote: 'storefront',
      version: '1.0.0',
      entry_base_url: 'https://cdn.example.test/storefront/1.0.0',
      status: 'published',
      source: 'publish',
      published_by: { kind: 'user', label: 'admin@platform.test' },
      has_been_default: false,
    });
    expect(res.body.manifest_digest).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    // registered, not rolled out: every store still gets the default
    expect((await kit.registry(1)).storefront.version).toBe('0.1.0');
  });

  it('answers 409 when the version exists; of two concurrent publishes exactly one wins', async () => {
    const again = await kit.call(
      'POST',
      '/releases/storefront/versions',
      publishBody('storefront', '1.0.0'),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'RELEASE.VERSION_EXISTS',
      message: RELEASE_MESSAGES.versionExists,
    });
    const both = await Promise.all(
      [1, 2].map(() =>
        kit.call(
          'POST',
          '/releases/storePortal/versions',
          publishBody('storePortal', '2.0.0'),
        ),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      (
        await kit.api.db.query(
          "SELECT 1 FROM remote_versions WHERE remote_key = 'storePortal' AND version = '2.0.0'",
        )
      ).length,
    ).toBe(1);
  });

  it('refuses a manifest that breaks the remote’s contract, a bad folder or version, and registers nothing', async () => {
    const before = await versionCount('storefront');
    const manifest = manifestOf('storefront');
    const cases: [object, Record<string, string>][] = [
      [
        {
          ...publishBody('storefront', '1.1.0'),
          manifest: {
            ...manifest,
            name: 'mf_other',
            exposes: manifest.exposes.filter((e) => e.name === 'Routes'),
          },
        },
        {
          'manifest.name': RELEASE_MESSAGES.containerName('mf_storefront'),
          'manifest.exposes': RELEASE_MESSAGES.missingExposes([
            './TrackOrderDialog',
            './OptionsPreview',
          ]),
        },
      ],
      [
        {
          ...publishBody('storefront', '1.1.0'),
          entry_base_url: 'https://cdn.example.test/storefront/latest',
        },
        { entry_base_url: RELEASE_MESSAGES.entryUrl },
      ],
      [
        {
          ...publishBody('storefront', '1.1.0'),
          entry_base_url: 'javascript:alert(1)//1.1.0',
        },
        { entry_base_url: RELEASE_MESSAGES.entryUrl },
      ],
      [
        { ...publishBody('storefront', '1.1.0'), version: 'v1.1' },
        { version: 'Enter a valid value.' },
      ],
      [
        { version: '1.1.0', entry_base_url: 'https://cdn/1.1.0' },
        { manifest: 'This field is required.' },
      ],
      [
        {
          ...publishBody('storefront', '1.1.0'),
          manifest: { ...manifest, exposes: { Routes: './Routes' } },
        },
        { 'manifest.exposes': 'Expected a list of items.' },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await kit.call('POST', '/releases/storefront/versions', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', errors });
      expect(typeof res.body.message).toBe('string');
    }
    expect(await versionCount('storefront')).toBe(before);
  });

  it('refuses anonymous callers (401) and signed-in users other than the super admin (403)', async () => {
    const body = publishBody('storefront', '1.2.0');
    const anonymous = await kit.call(
      'POST',
      '/releases/storefront/versions',
      body,
      { token: '' },
    );
    expect(anonymous.status).toBe(401);
    const owner = (await kit.api.login('owner@acme.test')).access;
    const refused = await kit.call(
      'POST',
      '/releases/storefront/versions',
      body,
      { token: owner },
    );
    expect(refused.status).toBe(403);
    expect(await versionCount('storefront')).toBe(2); // 0.1.0 and 1.0.0
  });
});

describe('release keys', () => {
  it('a team’s key publishes its own remote only, and is stored hashed', async () => {
    const created = await newKey('storefront');
    expect(created.key).toMatch(/^rk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const stored = await kit.api.db.query<{ key_hash: string }>(
      'SELECT key_hash FROM release_keys WHERE id = $1',
      [created.id],
    );
    expect(stored[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.key);

    const res = await kit.call(
      'POST',
      '/releases/storefront/versions',
      publishBody('storefront', '1.2.0'),
      { key: created.key },
    );
    expect(res.status).toBe(201);
    expect(res.body.published_by).toEqual({
      kind: 'release_key',
      label: `Storefront team (${created.prefix}…)`,
    });
    const other = await kit.call(
      'POST',
      '/releases/notifications/versions',
      publishBody('notifications', '1.2.0'),
      { key: created.key },
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(RELEASE_MESSAGES.keyOtherRemote);
    // a key is no login: it opens nothing else
    const rollout = await kit.call(
      'PUT',
      '/releases/storefront/default',
      { version: '1.2.0', reason: 'try' },
      { key: created.key },
    );
    expect(rollout.status).toBe(401);
  });

  it('lists keys without their secret; a revoked or unknown key is refused (401)', async () => {
    const created = await newKey('notifications', 'Bell team');
    const list = await kit.call('GET', '/releases/keys');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      id: created.id,
      remote: 'notifications',
      name: 'Bell team',
      prefix: created.prefix,
      created_by: 'admin@platform.test',
      revoked_at: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.key);
    const revoked = await kit.call('DELETE', `/releases/keys/${created.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    for (const key of [created.key, 'rk_guessed']) {
      const res = await kit.call(
        'POST',
        '/releases/notifications/versions',
        publishBody('notifications', '1.3.0'),
        { key },
      );
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        code: 'RELEASE_KEY_INVALID',
        message: RELEASE_MESSAGES.keyInvalid,
      });
    }
    expect(await versionCount('notifications')).toBe(1);
    expect((await kit.call('DELETE', '/releases/keys/999999')).status).toBe(
      404,
    );
    const blank = await kit.call('POST', '/releases/keys', {
      remote: 'storefront',
      name: '   ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({
      name: 'This field may not be blank.',
    });
  });

  it('key changes and publishes are audited', async () => {
    const audit = await kit.call('GET', '/releases/audit?page_size=100');
    const actions = audit.body.results.map(
      (e: { action: string; actor: { kind: string } }) =>
        `${e.action}:${e.actor.kind}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'key_create:user',
        'key_revoke:user',
        'publish:release_key',
        'publish:user',
      ]),
    );
  });
});

describe('rate limit', () => {
  it('slows down guessing keys: the 21st publish from one address in 15 minutes is a 429', async () => {
    // the same database, with the real allowances (the kit's api multiplies them by 100)
    const strict = await buildApp({
      db: kit.api.db,
      config: { ...TEST_CONFIG, rateLimitScale: 1 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++)
        statuses.push(
          (
            await strict.inject({
              method: 'POST',
              url: '/api/v1/releases/storefront/versions',
              headers: { 'x-release-key': `rk_guess_${i}` },
              payload: publishBody('storefront', '9.0.0'),
            })
          ).statusCode,
        );
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
      expect(await versionCount('storefront')).toBe(3);
    } finally {
      await strict.close();
    }
  });
});
