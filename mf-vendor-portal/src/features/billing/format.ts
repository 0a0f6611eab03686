import type { VendorBilling } from 'shared/contracts/vendorBilling';
import type { TFunction } from 'shared/i18n';

// The billing pages' words for users and seats (t of the 'billing' namespace).

/** "1 user", "5 users". */
export const usersText = (t: TFunction, n: number): string =>
  t('vendor.users', { count: n });

/** "3 of 5 seats used" (no plan: "3 seats used, no limit"). */
export const seatsText = (
  t: TFunction,
  { used, included }: VendorBilling['seats'],
): string =>
  included === null
    ? t('vendor.seatsNoLimit', { count: used })
    : t('vendor.seats', { used, count: included });
