import { hashPassword } from '../auth/passwords';
import { seedDemoAccounts, USERS } from './demo/accounts';
import { seedDemoNotifications } from './demo/activity';
import { seedDemoAddresses } from './demo/addresses';
import { seedDemoBilling } from './demo/billing';
import { seedDemoCatalogue } from './demo/catalogue';
import { seedDemoLocations } from './demo/locations';
import { seedDemoOptions } from './demo/options';
import { seedDemoOrders } from './demo/orders';
import { seedDemoVendorBilling } from './demo/vendorBilling';
import { seedDemoVendorServices } from './demo/vendorServices';
import { seedDemoVendorSales } from './demo/vendorSales';
import { seedDemoUsers } from './demo/users';
import { seedDemoStoreProfile } from './demo/storeProfile';
import { seedDemoStorePriceLists } from './demo/storePriceLists';
import { seedDemoStores } from './demo/stores';
import type { Db } from './types';

// The fixed demo data the api's contracts describe (docs/contracts.md). Ids are fixed; sequences
// move past them.

export const DEMO_PASSWORD = 'Passw0rd!';

async function bumpSequences(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
    );
  }
}

/** Inserts the demo data once (remembered in `app_meta`); answers whether it did. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const done = await db.query(
    "SELECT 1 FROM app_meta WHERE key = 'demo_seeded'",
  );
  if (done.length > 0) return false;
  const hashes = await Promise.all(
    USERS.map(() => hashPassword(DEMO_PASSWORD)),
  );
  return db.transaction(async (tx) => {
    // Replicas starting together on a new database: one seeds, the others wait here and find it done.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('demo-seed'))");
    const again = await tx.query(
      "SELECT 1 FROM app_meta WHERE key = 'demo_seeded'",
    );
    if (again.length > 0) return false;
    await seedDemoStores(tx);
    await seedDemoAccounts(tx, hashes);
    // Migration 0006's demo flag for a fresh database (the migration runs before the seed).
    await tx.query('UPDATE stores SET is_order_tracking_enabled = (id <> 2)');
    await seedDemoStoreProfile(tx);
    await tx.query(
      `INSERT INTO customers (id, store_id, user_id, first_name, last_name, email, phone)
       VALUES (1, 1, 7, 'Jane', 'Doe', 'jane@example.test', '+1 217 555 0199')`,
    );
    await seedDemoLocations(tx);
    await seedDemoCatalogue(tx);
    await seedDemoOptions(tx);
    await tx.query(
      `INSERT INTO sales_orders (id, store_id, customer_id, location_id, order_no, status, total, created_on)
       VALUES (1, 1, 1, 1, '1000001', 'in_progress', '75.00', '2026-01-05T09:00:00Z')`,
    );
    await seedDemoOrders(tx);
    await seedDemoNotifications(tx);
    await seedDemoAddresses(tx);
    // Acme's welcome code (discounts): 10 % off the subtotal, active, no limits.
    await tx.query(
      "INSERT INTO discounts (store_id, code, kind, value) VALUES (1, 'WELCOME10', 'percent', 10)",
    );
    await seedDemoVendorSales(tx);
    await seedDemoVendorServices(tx);
    await seedDemoUsers(tx);
    await seedDemoBilling(tx);
    await seedDemoVendorBilling(tx);
    await seedDemoStorePriceLists(tx);
    await bumpSequences(tx, [
      'stores',
      'vendors',
      'users',
      'customers',
      'locations',
      'service_categories',
      'item_categories',
      'services',
      'service_options',
      'sales_orders',
      'notifications',
    ]);
    // Ids inside the options' jsonb (values, logics, rules): the builder's new ones come after.
    await tx.query(
      `SELECT setval('service_part_ids', GREATEST(1, (SELECT COALESCE(max(id), 0) FROM (
         SELECT (v ->> 'id')::bigint AS id FROM service_options, jsonb_array_elements("values") v
         UNION ALL SELECT (l ->> 'id')::bigint FROM service_options, jsonb_array_elements(logics) l
         UNION ALL SELECT (r ->> 'id')::bigint FROM service_options, jsonb_array_elements(logics) l,
           jsonb_array_elements(l -> 'rules') r) ids)))`,
    );
    await tx.query(
      "INSERT INTO app_meta (key, value) VALUES ('demo_seeded', now()::text)",
    );
    return true;
  });
}
