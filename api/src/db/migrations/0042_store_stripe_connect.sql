-- /connect-stripe with Stripe configured: the store's Stripe Connect (Express) account,
-- made once on the first connect and reused for every later onboarding link.
ALTER TABLE stores ADD COLUMN IF NOT EXISTS stripe_account_id text UNIQUE;
