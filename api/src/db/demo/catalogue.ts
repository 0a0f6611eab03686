import type { Db } from '../types';

// Demo catalogue: categories, services and their options. Ids are fixed.

export const SERVICE_CATEGORIES = [
  [1, 1, 'Jewelry Repair'],
  [2, 1, 'Watch Service'],
  [3, 2, 'Cleaning'],
  [4, 3, 'General Repair'],
  [5, 4, 'Umbrella Care'],
] as const;

export const ITEM_CATEGORIES = [
  [1, 1, 'Ring'],
  [2, 1, 'Necklace'],
  [3, 1, 'Watch'],
  [4, 2, 'Bracelet'],
  [5, 3, 'Misc'],
  [6, 4, 'Umbrella'],
] as const;

// id, store, category, name, description, price, item_tag, top_level_tag, active
export const SERVICES = [
  [
    1,
    1,
    1,
    'Ring Sizing',
    'Resize a ring up or down by up to three sizes.',
    '45.00',
    'Ring',
    'Jewelry',
    true,
  ],
  [
    2,
    1,
    1,
    'Prong Retipping',
    'Rebuild worn prongs to keep stones secure.',
    '60.00',
    'Ring',
    'Jewelry',
    true,
  ],
  [
    3,
    1,
    1,
    'Stone Setting',
    'Set a loose or replacement stone.',
    '85.00',
    'Ring',
    'Jewelry',
    true,
  ],
  [
    4,
    1,
    1,
    'Chain Soldering',
    'Repair a broken necklace chain with a laser weld.',
    '30.00',
    'Necklace',
    'Jewelry',
    true,
  ],
  [
    5,
    1,
    2,
    'Watch Battery Replacement',
    'New battery and a water-resistance check.',
    '12.50',
    'Watch',
    'Watches',
    true,
  ],
  [
    6,
    1,
    2,
    'Watch Band Adjustment',
    'Add or remove links for a perfect fit.',
    '15.00',
    'Watch',
    'Watches',
    true,
  ],
  [
    7,
    1,
    1,
    'Hand Engraving',
    'Seasonal service, currently unavailable.',
    '25.00',
    'Ring',
    'Jewelry',
    false,
  ],
  [
    8,
    2,
    3,
    'Ultrasonic Cleaning',
    'Deep clean for any piece of jewellery.',
    '20.00',
    'Bracelet',
    'Jewelry',
    true,
  ],
  [
    9,
    3,
    4,
    'Initech Ring Repair',
    'General ring repair.',
    '40.00',
    'Misc',
    'Jewelry',
    true,
  ],
  [
    10,
    4,
    5,
    'Canopy Patch',
    'Seal a torn canopy panel with a matching patch.',
    '18.00',
    'Umbrella',
    'Umbrellas',
    true,
  ],
  [
    11,
    4,
    5,
    'Rib Replacement',
    'Replace a bent or broken rib.',
    '22.50',
    'Umbrella',
    'Umbrellas',
    true,
  ],
] as const;

/** Seeds the demo categories and services inside the demo seed's transaction. */
export async function seedDemoCatalogue(tx: Db): Promise<void> {
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
}
