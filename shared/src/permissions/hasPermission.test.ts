import { hasPermission, LEVELS, MODULES, ROLES } from 'shared/permissions';
import type { RoleRecord } from 'shared/session';

const perm = (
  module_id: number,
  permissions: number[],
  is_enable: 0 | 1 = 1,
) => ({ module_id, permissions, is_enable });
const role = (sp: RoleRecord['stores_permissions'] | undefined): RoleRecord =>
  ({ role_id: ROLES.STORE_STAFF, stores_permissions: sp }) as RoleRecord;

const staff = role({
  global_permissions: [
    perm(MODULES.DASHBOARD, [LEVELS.VIEW]),
    perm(MODULES.BILLING, [LEVELS.VIEW], 0),
  ],
  locations_permissions: [
    {
      location_id: 11,
      permissions: [perm(MODULES.SALES_ORDER, [LEVELS.CREATE, LEVELS.VIEW])],
    },
    {
      location_id: 12,
      permissions: [
        perm(MODULES.WORK_ORDER, [LEVELS.EDIT]),
        perm(MODULES.CUSTOMER, [LEVELS.VIEW], 0),
      ],
    },
  ],
});

describe('hasPermission', () => {
  test('no role → false', () => {
    expect(hasPermission(null, MODULES.DASHBOARD, LEVELS.VIEW)).toBe(false);
    expect(
      hasPermission(undefined, MODULES.DASHBOARD, LEVELS.VIEW, 'ANY'),
    ).toBe(false);
  });
  test('role without permission record → true', () => {
    expect(hasPermission(role(null), MODULES.POS, LEVELS.DELETE)).toBe(true);
    expect(hasPermission(role(undefined), MODULES.POS, LEVELS.DELETE, 5)).toBe(
      true,
    );
  });
  test('global permission grants the module at that level only', () => {
    expect(hasPermission(staff, MODULES.DASHBOARD, LEVELS.VIEW)).toBe(true);
    expect(hasPermission(staff, MODULES.DASHBOARD, LEVELS.EDIT)).toBe(false);
    expect(hasPermission(staff, MODULES.SERVICE, LEVELS.VIEW)).toBe(false);
  });
  test('a disabled entry grants nothing', () => {
    expect(hasPermission(staff, MODULES.BILLING, LEVELS.VIEW)).toBe(false);
    expect(hasPermission(staff, MODULES.CUSTOMER, LEVELS.VIEW, 12)).toBe(false);
    expect(hasPermission(staff, MODULES.CUSTOMER, LEVELS.VIEW, 'ANY')).toBe(
      false,
    );
  });
  test('global grants also apply with a location', () => {
    expect(hasPermission(staff, MODULES.DASHBOARD, LEVELS.VIEW, 11)).toBe(true);
    expect(hasPermission(staff, MODULES.DASHBOARD, LEVELS.VIEW, 'ANY')).toBe(
      true,
    );
  });
  test('location permissions only without global grant when a location is given', () => {
    expect(hasPermission(staff, MODULES.SALES_ORDER, LEVELS.CREATE)).toBe(
      false,
    );
    expect(hasPermission(staff, MODULES.SALES_ORDER, LEVELS.CREATE, 11)).toBe(
      true,
    );
    expect(hasPermission(staff, MODULES.SALES_ORDER, LEVELS.CREATE, '11')).toBe(
      true,
    );
    expect(hasPermission(staff, MODULES.SALES_ORDER, LEVELS.CREATE, 12)).toBe(
      false,
    );
    expect(hasPermission(staff, MODULES.SALES_ORDER, LEVELS.DELETE, 11)).toBe(
      false,
    );
    expect(hasPermission(staff, MODULES.WORK_ORDER, LEVELS.EDIT, 99)).toBe(
      false,
    );
  });
  test("'ANY' → any location granting it", () => {
    expect(
      hasPermission(staff, MODULES.SALES_ORDER, LEVELS.CREATE, 'ANY'),
    ).toBe(true);
    expect(hasPermission(staff, MODULES.WORK_ORDER, LEVELS.EDIT, 'ANY')).toBe(
      true,
    );
    expect(hasPermission(staff, MODULES.WORK_ORDER, LEVELS.VIEW, 'ANY')).toBe(
      false,
    );
  });
  test('empty or malformed lists deny', () => {
    const empty = role({ global_permissions: [], locations_permissions: [] });
    expect(hasPermission(empty, MODULES.DASHBOARD, LEVELS.VIEW, 'ANY')).toBe(
      false,
    );
    const broken = role({} as never);
    expect(hasPermission(broken, MODULES.DASHBOARD, LEVELS.VIEW, 'ANY')).toBe(
      false,
    );
    expect(hasPermission(broken, MODULES.DASHBOARD, LEVELS.VIEW, 3)).toBe(
      false,
    );
  });
  test('constants match the spec', () => {
    expect(ROLES).toEqual({
      CUSTOMER: 1,
      STORE_STAFF: 3,
      STORE_OWNER: 4,
      SUPER_ADMIN: 5,
      VENDOR_OWNER: 7,
      VENDOR_STAFF: 8,
    });
    expect(LEVELS).toEqual({
      DISABLE: 0,
      CREATE: 1,
      EDIT: 2,
      VIEW: 3,
      DELETE: 4,
    });
    expect(Object.values(MODULES)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
  });
});
