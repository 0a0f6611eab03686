import { hashPassword } from '../../auth/passwords';
import type { Db } from '../types';

// Demo data: Store staff: invitations, staff sign-up, permissions, profiles.
// A former staff member of Acme (deactivated: they cannot log in, nothing is sent to them), so
// the team list shows every status next to Sam (active) and whoever the owner invites.

/** The demo password of seed.ts (not imported: seed.ts imports this module). */
const DEMO_PASSWORD = 'Passw0rd!';

/** Seeds this area's demo rows inside the demo seed's transaction. */
export async function seedDemoUsers(tx: Db): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, kind, email, password_hash, first_name, last_name, role_id, store_id,
       stores_permissions, is_active, phone)
     VALUES (9100, 'portal', 'dana@acme.test', $1, 'Dana', 'Former', 3, 1, $2, false, '+1 217 555 0199')`,
    [
      await hashPassword(DEMO_PASSWORD),
      JSON.stringify({
        global_permissions: [],
        locations_permissions: [
          {
            location_id: 1,
            permissions: [{ module_id: 5, permissions: [3], is_enable: 1 }],
          },
        ],
      }),
    ],
  );
}
