import { api, type Query } from 'shared/api';
import type {
  Estimate as EstimateRecord,
  EstimateStatus,
  RecordCustomer,
} from 'shared/contracts';
import type { EstimatePage } from 'shared/contracts/repair';

export type { EstimateStatus };

/** GET /estimates/{id}: the estimate plus its customer (null for a guest), its version and its order once converted. */
export interface Estimate extends EstimateRecord {
  customer: RecordCustomer | null;
  version?: number;
  sales_order_id?: number | null;
}

const ESTIMATES = 'estimates';

export const estimateKeys = {
  all: () => [ESTIMATES] as const,
  list: (query: Query) => [ESTIMATES, query] as const,
  detail: (id: string) => [`${ESTIMATES}/${id}`] as const,
};

export const LIST_FILTERS = [
  'status',
  'location_id',
  'date_from',
  'date_to',
] as const;

export function getEstimates(query: Query): Promise<EstimatePage> {
  return api.get<EstimatePage>(ESTIMATES, { query });
}

export function getEstimate(id: string): Promise<Estimate> {
  return api.get<Estimate>(`${ESTIMATES}/${encodeURIComponent(id)}`);
}

/** Turns an approved estimate into a sales order; answers the new order's id. */
export function convertEstimate(
  id: number,
  version: number,
): Promise<{ sales_order_id: number }> {
  return api.post<{ sales_order_id: number }>(`${ESTIMATES}/${id}/convert`, {
    version,
  });
}
