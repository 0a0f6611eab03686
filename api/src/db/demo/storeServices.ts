import type { Db } from '../types';

// Demo data: The store's services list, categories, price lists, billing and integrations (issue 11).

/** Seeds this area's demo rows inside the demo seed's transaction. */
export async function seedDemoStoreServices(_tx: Db): Promise<void> {
  // Demo rows land here.
}
