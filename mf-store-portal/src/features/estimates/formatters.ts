import type { EstimateStatus } from './api';

const STATUS_LABELS: Record<EstimateStatus, string> = {
  requested: 'Requested',
  quoted: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
};

export const estimateStatusLabel = (status: EstimateStatus): string =>
  STATUS_LABELS[status] ?? status;
