import type { Db } from '../../db/types';
import { latestSentLines, quoteMoney } from '../../platform/quoteReads';

// What a vendor's estimate turns into when it becomes an order: the prices its customer agreed to.

/** The lines of the latest sent version as order lines (the requested lines if never sent). */
export async function quotedLines(tx: Db, estimateId: number) {
  const version = await latestSentLines(tx, 'vendor', estimateId);
  if (version)
    return version.lines.map((line) => ({
      description: String(line.name),
      quantity: Number(line.quantity),
      unit_price: quoteMoney(line.unit_price),
    }));
  return tx.query<{
    description: string;
    quantity: number;
    unit_price: string;
  }>(
    `SELECT description, quantity, unit_price::text AS unit_price FROM vendor_estimate_lines
     WHERE estimate_id = $1 ORDER BY position, id`,
    [estimateId],
  );
}
