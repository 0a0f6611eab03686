import type { Db } from '../types';

// Demo data: The vendor's own customers, sales orders (create, bulk import) and estimates (issue 10).

/** Seeds this area's demo rows inside the demo seed's transaction. */
export async function seedDemoVendorSales(_tx: Db): Promise<void> {
  // Demo rows land here.
}
