import type { Db } from '../types';

// Demo data: Acme's own price list "Trade": its two watch services at a lower price, for
// Jane Doe (customer 1), who then sees and pays those prices on Acme's storefront.

/** Seeds this area's demo rows inside the demo seed's transaction. */
export async function seedDemoStorePriceLists(tx: Db): Promise<void> {
  const [list] = await tx.query<{ id: number }>(
    `INSERT INTO store_price_lists (store_id, name, description)
     VALUES (1, 'Trade', 'Jewellers and watchmakers we work with.') RETURNING id`,
  );
  await tx.query(
    `INSERT INTO store_price_list_entries (price_list_id, service_id, price)
     VALUES ($1, 5, '10.00'), ($1, 6, '12.00')`,
    [list!.id],
  );
  await tx.query(
    'INSERT INTO store_price_list_customers (customer_id, price_list_id) VALUES (1, $1)',
    [list!.id],
  );
}
