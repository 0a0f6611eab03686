import { ROLES } from 'shared/permissions';
import { roleRecord, sessionFor } from 'shared/testing';
import { visibleMenu } from './menu';

// Who sees which sidebar entries (spec sections 2 and 6; the super admin's Stores entry, issue 11).

const paths = (
  roleId: number,
  kind: 'store-portal' | 'vendor' = 'store-portal',
) =>
  visibleMenu(kind, sessionFor(roleId).role ?? null).map((item) => item.path);

describe('visibleMenu', () => {
  test('the super admin sees only Stores and Releases, and only on the store-portal host', () => {
    expect(paths(ROLES.SUPER_ADMIN)).toEqual([
      '/portal/stores',
      '/portal/releases',
    ]);
    expect(
      visibleMenu('store-portal', sessionFor(ROLES.SUPER_ADMIN).role ?? null)[0]
        ?.label,
    ).toBe('Stores');
    expect(paths(ROLES.SUPER_ADMIN, 'vendor')).toEqual([]);
  });

  test('the store owner gets the spec menu without Stores; staff get none', () => {
    const owner = paths(ROLES.STORE_OWNER);
    expect(owner).toContain('/portal/dashboard');
    expect(owner).toContain('/portal/settings');
    expect(owner).not.toContain('/portal/stores');
    expect(paths(ROLES.STORE_STAFF)).toEqual([]);
  });

  test('Discounts shows to an owner whose permissions give the discount module (14)', () => {
    expect(paths(ROLES.STORE_OWNER)).toContain('/portal/discounts');
    const without = roleRecord(ROLES.STORE_OWNER, {
      global_permissions: [{ module_id: 3, permissions: [3], is_enable: 1 }],
      locations_permissions: [],
    });
    const seen = visibleMenu('store-portal', without).map((item) => item.path);
    expect(seen).toEqual(['/portal/location', '/portal/customers']);
  });

  test('nobody signed in sees nothing', () => {
    expect(visibleMenu('store-portal', null)).toEqual([]);
  });
});
