import { api } from 'shared/api';
import type {
  Estimate as EstimateRecord,
  EstimateStatus,
  RecordCustomer,
} from 'shared/contracts';

export type { EstimateStatus };

/** GET /estimates/{id}: the estimate plus its customer (null for a guest). */
export interface Estimate extends EstimateRecord {
  customer: RecordCustomer | null;
}

const ESTIMATES = 'estimates';

export const estimateKeys = {
  detail: (id: string) => [`${ESTIMATES}/${id}`] as const,
};

export function getEstimate(id: string): Promise<Estimate> {
  return api.get<Estimate>(`${ESTIMATES}/${encodeURIComponent(id)}`);
}
