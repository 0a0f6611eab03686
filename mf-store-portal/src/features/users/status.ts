import type { StaffStatus } from 'shared/contracts/users';
import { spt } from '../../i18n/t';

/** A staff member's status in words (never the code), in the page's language. */
export const staffStatusLabel = (status: StaffStatus): string =>
  spt(`users.statuses.${status}`, { defaultValue: status });
