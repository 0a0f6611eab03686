import { api } from 'shared/api';
import type {
  CustomerEstimate,
  EstimateAnswerInput,
} from 'shared/contracts/estimateQuotes';
import type { Estimate } from 'shared/contracts';

export type { CustomerEstimate, EstimateAnswerInput };

const enc = encodeURIComponent;

/**
 * Where an estimate is read and answered (ADR 0026): by its link's token, or signed in by its id.
 * Both answer the same shape: the latest version the store sent, never its draft.
 */
export type QuoteSource = { token: string } | { id: number };

const base = (source: QuoteSource) =>
  'token' in source
    ? `estimates/by-token/${enc(source.token)}`
    : `customers/me/estimates/${source.id}`;

/** SWR keys of the estimate pages. */
export const quoteKeys = {
  one: (source: QuoteSource) =>
    ['token' in source ? `${base(source)}/quote` : base(source)] as const,
  mine: () => ['customers/me/estimates'] as const,
};

export const answerQuote = (source: QuoteSource, body: EstimateAnswerInput) =>
  api.post<CustomerEstimate>(`${base(source)}/answer`, body);

/** GET /customers/me/estimates: the customer's estimates, newest first. */
export type MyEstimate = Estimate;
