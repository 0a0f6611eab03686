import type { StaffStatus } from 'shared/contracts/users';
import { useStorePortalT } from '../../../i18n/t';
import '../users.css';

/** A staff member's status in words, in colours that keep 4.5:1 contrast. */
export function StaffStatusTag({ status }: { status: StaffStatus }) {
  const t = useStorePortalT();
  return (
    <span className={`staff-status staff-status--${status}`}>
      {t(`users.statuses.${status}`, { defaultValue: status })}
    </span>
  );
}
