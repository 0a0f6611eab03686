import { RELEASE_MESSAGES } from 'shared/contracts/releases';
import { isInCanary } from '../src/areas/releases/releasesCanary';
import { createReleaseKit, type ReleaseKit } from './releasesFixtures';

// The super admin rolls a remote out: default, per-store pins, canary, kill switch and
// rollback, each with a reason, audited from → to, and seen by the registry at once.

let kit: ReleaseKit;
beforeAll(async () => {
  kit = await createReleaseKit();
  for (const version of ['1.0.0', '1.1.0', '1.2.0'])
    await kit.publish('storefront', version);
});
afterAll(() => kit.close());

const put = (url: string, body: object) =>
  kit.call('PUT', `/releases/storefront${url}`, body);
const served = async (storeId?: number) =>
  (await kit.registry(storeId)).storefront?.version ?? null;
const auditCount = async () =>
  (
    await kit.api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'release.%'",
    )
  )[0]!.n;

describe('rolling a remote out', () => {
  it('moves the default; every store gets it on its next load', async () => {
    const res = await put('/default', {
      version: '1.0.0',
      reason: 'First release',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      remote: 'storefront',
      container: 'mf_storefront',
      exposes: ['./Routes', './TrackOrderDialog', './OptionsPreview'],
      default_version: '1.0.0',
      serving_version: '1.0.0',
      canary: null,
      pins: [],
      killed_versions: [],
    });
    expect(
      res.body.versions.map((v: { version: string }) => v.version),
    ).toEqual(['1.2.0', '1.1.0', '1.0.0', '0.1.0']);
    expect(await served(1)).toBe('1.0.0');
    expect(await served()).toBe('1.0.0');
    await put('/default', { version: '1.1.0', reason: 'Second release' });
    expect(await served(2)).toBe('1.1.0');
  });

  it('refuses a version that is not published, a blank reason, a bad share and an unknown store, changing nothing', async () => {
    const before = await auditCount();
    const cases: [string, object, number, Record<string, string>][] = [
      [
        '/default',
        { version: '9.9.9', reason: 'x' },
        400,
        { version: RELEASE_MESSAGES.notPublished },
      ],
      [
        '/pins/1',
        { version: '9.9.9', reason: 'x' },
        400,
        { version: RELEASE_MESSAGES.notPublished },
      ],
      [
        '/default',
        { version: '1.2.0', reason: '   ' },
        400,
        { reason: RELEASE_MESSAGES.reason },
      ],
      [
        '/default',
        { version: '1.2.0' },
        400,
        { reason: 'This field is required.' },
      ],
      [
        '/canary',
        { version: '1.2.0', share: 101, reason: 'x' },
        400,
        { share: 'Ensure this value is less than or equal to 100.' },
      ],
      ['/pins/999999', { version: '1.0.0', reason: 'x' }, 404, {}],
    ];
    for (const [url, body, status, errors] of cases) {
      const res = await put(url, body);
      expect(res.status).toBe(status);
      expect(res.body.errors).toEqual(errors);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await auditCount()).toBe(before);
    expect(await served(1)).toBe('1.1.0');
    const owner = (await kit.api.login('owner@acme.test')).access;
    const refused = await kit.call(
      'PUT',
      '/releases/storefront/default',
      { version: '1.2.0', reason: 'mine' },
      { token: owner },
    );
    expect(refused.status).toBe(403);
  });

  it('pins one store to a version and unpins it', async () => {
    const res = await put('/pins/1', {
      version: '1.0.0',
      reason: 'Acme waits',
    });
    expect(res.body.pins).toEqual([
      { store: { id: 1, name: 'Acme Jewelers' }, version: '1.0.0' },
    ]);
    expect(await served(1)).toBe('1.0.0');
    expect(await served(2)).toBe('1.1.0');
    await put('/pins/1', { version: null, reason: 'Acme is ready' });
    expect(await served(1)).toBe('1.1.0');
  });

  it('gives a canary to a stable share of stores, raised step by step, and promotes it', async () => {
    const stores = Array.from({ length: 40 }, (_, i) => i + 1);
    for (const share of [10, 50]) {
      const res = await put('/canary', {
        version: '1.2.0',
        share,
        reason: `Canary ${share}%`,
      });
      expect(res.body.canary).toEqual({ version: '1.2.0', share });
      for (const id of stores)
        expect(await served(id)).toBe(
          isInCanary(id, 'storefront', '1.2.0', share) ? '1.2.0' : '1.1.0',
        );
    }
    expect(await served()).toBe('1.1.0'); // no store (the portal hosts): the default
    const promoted = await put('/default', {
      version: '1.2.0',
      reason: 'Canary is healthy',
    });
    expect(promoted.body).toMatchObject({
      default_version: '1.2.0',
      canary: null,
    });
  });

  it('the kill switch serves the previous good version at once, and can be undone', async () => {
    const res = await put('/kill-switch', {
      killed: true,
      reason: 'Checkout broken',
    });
    expect(res.body).toMatchObject({
      default_version: '1.2.0',
      serving_version: '1.1.0',
      killed_versions: ['1.2.0'],
    });
    expect(await served(1)).toBe('1.1.0');
    // a killed version is refused for a pin, a canary or the default
    expect(
      (await put('/pins/2', { version: '1.2.0', reason: 'x' })).body.errors,
    ).toEqual({ version: RELEASE_MESSAGES.killed });
    await put('/kill-switch', {
      version: '1.2.0',
      killed: false,
      reason: 'Fixed on the server',
    });
    expect(await served(1)).toBe('1.2.0');
  });

  it('rolls back to the previous default in one request, down to the first, then 409', async () => {
    for (const expected of ['1.1.0', '1.0.0', '0.1.0']) {
      const res = await kit.call('POST', '/releases/storefront/rollback', {
        reason: 'Roll back',
      });
      expect(res.status).toBe(200);
      expect(res.body.default_version).toBe(expected);
      expect(await served(3)).toBe(expected);
    }
    const none = await kit.call('POST', '/releases/storefront/rollback', {
      reason: 'Roll back',
    });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(RELEASE_MESSAGES.noPrevious);
  });
});

