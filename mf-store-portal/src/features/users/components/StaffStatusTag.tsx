import type { StaffStatus } from 'shared/contracts/users';
import { STAFF_STATUS_LABELS } from '../status';
import '../users.css';

/** A staff member's status in words, in colours that keep 4.5:1 contrast. */
export function StaffStatusTag({ status }: { status: StaffStatus }) {
  return (
    <span className={`staff-status staff-status--${status}`}>
      {STAFF_STATUS_LABELS[status]}
    </span>
  );
}
