import { api } from 'shared/api';
import type {
  EstimateAnswerInput,
  VendorCustomerEstimate,
} from 'shared/contracts/estimateQuotes';

// The vendor's customer's estimate link (ADR 0026, dated section): /estimate/{token} on the vendor
// host, the link of the "ready for you to review" mail. The token is the key: no login.

const linkPath = (token: string) =>
  `vendor-estimates/by-token/${encodeURIComponent(token)}`;

export const estimateLinkKeys = {
  one: (token: string) => [linkPath(token)] as const,
};

export const getLinkedEstimate = (token: string) =>
  api.get<VendorCustomerEstimate>(linkPath(token));

export const answerLinkedEstimate = (
  token: string,
  body: EstimateAnswerInput,
) => api.post<VendorCustomerEstimate>(`${linkPath(token)}/answer`, body);
