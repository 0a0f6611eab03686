import type { Db } from '../types';

// Demo orders of Jane (customer 1 of Acme): 1000001 in progress and paid, with an unpaid additional
// charge (store owner) and an unpaid extra charge (vendor); 1000002 completed and paid, feedback
// not given yet. Every token is fixed so the demo links can be documented. Both are at Acme
// Downtown (location 1); 1000003, a guest's new unpaid order, is at Acme Uptown (location 2), so
// the Acme staff member (Downtown only) shows location scoping: it is not theirs to see. Each
// order's timeline starts with its creation and payment; Acme and Globex work with Fixit (vendor 1).

export const DEMO_TOKENS = {
  order1000001: 'demo-order-1000001-0000000000001',
  order1000002: 'demo-order-1000002-0000000000001',
  feedback1000001: 'demo-feedback-1000001-0000000001',
  feedback1000002: 'demo-feedback-1000002-0000000001',
  additionalCharge: 'demo-additional-charge-000000001',
  extraCharge: 'demo-extra-charge-00000000000001',
} as const;

// store, carrier, price: 1 Fedex, 2 USPS, 3 UPS
export const SHIPPING_RATES = [
  [1, 1, '15.00'],
  [1, 2, '8.50'],
  [1, 3, '12.00'],
  [2, 1, '15.00'],
  [2, 2, '8.50'],
  [2, 3, '12.00'],
] as const;

const JANE_ADDRESS = {
  first_name: 'Jane',
  last_name: 'Doe',
  address_line1: '12 Main Street',
  address_line2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
  phone: '+1 217 555 0199',
};

const BEN_ADDRESS = {
  first_name: 'Ben',
  last_name: 'Carter',
  address_line1: '400 Oak Avenue',
  address_line2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
  country: 'US',
  phone: '+1 217 555 0142',
};

interface OptionRow {
  id: number;
  values: { id: number; name: string }[];
}

/**
 * Ring Sizing (service 1) with a metal, its sizes and "No" rush, snapshotted like an order line:
 * the readable choices in the options' sequence, as checkout writes them.
 */
async function ringSizingLine(db: Db, metal: string) {
  const options = await db.query<OptionRow>(
    `SELECT id, "values" FROM service_options WHERE service_id = 1`,
  );
  const valueId = (optionId: number, name: string) =>
    options.find((o) => o.id === optionId)!.values.find((v) => v.name === name)!
      .id;
  const answers = {
    '2': { current_size: 6, desired_size: 7 },
    '1': valueId(1, metal),
    '3': valueId(3, 'No'),
  };
  const choices = [
    { label: 'Ring size', value: 'Current size: 6, Desired size: 7' },
    { label: 'Metal type', value: metal },
    { label: 'Rush service (48 hours)', value: 'No' },
  ];
  return { answers, choices };
}