describe('the audit of releases', () => {
  it('lists every change newest first: who, when, remote, store, from → to, why', async () => {
    const page = await kit.call(
      'GET',
      '/releases/audit?remote=storefront&page=1&page_size=5',
    );
    expect(page.status).toBe(200);
    expect(page.body.page_size).toBe(5);
    expect(page.body.results).toHaveLength(5);
    expect(page.body.results[0]).toMatchObject({
      action: 'rollback',
      actor: { kind: 'user', label: 'admin@platform.test' },
      remote: 'storefront',
      store: null,
      from: '1.0.0',
      to: '0.1.0',
      reason: 'Roll back',
    });
    expect(Date.now() - Date.parse(page.body.results[0].at)).toBeLessThan(
      60_000,
    );
    const all = await kit.call(
      'GET',
      '/releases/audit?remote=storefront&page_size=100',
    );
    expect(all.body.count).toBe(page.body.count);
    const summary = all.body.results.map(
      (e: { action: string; from: string; to: string; store: unknown }) => [
        e.action,
        e.from,
        e.to,
        e.store,
      ],
    );
    expect(summary).toEqual(
      expect.arrayContaining([
        ['pin', null, '1.0.0', { id: 1, name: 'Acme Jewelers' }],
        ['pin', '1.0.0', null, { id: 1, name: 'Acme Jewelers' }],
        ['canary', null, '1.2.0 (10%)', null],
        ['canary', '1.2.0 (10%)', '1.2.0 (50%)', null],
        ['canary', '1.2.0 (50%)', null, null],
        ['default', '1.1.0', '1.2.0', null],
        ['kill', 'published', 'killed', null],
        ['revive', 'killed', 'published', null],
      ]),
    );
    expect(
      all.body.results.every(
        (e: { remote: string }) => e.remote === 'storefront',
      ),
    ).toBe(true);
    const second = await kit.call(
      'GET',
      '/releases/audit?remote=storefront&page=2&page_size=5',
    );
    expect(second.body.results[0].id).toBe(all.body.results[5].id);
    const everything = await kit.call('GET', '/releases/audit');
    expect(everything.body.status_counts.all).toBeGreaterThan(
      everything.body.status_counts.storefront,
    );
  });

  it('GET /releases lists every remote with its default, canary, pins, kill state and versions', async () => {
    const res = await kit.call('GET', '/releases');
    expect(res.status).toBe(200);
    expect(res.body.remotes.map((r: { remote: string }) => r.remote)).toEqual([
      'storefront',
      'storePortal',
      'vendorPortal',
      'serviceBuilder',
      'notifications',
    ]);
    expect(res.body.remotes[4]).toMatchObject({
      remote: 'notifications',
      container: 'mf_notifications',
      exposes: ['./NotificationBell'],
      default_version: '0.1.0',
      serving_version: '0.1.0',
      canary: null,
      pins: [],
      killed_versions: [],
      versions: [
        {
          version: '0.1.0',
          source: 'startup',
          entry_base_url: 'http://localhost:3005',
          manifest_digest: null,
          published_by: { kind: 'system', label: 'Start-up configuration' },
          has_been_default: true,
          status: 'published',
        },
      ],
    });
  });
});
