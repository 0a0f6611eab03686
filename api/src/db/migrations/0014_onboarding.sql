-- A new store from sign-up to selling: the platform's plans, as data, and where each
-- store's onboarding stands. A store without a row here was created before onboarding existed
-- (the demo stores): its is_onboarding_complete flag alone tells.

CREATE TABLE plans (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  monthly_price numeric(12, 2) NOT NULL CHECK (monthly_price >= 0),
  locations_included integer NOT NULL CHECK (locations_included >= 1),
  price_per_extra_location numeric(12, 2) NOT NULL CHECK (price_per_extra_location >= 0),
  sequence integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

INSERT INTO plans (id, name, monthly_price, locations_included, price_per_extra_location, sequence) VALUES
  (1, 'Starter', 29.00, 1, 19.00, 1),
  (2, 'Growth', 79.00, 3, 15.00, 2),
  (3, 'Scale', 199.00, 10, 9.00, 3);

-- step: the first step not done (shared/contracts/onboarding ONBOARDING_STEPS).
CREATE TABLE store_onboarding (
  store_id integer PRIMARY KEY REFERENCES stores (id),
  step text NOT NULL DEFAULT 'store',
  chosen_services jsonb NOT NULL DEFAULT '[]'::jsonb,
  plan_id integer REFERENCES plans (id),
  extra_locations integer NOT NULL DEFAULT 0 CHECK (extra_locations BETWEEN 0 AND 100),
  plan_paid_amount numeric(12, 2),
  plan_paid_ref text,
  plan_card_brand text,
  plan_card_last4 text,
  plan_paid_on timestamptz,
  payouts_last4 text,
  payouts_connected_on timestamptz,
  completed_on timestamptz,
  created_on timestamptz NOT NULL DEFAULT now(),
  updated_on timestamptz NOT NULL DEFAULT now()
);
