import { ESTIMATE, statusLabel } from 'shared/workflow';
import type { EstimateStatus } from './api';

/** An estimate's status in words, from the one estimate machine (ADR 0009). */
export const estimateStatusLabel = (status: EstimateStatus): string =>
  statusLabel(ESTIMATE, status);
