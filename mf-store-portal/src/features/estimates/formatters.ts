import { ESTIMATE, statusLabel } from 'shared/workflow';
import { spt } from '../../i18n/t';
import type { EstimateStatus } from './api';

/** An estimate's status in words in the page's language (the estimate machine's English by default, ADR 0009). */
export const estimateStatusLabel = (status: EstimateStatus): string =>
  spt(`estimates.statuses.${status}`, {
    defaultValue: statusLabel(ESTIMATE, status),
  });
