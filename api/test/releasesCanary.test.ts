import { canaryBucket, isInCanary } from '../src/areas/releases/releasesCanary';
import {
  previousGood,
  resolveRemote,
  type RolloutState,
  type VersionState,
} from '../src/areas/releases/releasesResolve';
import { compareVersions } from '../src/areas/releases/releasesSemver';

// The canary's store assignment (a pure function of store, remote and version), semantic
// version order, and the resolution order kill switch → pin → canary → default.

const STORES = Array.from({ length: 1000 }, (_, i) => i + 1);

describe('canary assignment', () => {
  it.each([0, 5, 10, 25, 50, 75, 90, 100])(
    'gives %i %% of 1,000 stores the canary, within ±5 %%',
    (share) => {
      const inside = STORES.filter((id) =>
        isInCanary(id, 'storefront', '1.4.0', share),
      ).length;
      expect(Math.abs(inside - share * 10)).toBeLessThanOrEqual(50);
    },
  );

  it('is stable per store, and raising the share only adds stores', () => {
    const at = (share: number) =>
      new Set(
        STORES.filter((id) => isInCanary(id, 'storefront', '1.4.0', share)),
      );
    expect(canaryBucket(42, 'storefront', '1.4.0')).toBe(
      canaryBucket(42, 'storefront', '1.4.0'),
    );
    const ten = at(10);
    const fifty = at(50);
    expect([...ten].every((id) => fifty.has(id))).toBe(true);
    expect(at(10)).toEqual(ten);
  });

  it('draws another set of stores for another version or remote', () => {
    const set = (remote: string, version: string) =>
      STORES.filter((id) => isInCanary(id, remote, version, 20)).join(',');
    expect(set('storefront', '1.5.0')).not.toBe(set('storefront', '1.4.0'));
    expect(set('storePortal', '1.4.0')).not.toBe(set('storefront', '1.4.0'));
  });
});

describe('version order', () => {
  it('orders semantic versions by precedence, pre-releases below their release', () => {
    const sorted = [
      '1.10.0',
      '1.0.0',
      '1.0.0-rc.1',
      '1.0.0-alpha',
      '1.0.0-alpha.10',
      '1.0.0-alpha.2',
      '1.0.0-beta',
      '0.9.9',
      '1.2.0',
    ].sort(compareVersions);
    expect(sorted).toEqual([
      '0.9.9',
      '1.0.0-alpha',
      '1.0.0-alpha.2',
      '1.0.0-alpha.10',
      '1.0.0-beta',
      '1.0.0-rc.1',
      '1.0.0',
      '1.2.0',
      '1.10.0',
    ]);
    expect(compareVersions('local-build', '0.0.1')).toBeLessThan(0);
  });
});

describe('resolution', () => {
  const v = (
    version: string,
    status: VersionState['status'] = 'published',
    was_default = true,
  ): VersionState => ({
    version,
    entry_base_url: `https://cdn/${version}`,
    status,
    was_default,
  });
  const state = (
    versions: VersionState[],
    rest: Partial<RolloutState> = {},
  ): RolloutState => ({
    defaultVersion: '1.2.0',
    canary: null,
    pin: null,
    versions: new Map(versions.map((x) => [x.version, x])),
    ...rest,
  });
  const inCanary = STORES.find((id) =>
    isInCanary(id, 'storefront', '1.3.0', 50),
  )!;
  const outside = STORES.find(
    (id) => !isInCanary(id, 'storefront', '1.3.0', 50),
  )!;

  it('pin → canary bucket → default', () => {
    const s = state([v('1.1.0'), v('1.2.0'), v('1.3.0', 'published', false)], {
      canary: { version: '1.3.0', share: 50 },
    });
    expect(resolveRemote('storefront', s, inCanary)?.version).toBe('1.3.0');
    expect(resolveRemote('storefront', s, outside)?.version).toBe('1.2.0');
    expect(resolveRemote('storefront', s, null)?.version).toBe('1.2.0');
    expect(
      resolveRemote('storefront', { ...s, pin: '1.1.0' }, inCanary)?.version,
    ).toBe('1.1.0');
  });

  it('never serves a killed version: a killed default serves the previous good one, else null', () => {
    const killed = state(
      [
        v('1.0.0'),
        v('1.1.0', 'killed'),
        v('1.1.5', 'published', false),
        v('1.2.0', 'killed'),
        v('1.3.0', 'killed', false),
      ],
      { canary: { version: '1.3.0', share: 100 }, pin: '1.2.0' },
    );
    // the pin and the canary name killed versions: skipped; 1.1.5 never served as the default
    expect(resolveRemote('storefront', killed, inCanary)?.version).toBe(
      '1.0.0',
    );
    expect(previousGood(killed.versions.values(), '1.0.0')).toBeNull();
    const none = state([v('1.2.0', 'killed')]);
    expect(resolveRemote('storefront', none, 1)).toBeNull();
  });
});
