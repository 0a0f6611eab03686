import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config';
import { clientOf } from './stripeProvider';

// Stripe Connect for a store's payouts (/connect-stripe when a Stripe key is set): an
// Express connected account, made once per store (an idempotency key per store, so a retry after a
// lost answer does not make a second one), and an Account Link that sends the owner through
// Stripe's hosted onboarding. The return page re-reads the account: it is ready once its details
// are submitted and it can take charges.

export interface ConnectAccountState {
  ready: boolean;
  /** the last 4 digits of its payout bank account, when Stripe shows one */
  bankLast4: string | null;
}

export interface StripeConnect {
  createAccount(input: {
    storeId: number;
    email: string;
    storeName: string;
  }): Promise<string>;
  createOnboardingLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<string>;
  readAccount(accountId: string): Promise<ConnectAccountState>;
}

function bankLast4Of(account: Stripe.Account): string | null {
  const [external] = account.external_accounts?.data ?? [];
  return external && 'last4' in external ? external.last4 : null;
}

/** Stripe Connect through the configured key; null when no key is set (the test provider's bank step). */
export function stripeConnectOf(config: PaymentsConfig): StripeConnect | null {
  if (!config.stripeSecretKey) return null;
  let client: Promise<Stripe> | undefined;
  const stripe = () => (client ??= clientOf(config));
  return {
    async createAccount({ storeId, email, storeName }) {
      const account = await (
        await stripe()
      ).accounts.create(
        {
          type: 'express',
          email,
          business_profile: { name: storeName },
          metadata: { store_id: String(storeId) },
        },
        { idempotencyKey: `store-${storeId}-connect-account` },
      );
      return account.id;
    },
    async createOnboardingLink({ accountId, refreshUrl, returnUrl }) {
      const link = await (
        await stripe()
      ).accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      });
      return link.url;
    },
    async readAccount(accountId) {
      const account = await (await stripe()).accounts.retrieve(accountId);
      return {
        ready: account.details_submitted && account.charges_enabled,
        bankLast4: bankLast4Of(account),
      };
    },
  };
}
