import { ROLES } from 'shared/permissions';
import { roleRecord, sessionFor } from 'shared/testing';
import type { MountedPages } from '../pages/hostPages';
import { FAKE_PAGES } from '../testing/fakePages';
import { visibleMenu } from './menu';

// The menu is drawn from whatever the mounted remotes declare (ADR 0030): made-up declarations here.

const STORE_HOST: MountedPages[] = [
  { remote: 'storePortal', base: '/portal', pages: FAKE_PAGES.storePortal },
  {
    remote: 'serviceBuilder',
    base: '/portal/service-builder',
    pages: FAKE_PAGES.serviceBuilder,
  },
];
const VENDOR_HOST: MountedPages[] = [
  { remote: 'vendorPortal', base: '', pages: FAKE_PAGES.vendorPortal },
  {
    remote: 'serviceBuilder',
    base: '/portal',
    pages: FAKE_PAGES.serviceBuilder,
  },
];

const menuOf = (
  roleId: number,
  kind: 'store-portal' | 'vendor' = 'store-portal',
) =>
  visibleMenu(
    kind,
    sessionFor(roleId).role ?? null,
    kind === 'vendor' ? VENDOR_HOST : STORE_HOST,
  ).map((item) => `${item.label} ${item.path}`);

describe('visibleMenu', () => {
  test('entries in the declared order, at the base the host mounts the remote at', () => {
    expect(menuOf(ROLES.STORE_OWNER)).toEqual([
      'Jobs /portal/jobs',
      'Overview /portal/overview',
      'Ledger /portal/ledger',
    ]);
  });

  test('menu roles and page roles both limit who sees an entry', () => {
    expect(menuOf(ROLES.STORE_STAFF)).toEqual(['Jobs /portal/jobs']);
    expect(menuOf(ROLES.SUPER_ADMIN)).toEqual(['Platform /portal/platform']);
  });

  test("a staff member granted an owner entry's permission still does not see it", () => {
    const grantedAll = roleRecord(ROLES.STORE_STAFF, {
      global_permissions: [
        { module_id: 1, permissions: [3], is_enable: 1 },
        { module_id: 7, permissions: [3], is_enable: 1 },
      ],
      locations_permissions: [],
    });
    expect(
      visibleMenu('store-portal', grantedAll, STORE_HOST).map((i) => i.path),
    ).toEqual(['/portal/jobs']);
  });

  test('a permission the role lacks hides the entry (global or any location, as declared)', () => {
    const onlyDashboard = roleRecord(ROLES.STORE_OWNER, {
      global_permissions: [{ module_id: 1, permissions: [3], is_enable: 1 }],
      locations_permissions: [
        {
          location_id: 2,
          permissions: [{ module_id: 7, permissions: [3], is_enable: 1 }],
        },
      ],
    });
    // billing granted in a location only: the ledger needs it globally
    expect(
      visibleMenu('store-portal', onlyDashboard, STORE_HOST).map((i) => i.path),
    ).toEqual(['/portal/jobs', '/portal/overview']);
  });

  test('two remotes make one menu on the vendor host; a host-limited page stays on its host', () => {
    expect(menuOf(ROLES.VENDOR_OWNER, 'vendor')).toEqual([
      'Desk /portal/dashboard',
      'Services /portal/services',
      'Crew /portal/crew',
    ]);
    expect(menuOf(ROLES.VENDOR_STAFF, 'vendor')).toEqual([
      'Desk /portal/dashboard',
    ]);
  });

  test('a remote that declares nothing, or nobody signed in: no entries', () => {
    expect(visibleMenu('store-portal', sessionFor(4).role ?? null, [])).toEqual(
      [],
    );
    expect(visibleMenu('store-portal', null, STORE_HOST)).toEqual([]);
  });
});
