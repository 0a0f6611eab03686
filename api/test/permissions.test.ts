import { hasPermission, type RoleRecord } from '../src/auth/permissions';

const record = (
  overrides: Partial<NonNullable<RoleRecord['stores_permissions']>>,
): RoleRecord => ({
  role_id: 3,
  stores_permissions: {
    global_permissions: [],
    locations_permissions: [],
    ...overrides,
  },
});

describe('hasPermission (the store-side permission modules and levels)', () => {
  it('denies without a role and allows a role without a permission record', () => {
    expect(hasPermission(null, 5, 1)).toBe(false);
    expect(hasPermission(undefined, 5, 1, 'ANY')).toBe(false);
    expect(hasPermission({ role_id: 5, stores_permissions: null }, 5, 1)).toBe(
      true,
    );
  });

  it('uses global permissions per module and level, only when enabled', () => {
    const role = record({
      global_permissions: [
        { module_id: 5, permissions: [1, 3], is_enable: 1 },
        { module_id: 6, permissions: [1, 2, 3], is_enable: 0 },
      ],
    });
    expect(hasPermission(role, 5, 1)).toBe(true);
    expect(hasPermission(role, 5, 2)).toBe(false);
    expect(hasPermission(role, 6, 1)).toBe(false);
    expect(hasPermission(role, 5, 3, 42)).toBe(true);
  });

  it('uses per-location permissions for a location id, and any location for ANY', () => {
    const role = record({
      locations_permissions: [
        {
          location_id: 1,
          permissions: [{ module_id: 5, permissions: [1], is_enable: 1 }],
        },
        {
          location_id: 2,
          permissions: [{ module_id: 4, permissions: [3], is_enable: 1 }],
        },
      ],
    });
    expect(hasPermission(role, 5, 1)).toBe(false);
    expect(hasPermission(role, 5, 1, 1)).toBe(true);
    expect(hasPermission(role, 5, 1, 2)).toBe(false);
    expect(hasPermission(role, 5, 1, 'ANY')).toBe(true);
    expect(hasPermission(role, 4, 3, 'ANY')).toBe(true);
    expect(hasPermission(role, 4, 4, 'ANY')).toBe(false);
  });
});
