import type { VendorBilling } from 'shared/contracts/vendorBilling';

// The billing pages' words for amounts, seats and the card.

/** "$49.00" from the api's "49.00". */
export const money = (amount: string): string => `$${amount}`;

/** "1 user", "5 users". */
export const usersText = (n: number): string =>
  `${n} ${n === 1 ? 'user' : 'users'}`;

/** "3 of 5 seats used" (no plan: "3 seats used, no limit"). */
export const seatsText = ({
  used,
  included,
}: VendorBilling['seats']): string =>
  included === null
    ? `${used} ${used === 1 ? 'seat' : 'seats'} used, no limit`
    : `${used} of ${included} ${included === 1 ? 'seat' : 'seats'} used`;

/** "VISA card ending 4242", or "card ending 4242" when the brand is not known (a card of the set-up). */
export const cardText = (card: NonNullable<VendorBilling['card']>): string =>
  `${card.brand ? `${card.brand.toUpperCase()} card` : 'card'} ending ${card.last4}`;
