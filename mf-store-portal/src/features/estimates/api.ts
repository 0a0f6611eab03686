import { api, type Query } from 'shared/api';
import type { EstimateStatus } from 'shared/contracts';
import type { EstimatePage } from 'shared/contracts/repair';
import type {
  EstimateConverted,
  EstimateConvertInput,
  EstimateVersion,
  QuoteInput,
  StoreEstimate,
} from 'shared/contracts/estimateQuotes';

export type { EstimateStatus };

/** GET /estimates/{id}: the estimate plus its customer (null for a guest), its version and its order once converted. */
export type Estimate = StoreEstimate;

export type { EstimateVersion, QuoteInput };

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
): Promise<EstimateConverted> {
  const body: EstimateConvertInput = { version };
  return api.post<EstimateConverted>(`${ESTIMATES}/${id}/convert`, body);
}

/** Saves the quote's draft; answers the estimate as it is now. */
export function saveQuote(id: number, body: QuoteInput): Promise<Estimate> {
  return api.put<Estimate>(`${ESTIMATES}/${id}/quote`, body);
}

/** Sends the saved draft as the customer's next version. */
export function sendQuote(id: number, version: number): Promise<Estimate> {
  return api.post<Estimate>(`${ESTIMATES}/${id}/status`, {
    to: 'quoted',
    version,
  });
}
