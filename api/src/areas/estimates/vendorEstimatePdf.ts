import { vendorEstimateLabel } from 'shared/contracts/vendorSales';
import { ESTIMATE, statusLabel } from 'shared/workflow';
import type { Db } from '../../db/types';
import type { EstimatePdfData } from '../downloads';
import { loadVersions } from '../../platform/quoteReads';

/**
 * What a vendor's estimate PDF shows, as its customer reads it (ADR 0026): the workshop, the
 * customer, the status and the latest version sent (never the vendor's draft). The caller has
 * already proved the estimate is theirs (the vendor's own, or the link's token).
 */
export async function vendorEstimatePdfData(
  db: Db,
  id: number,
): Promise<EstimatePdfData> {
  const [row] = await db.query<{
    estimate_no: number;
    status: string;
    vendor_name: string;
    customer: string;
  }>(
    `SELECT e.estimate_no, e.status, v.name AS vendor_name,
       trim(c.first_name || ' ' || c.last_name) AS customer
     FROM vendor_estimates e JOIN vendors v ON v.id = e.vendor_id
       JOIN vendor_customers c ON c.id = e.customer_id
     WHERE e.id = $1`,
    [id],
  );
  const estimate = row!;
  const [latest] = await loadVersions(db, 'vendor', id, { latestOnly: true });
  return {
    estimateNo: vendorEstimateLabel(estimate.estimate_no),
    seller: estimate.vendor_name,
    customer: estimate.customer,
    statusLabel: statusLabel(ESTIMATE, estimate.status),
    quote: latest ?? null,
  };
}
