import {
  VENDOR_IMPORT_STATUSES,
  type VendorImportStatus,
  type VendorImportQuery,
  type VendorImportRecord,
} from 'shared/contracts/vendorSetup';
import type { ImportRowError } from 'shared/contracts/vendorSales';
import type { Db } from '../../db/types';
import { orderBy, pageOf, Where } from '../../platform/lists';
import { iso } from '../../platform/wire';

// The record of each bulk sales-order import (/portal/setting/import-salesorders,
// migration 0038): who ran it, when, the file's name, and what came of it. vendorSalesImport.ts
// writes one for every file it reads: in the import's transaction when it imports, on its own when
// it refuses the file (which imports nothing).

/** What one import came to. */
export interface ImportOutcome {
  vendorId: number;
  userId: number;
  fileName: string;
  status: VendorImportStatus;
  orders?: number;
  rowsImported?: number;
  rowErrors?: ImportRowError[];
  message?: string;
}

/** Writes the record of one import. */
export async function recordImport(
  db: Db,
  outcome: ImportOutcome,
): Promise<void> {
  // rows with a problem, once each; row 1 is the header (a missing column), not an order line
  const refused = new Set(
    (outcome.rowErrors ?? []).map((e) => e.row).filter((row) => row > 1),
  );
  await db.query(
    `INSERT INTO vendor_sales_imports (vendor_id, user_id, file_name, status, orders_imported,
       rows_imported, rows_refused, message)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      outcome.vendorId,
      outcome.userId,
      outcome.fileName.slice(0, 255),
      outcome.status,
      outcome.orders ?? 0,
      outcome.rowsImported ?? 0,
      refused.size,
      (outcome.message ?? '').slice(0, 500),
    ],
  );
}

const FROM = 'vendor_sales_imports i LEFT JOIN users u ON u.id = i.user_id';
const SELECT = `i.id, i.file_name, i.status, i.created_on, i.orders_imported, i.rows_imported,
  i.rows_refused, i.message, coalesce(trim(u.first_name || ' ' || u.last_name), '') AS user_name`;
const ORDERINGS = {
  created_on: 'i.created_on',
  file_name: 'lower(i.file_name)',
};

type Row = Omit<VendorImportRecord, 'created_on'> & { created_on: Date };

/** A page of the vendor's imports, newest first unless sorted, with the status tabs' counts. */
export const vendorImportPage = (
  db: Db,
  vendorId: number,
  query: VendorImportQuery,
) =>
  pageOf(db, {
    page: query.page,
    pageSize: query.page_size,
    status: query.status,
    statuses: VENDOR_IMPORT_STATUSES,
    statusColumn: 'i.status',
    from: FROM,
    where: new Where().add('i.vendor_id = $?', vendorId),
    select: SELECT,
    orderBy: orderBy(query.ordering, ORDERINGS, '-created_on', 'i.id'),
    map: (row: Row): VendorImportRecord => ({
      ...row,
      created_on: iso(row.created_on),
    }),
  });
