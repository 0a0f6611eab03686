import type { Db } from '../types';

// Demo data: Store-portal access: password reset, check inbox, the super admin's stores and /authenticate (issue 11).

/** Seeds this area's demo rows inside the demo seed's transaction. */
export async function seedDemoAccess(_tx: Db): Promise<void> {
  // Demo rows land here.
}
