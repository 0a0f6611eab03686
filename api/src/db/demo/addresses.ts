import type { Db } from '../types';

// Jane's saved addresses (customer 1 of store 1): two, the first is the default. Ids are fixed.

export const DEMO_ADDRESSES = [
  [
    1,
    1,
    'Jane',
    'Doe',
    '12 Elm Street',
    'Apt 4',
    'Springfield',
    'IL',
    '62701',
    'US',
    '+1 217 555 0199',
    true,
  ],
  [
    2,
    1,
    'Jane',
    'Doe',
    '400 Market Avenue',
    null,
    'Chicago',
    'IL',
    '60607',
    'US',
    '+1 312 555 0142',
    false,
  ],
] as const;

export async function seedDemoAddresses(db: Db): Promise<void> {
  for (const address of DEMO_ADDRESSES) {
    await db.query(
      `INSERT INTO customer_addresses (id, customer_id, first_name, last_name, address_line1, address_line2, city, state,
         zip, country, phone, is_default) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)`,
      [...address],
    );
  }
  await db.query(
    `SELECT setval(pg_get_serial_sequence('customer_addresses', 'id'), (SELECT MAX(id) FROM customer_addresses))`,
  );
}
