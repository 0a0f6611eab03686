import type { Db } from '../types';

// Demo data: Fixit Workshop's (vendor 1) own service, built in the vendor portal's service builder:
// a bench ring sizing with a metal dropdown, the ring size and a note. Ids from 9001,
// like the vendor's other demo records; seed.ts moves the sequences past them.

const SERVICE = {
  id: 9001,
  name: 'Bench ring sizing',
  description: 'Sizing up or down at the bench, polished and checked.',
  price: '35.00',
};

const OPTIONS = [
  {
    id: 9001,
    tag: 'd',
    label: 'Metal',
    values: [
      { id: 90001, name: 'Gold', image: null, cost: '10.00' },
      { id: 90002, name: 'Silver', image: null, cost: '0.00' },
      { id: 90003, name: 'Platinum', image: null, cost: '25.00' },
    ],
    meta_data: null,
  },
  {
    id: 9002,
    tag: 'nba',
    label: 'Ring size',
    values: [],
    meta_data: {
      fields: [
        { type: 'number', label: 'current_size' },
        { type: 'number', label: 'desired_size' },
      ],
    },
  },
  { id: 9003, tag: 'lt', label: 'Notes', values: [], meta_data: null },
];

export async function seedDemoVendorServices(tx: Db): Promise<void> {
  await tx.query(
    `INSERT INTO services (id, vendor_id, name, description, price, is_active)
     VALUES ($1, 1, $2, $3, $4, true)`,
    [SERVICE.id, SERVICE.name, SERVICE.description, SERVICE.price],
  );
  for (const [i, o] of OPTIONS.entries())
    await tx.query(
      `INSERT INTO service_options (id, service_id, tag, label, sequence, "values", is_required, meta_data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        o.id,
        SERVICE.id,
        o.tag,
        o.label,
        i + 1,
        JSON.stringify(o.values),
        o.tag !== 'lt',
        o.meta_data === null ? null : JSON.stringify(o.meta_data),
      ],
    );
}
