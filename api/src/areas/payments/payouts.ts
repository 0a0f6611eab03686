// Connecting a store's payout bank account (the onboarding's /connect-stripe step) without a Stripe
// key: the built-in test provider answers by Stripe's documented test bank accounts, so the failure
// page can be reached on purpose. With a key, payouts go through Stripe Connect (./stripeConnect.ts).

/** Stripe's test routing number and accounts: the first connects, the second fails. */
export const TEST_BANK_ACCOUNTS = {
  routingNumber: '110000000',
  connects: '000123456789',
  fails: '000111111116',
} as const;

export interface PayoutAccountInput {
  account_holder: string;
  routing_number: string;
  account_number: string;
}

export type PayoutConnectResult =
  { status: 'connected'; last4: string } | { status: 'failed' };

/** The test provider's answer: any valid-looking account connects except the failing test one. */
export function connectTestPayoutAccount(
  input: PayoutAccountInput,
): PayoutConnectResult {
  const account = input.account_number.replace(/\s/g, '');
  if (account === TEST_BANK_ACCOUNTS.fails) return { status: 'failed' };
  return { status: 'connected', last4: account.slice(-4) };
}
