import type { Db } from '../types';

// Demo stores' locations; the first of each store is its default. Ids are fixed.

// id, store, name, address_line1, city, state, zip, phone, is_default
export const LOCATIONS = [
  [
    1,
    1,
    'Acme Downtown',
    '12 Main Street',
    'Springfield',
    'IL',
    '62701',
    '+1 217 555 0101',
    true,
  ],
  [
    2,
    1,
    'Acme Uptown',
    '400 Oak Avenue',
    'Springfield',
    'IL',
    '62704',
    '+1 217 555 0102',
    false,
  ],
  [
    3,
    2,
    'Globex Central',
    '1 Globex Plaza',
    'Cypress Creek',
    'OR',
    '97001',
    '+1 503 555 0199',
    true,
  ],
  [
    4,
    3,
    'Initech Office',
    '4120 Freidrich Lane',
    'Austin',
    'TX',
    '78744',
    '+1 512 555 0142',
    true,
  ],
  [
    5,
    4,
    'Umbrella Corner',
    '7 Rainy Row',
    'Seattle',
    'WA',
    '98101',
    '+1 206 555 0177',
    true,
  ],
] as const;

/** Seeds the demo locations inside the demo seed's transaction. */
export async function seedDemoLocations(tx: Db): Promise<void> {
  for (const l of LOCATIONS) {
    await tx.query(
      'INSERT INTO locations (id, store_id, name, address_line1, city, state, zip, phone, is_default) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9)',
      [...l],
    );
  }
}
