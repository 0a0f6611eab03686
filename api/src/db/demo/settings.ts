import type { Db } from '../types';

// Demo data: The store's white-label settings and the owner's dashboard (issue 11).

/** Seeds this area's demo rows inside the demo seed's transaction. */
export async function seedDemoSettings(_tx: Db): Promise<void> {
  // Demo rows land here.
}
