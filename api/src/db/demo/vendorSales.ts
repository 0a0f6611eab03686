import type { Db } from '../types';

// Demo data: Fixit Workshop's (vendor 1) own walk-in customers, sales orders in several statuses and
// estimates (ADR 0012). Ids from 9001; this area's sequences move past them here (seed.ts
// bumps only the tables it lists).

const CUSTOMERS = [
  [9001, 'Nora', 'Finch', 'nora.finch@example.test', '+1 217 555 0140'],
  [9002, 'Omar', 'Haddad', 'omar.haddad@example.test', null],
  [9003, 'Priya', 'Shah', 'priya.shah@example.test', '+1 217 555 0177'],
] as const;

/** [id, customer, number, status, created_on, lines [description, quantity, unit price][]] */
type Record = [
  number,
  number,
  number,
  string,
  string,
  [string, number, string][],
];

const ORDERS: Record[] = [
  [
    9001,
    9001,
    1001,
    'new',
    '2026-11-16T09:30:00Z',
    [['Ring resize', 1, '45.00']],
  ],
  [
    9002,
    9002,
    1002,
    'in_progress',
    '2026-11-17T11:00:00Z',
    [
      ['Watch battery', 1, '15.00'],
      ['Strap change', 1, '30.00'],
    ],
  ],
  [
    9003,
    9003,
    1003,
    'ready',
    '2026-11-18T14:15:00Z',
    [['Chain solder', 2, '25.00']],
  ],
  [
    9004,
    9001,
    1004,
    'completed',
    '2026-11-10T10:00:00Z',
    [['Polish', 3, '12.50']],
  ],
  [
    9005,
    9002,
    1005,
    'cancelled',
    '2026-11-12T16:40:00Z',
    [['Prong retip', 4, '20.00']],
  ],
];

const ESTIMATES: Record[] = [
  [
    9001,
    9003,
    1001,
    'requested',
    '2026-11-19T09:00:00Z',
    [['Stone setting', 1, '120.00']],
  ],
  [
    9002,
    9001,
    1002,
    'quoted',
    '2026-11-20T10:30:00Z',
    [['Engraving', 1, '35.00']],
  ],
  [
    9003,
    9002,
    1003,
    'accepted',
    '2026-11-21T13:45:00Z',
    [
      ['Clasp replacement', 1, '40.00'],
      ['Cleaning', 1, '10.00'],
    ],
  ],
];

const total = (lines: [string, number, string][]) =>
  lines
    .reduce((sum, [, quantity, price]) => sum + quantity * Number(price), 0)
    .toFixed(2);

/** Seeds this area's demo rows inside the demo seed's transaction. */
export async function seedDemoVendorSales(tx: Db): Promise<void> {
  for (const c of CUSTOMERS)
    await tx.query(
      `INSERT INTO vendor_customers (id, vendor_id, first_name, last_name, email, phone, created_on)
       VALUES ($1, 1, $2, $3, $4, $5, '2026-11-01T09:00:00Z')`,
      [...c],
    );
  let lineId = 9000;
  let eventId = 9000;
  const seed = async (kind: 'order' | 'estimate', records: Record[]) => {
    const [table, number, lines, key, created] =
      kind === 'order'
        ? [
            'vendor_sales_orders',
            'order_no',
            'vendor_sales_order_lines',
            'sales_order_id',
            'Created in the vendor portal',
          ]
        : [
            'vendor_estimates',
            'estimate_no',
            'vendor_estimate_lines',
            'estimate_id',
            'Requested in the vendor portal',
          ];
    for (const [id, customer, no, status, on, items] of records) {
      await tx.query(
        `INSERT INTO ${table} (id, vendor_id, customer_id, ${number}, status, total, version, created_by_user_id,
           created_on, updated_on)
         VALUES ($1, 1, $2, $3, $4, $5, $6, 5, $7, $7)`,
        [
          id,
          customer,
          no,
          status,
          total(items),
          status === 'new' || status === 'requested' ? 1 : 2,
          on,
        ],
      );
      for (const [position, [description, quantity, price]] of items.entries())
        await tx.query(
          `INSERT INTO ${lines} (id, ${key}, position, description, quantity, unit_price)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [++lineId, id, position + 1, description, quantity, price],
        );
      await tx.query(
        `INSERT INTO vendor_record_events (id, vendor_id, ${key}, kind, body, actor_user_id, actor_name, created_on)
         VALUES ($1, 1, $2, 'created', $3, 5, 'Felix Fixit', $4)`,
        [++eventId, id, created, on],
      );
      if (status !== 'new' && status !== 'requested')
        await tx.query(
          `INSERT INTO vendor_record_events (id, vendor_id, ${key}, kind, from_status, to_status, actor_user_id,
             actor_name, created_on)
           VALUES ($1, 1, $2, 'status', $3, $4, 5, 'Felix Fixit', $5::timestamptz + interval '2 hours')`,
          [++eventId, id, kind === 'order' ? 'new' : 'requested', status, on],
        );
    }
  };
  await seed('order', ORDERS);
  await seed('estimate', ESTIMATES);
  // Fixit's workshop address (its default: where stores send pieces)
  await tx.query(
    `INSERT INTO vendor_addresses (id, vendor_id, name, address_line1, city, state, zip, phone,
       is_default)
     VALUES (9001, 1, 'Fixit Workshop', '400 Bench Lane', 'Springfield', 'IL', '62702',
       '+1 217 555 0199', true)`,
  );
  for (const table of [
    'vendor_addresses',
    'vendor_customers',
    'vendor_sales_orders',
    'vendor_sales_order_lines',
    'vendor_estimates',
    'vendor_estimate_lines',
    'vendor_record_events',
  ])
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`,
    );
}
