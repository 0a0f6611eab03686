import type { StoresPermissions } from '../../auth/permissions';
import type { Db } from '../types';

// Demo accounts: the platform's admin, the stores' owner and staff, the vendor's owner and staff,
// and a customer; the vendor they work for. Ids are fixed.

const ALL_LEVELS = [1, 2, 3, 4];
const ownerPermissions: StoresPermissions = {
  global_permissions: Array.from({ length: 16 }, (_, i) => ({
    module_id: i + 1,
    permissions: ALL_LEVELS,
    is_enable: 1 as const,
  })),
  locations_permissions: [],
};
// Staff of Acme: nothing global, location 1 only (dashboard, customers, services, sales/work orders, estimates).
const staffPermissions: StoresPermissions = {
  global_permissions: [],
  locations_permissions: [
    {
      location_id: 1,
      permissions: [
        { module_id: 1, permissions: [3], is_enable: 1 },
        { module_id: 3, permissions: [1, 2, 3], is_enable: 1 },
        { module_id: 4, permissions: [3], is_enable: 1 },
        { module_id: 5, permissions: [1, 2, 3], is_enable: 1 },
        { module_id: 6, permissions: [1, 2, 3], is_enable: 1 },
        { module_id: 12, permissions: [1, 3], is_enable: 1 },
      ],
    },
  ],
};

export const USERS = [
  {
    id: 1,
    kind: 'portal',
    email: 'admin@platform.test',
    first: 'Ada',
    last: 'Admin',
    role: 5,
    store: null,
    vendor: null,
    perms: null,
  },
  {
    id: 2,
    kind: 'portal',
    email: 'owner@acme.test',
    first: 'Olivia',
    last: 'Acme',
    role: 4,
    store: 1,
    vendor: null,
    perms: ownerPermissions,
  },
  {
    id: 3,
    kind: 'portal',
    email: 'staff@acme.test',
    first: 'Sam',
    last: 'Staff',
    role: 3,
    store: 1,
    vendor: null,
    perms: staffPermissions,
  },
  {
    id: 4,
    kind: 'portal',
    email: 'owner@globex.test',
    first: 'Gina',
    last: 'Globex',
    role: 4,
    store: 2,
    vendor: null,
    perms: ownerPermissions,
  },
  {
    id: 5,
    kind: 'vendor',
    email: 'owner@fixit.test',
    first: 'Felix',
    last: 'Fixit',
    role: 7,
    store: null,
    vendor: 1,
    perms: null,
  },
  {
    id: 6,
    kind: 'vendor',
    email: 'staff@fixit.test',
    first: 'Tara',
    last: 'Tech',
    role: 8,
    store: null,
    vendor: 1,
    perms: null,
  },
  {
    id: 7,
    kind: 'customer',
    email: 'jane@example.test',
    first: 'Jane',
    last: 'Doe',
    role: 1,
    store: 1,
    vendor: null,
    perms: null,
  },
] as const;

/**
 * Seeds the demo vendor and the accounts inside the demo seed's transaction; `passwordHashes` are
 * USERS' hashes in order (made before the transaction, they are slow).
 */
export async function seedDemoAccounts(
  tx: Db,
  passwordHashes: string[],
): Promise<void> {
  await tx.query(
    `INSERT INTO vendors (id, name, is_onboarding_complete, has_subscription, has_address, has_bank_account)
     VALUES (1, 'Fixit Workshop', true, true, true, true)`,
  );
  for (const [i, u] of USERS.entries()) {
    await tx.query(
      `INSERT INTO users (id, kind, email, password_hash, first_name, last_name, role_id, store_id, vendor_id, stores_permissions)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
      [
        u.id,
        u.kind,
        u.email,
        passwordHashes[i],
        u.first,
        u.last,
        u.role,
        u.store,
        u.vendor,
        u.perms === null ? null : JSON.stringify(u.perms),
      ],
    );
  }
  await tx.query('UPDATE vendors SET owner_user_id = 5 WHERE id = 1');
}
