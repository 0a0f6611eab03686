import type { StaffStatus } from 'shared/contracts/users';

/** A staff member's status in words (never the code). */
export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};
