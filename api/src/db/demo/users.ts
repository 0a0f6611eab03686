import type { Db } from '../types';

// Demo data: Store staff: invitations, staff sign-up, permissions, profiles (issue 11).

/** Seeds this area's demo rows inside the demo seed's transaction. */
export async function seedDemoUsers(_tx: Db): Promise<void> {
  // Demo rows land here.
}
