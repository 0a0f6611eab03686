import type { Db } from '../types';

// Demo data: The store's locations and vendors: linked vendors, invitations, commission rules, insurance plans (issue 11).

/** Seeds this area's demo rows inside the demo seed's transaction. */
export async function seedDemoVendors(_tx: Db): Promise<void> {
  // Demo rows land here.
}
