import type { Db } from '../types';

// Demo data: The store's customers: list, tags, detail, timeline and comments (issue 11).

/** Seeds this area's demo rows inside the demo seed's transaction. */
export async function seedDemoCustomers(_tx: Db): Promise<void> {
  // Demo rows land here.
}
