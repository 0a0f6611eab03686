import {
  hasPermission,
  LEVELS,
  ROLES,
  type RoleRecord,
} from '../../auth/permissions';
import type { Db } from '../../db/types';

// Who of a store hears of a change: the store's active owner and staff (never the super admin),
// filtered by what their permissions let them see. One query, used by the bell and the live pages.

/** The store's active owner and staff, in id order, each with the role its permissions are read from. */
export async function storePortalUsers(
  db: Db,
  storeId: number,
): Promise<{ id: number; role: RoleRecord }[]> {
  const users = await db.query<{
    id: number;
    role_id: number;
    stores_permissions: unknown;
  }>(
    `SELECT id, role_id, stores_permissions FROM users
     WHERE kind = 'portal' AND store_id = $1 AND is_active AND role_id IN ($2, $3) ORDER BY id`,
    [storeId, ROLES.storeStaff, ROLES.storeOwner],
  );
  return users.map((user) => ({
    id: user.id,
    role: {
      role_id: user.role_id,
      stores_permissions: user.stores_permissions as never,
    },
  }));
}

/** The ids of the store's active owner and staff who hold `module` at `level` (default view) anywhere. */
export async function storeModuleAudience(
  db: Db,
  storeId: number,
  module: number,
  level: number = LEVELS.view,
): Promise<number[]> {
  return (await storePortalUsers(db, storeId))
    .filter((user) => hasPermission(user.role, module, level, 'ANY'))
    .map((user) => user.id);
}
