import type { VendorLineInput } from 'shared/contracts/vendorSales';
import type { Db } from '../../db/types';
import { toCents } from '../../platform/money';
import { LINES, type VendorRecordKind } from './vendorSales';
import { money } from '../../platform/wire';

/** The record's total of its lines, in cents. */
export const linesTotal = (lines: VendorLineInput[]) =>
  lines.reduce(
    (sum, line) => sum + toCents(line.unit_price) * line.quantity,
    0,
  );

/**
 * Writes a record's lines in their order (inside `tx`), replacing any it had: a new record's, or
 * an edit's whole new set.
 */
export async function writeLines(
  tx: Db,
  kind: VendorRecordKind,
  id: number,
  lines: VendorLineInput[],
): Promise<void> {
  const [linesTable, linesKey] = LINES[kind];
  await tx.query(`DELETE FROM ${linesTable} WHERE ${linesKey} = $1`, [id]);
  for (const [position, line] of lines.entries()) {
    await tx.query(
      `INSERT INTO ${linesTable} (${linesKey}, position, description, quantity, unit_price)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        id,
        position + 1,
        line.description.trim(),
        line.quantity,
        money(line.unit_price),
      ],
    );
  }
}
