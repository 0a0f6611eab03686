import {
  ONBOARDING_MESSAGES,
  type OnboardingState,
} from 'shared/contracts/onboarding';
import type { PaymentsConfig, PublicUrlConfig } from '../../config';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors';
import type { StripeConnect } from '../payments';
import { ROLES } from '../../auth/permissions';
import { lockOnboarding, stepIndex, stepsMissing } from './onboarding';
import { saveStep } from './onboardingSteps';
import { portalOrigin } from '../identity';

// /connect-stripe when the api has a Stripe key: the store's Express connected account
// is made once (stores.stripe_account_id, migration 0042) and each visit gets a new Account Link to
// Stripe's hosted onboarding. Stripe sends the owner back to `/connect-stripe?stripe=return`, whose page
// asks the api to re-read the account: ready (details submitted, charges enabled) → the payouts
// step is done and the set-up goes on to /complete-setup; not ready → 409 PAYOUTS.INCOMPLETE
// (/failed-stripe-onboarding offers a new link). An expired link sends the owner to
// /connect-stripe (the refresh URL), which makes a new one.

export const STRIPE_REFRESH_PATH = '/connect-stripe';
/** The same page: it sees `stripe=return` and asks the api to re-read the account. */
export const STRIPE_RETURN_PATH = '/connect-stripe?stripe=return';

export const stripeNotConfigured = () =>
  new ApiError(
    409,
    'PAYOUTS.NOT_CONFIGURED',
    ONBOARDING_MESSAGES.stripeNotConfigured,
  );

export const stripeOnly = () =>
  new ApiError(409, 'PAYOUTS.STRIPE', ONBOARDING_MESSAGES.stripeOnly);

const stripeIncomplete = () =>
  new ApiError(409, 'PAYOUTS.INCOMPLETE', ONBOARDING_MESSAGES.stripeIncomplete);

interface StoreRow {
  name: string;
  url: string;
  stripe_account_id: string | null;
  owner_email: string | null;
}

/**
 * A new Account Link for the store's connected account (made on the first call): answers its URL.
 * 409 for a complete store, 400 before the earlier steps are done.
 */
export async function startStripeConnect(
  db: Db,
  stripe: StripeConnect,
  publicUrl: PublicUrlConfig,
  storeId: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await lockOnboarding(tx, storeId);
    if (stepIndex(row.step) < stepIndex('payouts')) throw stepsMissing();
    const [store] = (await tx.query<StoreRow>(
      `SELECT s.name, s.url, s.stripe_account_id,
         (SELECT u.email FROM users u WHERE u.store_id = s.id AND u.role_id = $2
          ORDER BY u.id LIMIT 1) AS owner_email
       FROM stores s WHERE s.id = $1`,
      [storeId, ROLES.storeOwner],
    )) as [StoreRow];
    let accountId = store.stripe_account_id;
    if (!accountId) {
      accountId = await stripe.createAccount({
        storeId,
        email: store.owner_email ?? '',
        storeName: store.name,
      });
      await tx.query('UPDATE stores SET stripe_account_id = $2 WHERE id = $1', [
        storeId,
        accountId,
      ]);
    }
    const origin = portalOrigin(store, publicUrl);
    return stripe.createOnboardingLink({
      accountId,
      refreshUrl: `${origin}${STRIPE_REFRESH_PATH}`,
      returnUrl: `${origin}${STRIPE_RETURN_PATH}`,
    });
  });
}

/**
 * Re-reads the store's connected account: ready → the payouts step is done (the bank's last 4
 * digits kept when Stripe shows them); not ready, or no account yet → 409 PAYOUTS.INCOMPLETE and
 * nothing changes.
 */
export async function finishStripeConnect(
  db: Db,
  stripe: StripeConnect,
  storeId: number,
): Promise<void> {
  await saveStep(db, storeId, 'payouts', async (tx) => {
    const [store] = await tx.query<{ stripe_account_id: string | null }>(
      'SELECT stripe_account_id FROM stores WHERE id = $1',
      [storeId],
    );
    if (!store?.stripe_account_id) throw stripeIncomplete();
    const account = await stripe.readAccount(store.stripe_account_id);
    if (!account.ready) throw stripeIncomplete();
    await tx.query(
      `UPDATE store_onboarding SET payouts_last4 = $2, payouts_connected_on = now()
       WHERE store_id = $1`,
      [storeId, account.bankLast4],
    );
  });
}

/** How payouts connect: through Stripe Connect when the api has a Stripe key, else the test provider. */
export const payoutsProviderOf = (
  payments: PaymentsConfig,
): OnboardingState['payouts_provider'] =>
  payments.stripeSecretKey ? 'stripe' : 'test';
