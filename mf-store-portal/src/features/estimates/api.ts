import { api } from 'shared/api';
import type {
  Contact,
  EstimateStatus,
  OrderLine,
  RecordCustomer,
} from 'shared/contracts';

export type { EstimateStatus };

/** GET /estimates/{id}: the estimate plus its customer (null for a guest). */
export interface Estimate {
  id: number;
  store_id: number;
  estimate_no: string;
  status: EstimateStatus;
  created_on: string;
  contact: Contact;
  notes: string;
  lines: OrderLine[];
  subtotal: string;
  customer: RecordCustomer | null;
}

const ESTIMATES = 'estimates';

export const estimateKeys = {
  detail: (id: string) => [`${ESTIMATES}/${id}`] as const,
};

export function getEstimate(id: string): Promise<Estimate> {
  return api.get<Estimate>(`${ESTIMATES}/${encodeURIComponent(id)}`);
}
