import { api } from 'shared/api';
import type {
  Contact,
  OrderLine,
  RecordCustomer,
} from '../../components/types';

/** Contracts `Estimate` status. */
export type EstimateStatus = 'requested' | 'quoted' | 'accepted' | 'declined';

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
