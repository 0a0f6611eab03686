import { hashPassword } from '../auth/passwords';
import {
  favicon,
  inkOn,
  logo,
  LOCATIONS,
  STORES,
  USERS,
} from './demo/accounts';
import { NOTIFICATIONS } from './demo/activity';
import { seedDemoAddresses } from './demo/addresses';
import { seedDemoBilling } from './demo/billing';
import {
  ITEM_CATEGORIES,
  SERVICE_CATEGORIES,
  SERVICES,
} from './demo/catalogue';
import { OPTIONS } from './demo/options';
import { seedDemoOrders } from './demo/orders';
import { seedDemoVendorBilling } from './demo/vendorBilling';
import { seedDemoVendorServices } from './demo/vendorServices';
import { seedDemoVendorSales } from './demo/vendorSales';
import { seedDemoUsers } from './demo/users';
import { seedDemoStoreProfile } from './demo/storeProfile';
import { seedDemoStorePriceLists } from './demo/storePriceLists';
import type { Db } from './types';

// The fixed demo data of docs/contracts.md section 1. Ids are fixed; sequences move past them.

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
    for (const s of STORES) {
      const c = s.colours;
      await tx.query(
        `INSERT INTO stores (id, name, url, website_url, logo, favicon, is_active, is_onboarding_complete,
           is_international_shipping, has_default_address, use_platform_shipping, shipping_account_type, is_fixed_shipping,
           background_color, border_color, button_color, button_hover_color, button_hover_font_color, font_color, top_bar_color,
           top_bar_text, privacy_policy_link, terms_conditions_link, top_up_amount, is_custom_font_style, font_style,
           country, default_language)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28)`,
        [
          s.id,
          s.name,
          s.url,
          s.website_url,
          c ? logo(s.name, c[2], inkOn(c[2])) : null,
          c ? favicon(s.name[0]!, c[2]) : null,
          s.is_active,
          s.is_active,
          s.id === 2,
          s.id !== 3,
          s.id === 1,
          s.id === 1 ? 1 : null,
          s.id === 2,
          ...(c ?? [null, null, null, null, null, null, null]),
          s.top_bar_text,
          // The demo stores have no policy pages of their own: no footer links to pages that do not load.
          null,
          null,
          s.id === 3 ? null : '25.00',
          s.font_style !== null,
          s.font_style,
          s.country,
          s.default_language,
        ],
      );
    }
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
          hashes[i],
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
    // Migration 0006's demo flag for a fresh database (the migration runs before the seed).
    await tx.query('UPDATE stores SET is_order_tracking_enabled = (id <> 2)');
    await seedDemoStoreProfile(tx);
    await tx.query(
      `INSERT INTO customers (id, store_id, user_id, first_name, last_name, email, phone)
       VALUES (1, 1, 7, 'Jane', 'Doe', 'jane@example.test', '+1 217 555 0199')`,
    );
    for (const l of LOCATIONS) {
      await tx.query(
        'INSERT INTO locations (id, store_id, name, address_line1, city, state, zip, phone, is_default) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)',
        [...l],
      );
    }
    for (const c of SERVICE_CATEGORIES)
      await tx.query(
        'INSERT INTO service_categories (id, store_id, name) VALUES ($1,$2,$3)',
        [...c],
      );
    for (const c of ITEM_CATEGORIES)
      await tx.query(
        'INSERT INTO item_categories (id, store_id, name) VALUES ($1,$2,$3)',
        [...c],
      );
    for (const s of SERVICES) {
      await tx.query(
        `INSERT INTO services (id, store_id, category_id, name, description, price, item_tag, top_level_tag, is_active)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
        [...s],
      );
    }
    let optionId = 0;
    let valueId = 0;
    for (const o of OPTIONS) {
      optionId += 1;
      const values = (o.values ?? []).map((v) => ({
        id: ++valueId,
        name: v.name,
        image: v.image ?? null,
        cost: v.cost,
      }));
      await tx.query(
        `INSERT INTO service_options (id, service_id, tag, label, sequence, "values", is_required, is_option_cost, is_metal_type,
           instructions, info_tooltip, other_option, parameters, allowed_url_parameter, meta_data, advance_option_meta_data, logics)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17)`,
        [
          optionId,
          o.service,
          o.tag,
          o.label,
          o.sequence,
          JSON.stringify(values),
          o.is_required ?? false,
          o.is_option_cost ?? false,
          o.is_metal_type ?? false,
          o.instructions ?? null,
          o.info_tooltip ?? null,
          o.other_option ?? false,
          JSON.stringify(o.parameters ?? []),
          o.allowed_url_parameter ?? null,
          o.meta_data === undefined ? null : JSON.stringify(o.meta_data),
          o.advance_option_meta_data === undefined
            ? null
            : JSON.stringify(o.advance_option_meta_data),
          JSON.stringify(o.logics ?? []),
        ],
      );
    }
    await tx.query(
      `INSERT INTO sales_orders (id, store_id, customer_id, location_id, order_no, status, total, created_on)
       VALUES (1, 1, 1, 1, '1000001', 'in_progress', '75.00', '2026-01-05T09:00:00Z')`,
    );
    await seedDemoOrders(tx);
    for (const n of NOTIFICATIONS) {
      await tx.query(
        `INSERT INTO notifications (id, user_id, is_read, is_watching, short_description, description, order_no,
           notification_sales_order_id, created_on) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)`,
        [...n],
      );
    }
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