export async function seedDemoOrders(tx: Db): Promise<void> {
  for (const [store, carrier, price] of SHIPPING_RATES)
    await tx.query(
      'INSERT INTO shipping_rates (store_id, carrier_id, price) VALUES ($1, $2, $3)',
      [store, carrier, price],
    );
  const contact = `contact_first_name = 'Jane', contact_last_name = 'Doe', contact_email = 'jane@example.test',
    contact_phone = '+1 217 555 0199', shipping_address = $2`;
  // 1000001: White gold ring sizing 60.00 + Fedex 15.00 = 75.00 (the total it always had).
  await tx.query(
    `UPDATE sales_orders SET ${contact}, carrier_id = 1, subtotal = '60.00', shipping = '15.00', total = '75.00',
       payment_status = 'paid', paid_on = '2026-01-05T09:05:00Z', token = $3, feedback_token = $4,
       idempotency_key = 'demo-order-1000001', idempotency_scope = 'customer:1', updated_on = '2026-01-06T10:00:00Z'
     WHERE id = $1`,
    [
      1,
      JSON.stringify(JANE_ADDRESS),
      DEMO_TOKENS.order1000001,
      DEMO_TOKENS.feedback1000001,
    ],
  );
  // 1000002: Yellow gold ring sizing 55.00 + USPS 8.50 = 63.50, completed.
  await tx.query(
    `INSERT INTO sales_orders (id, store_id, customer_id, location_id, order_no, status, total, created_on, contact_first_name,
       contact_last_name, contact_email, contact_phone, shipping_address, carrier_id, subtotal, shipping, payment_status,
       paid_on, token, feedback_token, idempotency_key, idempotency_scope, updated_on)
     VALUES (2, 1, 1, 1, '1000002', 'completed', '63.50', '2025-12-10T15:00:00Z', 'Jane', 'Doe', 'jane@example.test',
       '+1 217 555 0199', $1, 2, '55.00', '8.50', 'paid', '2025-12-10T15:04:00Z', $2, $3, 'demo-order-1000002',
       'customer:1', '2025-12-20T11:00:00Z')`,
    [
      JSON.stringify(JANE_ADDRESS),
      DEMO_TOKENS.order1000002,
      DEMO_TOKENS.feedback1000002,
    ],
  );
  for (const [orderId, metal, unit] of [
    [1, 'White gold', '60.00'],
    [2, 'Yellow gold', '55.00'],
  ] as const) {
    const line = await ringSizingLine(tx, metal);
    await tx.query(
      `INSERT INTO sales_order_lines (sales_order_id, service_id, service_name, service_image, quantity, unit_price,
         line_total, answers, choices)
       SELECT $1, s.id, s.name, s.image, 1, $2, $2, $3, $4 FROM services s WHERE s.id = 1`,
      [
        orderId,
        unit,
        JSON.stringify(line.answers),
        JSON.stringify(line.choices),
      ],
    );
    await tx.query(
      `INSERT INTO payments (store_id, sales_order_id, provider, provider_ref, amount, status, card_brand, card_last4,
         idempotency_key, created_on, updated_on)
       SELECT store_id, id, 'test', 'test_demo_' || order_no, total, 'succeeded', 'visa', '4242',
         'demo-payment-' || order_no, paid_on, paid_on FROM sales_orders WHERE id = $1`,
      [orderId],
    );
  }
  // 1000003: a guest's Platinum ring sizing 75.00 + UPS 12.00 = 87.00, new and unpaid, at Acme Uptown.
  await tx.query(
    `INSERT INTO sales_orders (id, store_id, customer_id, location_id, order_no, status, total, created_on, contact_first_name,
       contact_last_name, contact_email, contact_phone, shipping_address, carrier_id, subtotal, shipping, is_guest,
       updated_on)
     VALUES (3, 1, NULL, 2, '1000003', 'new', '87.00', '2026-01-08T16:20:00Z', 'Ben', 'Carter', 'ben@example.test',
       '+1 217 555 0142', $1, 3, '75.00', '12.00', true, '2026-01-08T16:20:00Z')`,
    [JSON.stringify(BEN_ADDRESS)],
  );
  const uptownLine = await ringSizingLine(tx, 'Platinum');
  await tx.query(
    `INSERT INTO sales_order_lines (sales_order_id, service_id, service_name, service_image, quantity, unit_price,
       line_total, answers, choices)
     SELECT 3, s.id, s.name, s.image, 1, '75.00', '75.00', $1, $2 FROM services s WHERE s.id = 1`,
    [JSON.stringify(uptownLine.answers), JSON.stringify(uptownLine.choices)],
  );
  await tx.query(
    `INSERT INTO charges (sales_order_id, kind, requested_by, requested_by_user_id, amount, reason,
       work_order_item_number, token, created_on) VALUES
     (1, 'additional', 'store_owner', 2, '25.00', 'A worn prong needs retipping before sizing.', 'WO-1000001-1', $1,
       '2026-01-06T10:00:00Z'),
     (1, 'extra', 'vendor', 5, '12.50', 'Extra polishing requested by the workshop.', 'WO-1000001-1', $2,
       '2026-01-07T14:30:00Z')`,
    [DEMO_TOKENS.additionalCharge, DEMO_TOKENS.extraCharge],
  );
  // Their timelines start with the creation and the payment (and the charges asked since).
  await tx.query(
    `INSERT INTO record_events (store_id, sales_order_id, kind, body, actor, actor_name, created_on)
     SELECT store_id, id, 'created', 'Placed on the storefront', 'customer', '', created_on FROM sales_orders
     UNION ALL
     SELECT store_id, id, 'payment', 'Paid', 'customer', '', paid_on FROM sales_orders
       WHERE payment_status = 'paid' AND paid_on IS NOT NULL
     ORDER BY 7`,
  );
  await tx.query(
    `INSERT INTO record_events (store_id, sales_order_id, kind, body, charge_id, actor, actor_user_id, actor_name,
       created_on)
     SELECT o.store_id, o.id, 'charge', c.reason, c.id, CASE WHEN c.requested_by = 'vendor' THEN 'vendor' ELSE 'store' END,
       u.id, u.first_name || ' ' || u.last_name, c.created_on
     FROM charges c JOIN sales_orders o ON o.id = c.sales_order_id LEFT JOIN users u ON u.id = c.requested_by_user_id
     ORDER BY c.id`,
  );
  // Acme and Globex send work to the Fixit workshop.
  await tx.query(
    'INSERT INTO store_vendors (store_id, vendor_id) VALUES (1, 1), (2, 1)',
  );
  for (const table of [
    'sales_order_lines',
    'charges',
    'payments',
    'shipping_rates',
  ])
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
    );
  await tx.query(
    `SELECT setval('sales_order_no_seq', GREATEST((SELECT MAX(order_no::int) FROM sales_orders), 1000001))`,
  );
}
