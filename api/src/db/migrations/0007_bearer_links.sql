-- The order, charge, estimate, feedback, tracking and payment links are bearer secrets.
-- New ones are 32 random bytes (256 bits, 43 base64url characters); the api creates them with
-- Node's crypto and these defaults are the fallback for any other insert. Lookups go by the sha256
-- of the presented value (the *_hash columns), so the database never compares a secret with a
-- guess character by character. Links already sent (32 hex characters of a v4 UUID) keep working.

CREATE FUNCTION random_public_token() RETURNS text
  LANGUAGE sql VOLATILE
  AS $$ SELECT rtrim(translate(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'base64'), '+/', '-_'), '=') $$;

-- Immutable for the generated columns: the database encoding is fixed (UTF8), so the hash of a
-- text is too. The same as api/src/domain/orders.ts publicTokenHash().
CREATE FUNCTION public_token_hash(token text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT encode(sha256(convert_to(token, 'UTF8')), 'hex') $$;

ALTER TABLE sales_orders
  DROP CONSTRAINT sales_orders_token_check,
  DROP CONSTRAINT sales_orders_feedback_token_check,
  ADD CONSTRAINT sales_orders_token_check CHECK (token ~ '^[A-Za-z0-9_-]{32,64}$'),
  ADD CONSTRAINT sales_orders_feedback_token_check CHECK (feedback_token ~ '^[A-Za-z0-9_-]{32,64}$'),
  ALTER COLUMN token SET DEFAULT random_public_token(),
  ALTER COLUMN feedback_token SET DEFAULT random_public_token(),
  -- The tracking link (/order-tracking/{number}?token=…): status only, for the mail, the thank-you
  -- page and the job envelope's QR code; never the order token, which shows the whole order.
  ADD COLUMN tracking_token text NOT NULL DEFAULT random_public_token()
    CHECK (tracking_token ~ '^[A-Za-z0-9_-]{32,64}$'),
  ADD COLUMN token_hash text GENERATED ALWAYS AS (public_token_hash(token)) STORED,
  ADD COLUMN feedback_token_hash text GENERATED ALWAYS AS (public_token_hash(feedback_token)) STORED,
  ADD COLUMN tracking_token_hash text GENERATED ALWAYS AS (public_token_hash(tracking_token)) STORED,
  -- Whose request an idempotency key belongs to ('customer:<id>' or 'cart:<id>') and the sha256 of
  -- the request without its key: another caller's equal key never answers this order.
  ADD COLUMN idempotency_scope text,
  ADD COLUMN idempotency_fingerprint text;
CREATE UNIQUE INDEX sales_orders_token_hash_key ON sales_orders (token_hash);
CREATE UNIQUE INDEX sales_orders_feedback_token_hash_key ON sales_orders (feedback_token_hash);
CREATE UNIQUE INDEX sales_orders_tracking_token_hash_key ON sales_orders (tracking_token_hash);

ALTER TABLE charges
  DROP CONSTRAINT charges_token_check,
  ADD CONSTRAINT charges_token_check CHECK (token ~ '^[A-Za-z0-9_-]{32,64}$'),
  ALTER COLUMN token SET DEFAULT random_public_token(),
  ADD COLUMN token_hash text GENERATED ALWAYS AS (public_token_hash(token)) STORED;
CREATE UNIQUE INDEX charges_token_hash_key ON charges (token_hash);

ALTER TABLE estimates
  DROP CONSTRAINT estimates_token_check,
  ADD CONSTRAINT estimates_token_check CHECK (token ~ '^[A-Za-z0-9_-]{32,64}$'),
  ALTER COLUMN token SET DEFAULT random_public_token(),
  ADD COLUMN token_hash text GENERATED ALWAYS AS (public_token_hash(token)) STORED,
  ADD COLUMN idempotency_scope text,
  ADD COLUMN idempotency_fingerprint text;
CREATE UNIQUE INDEX estimates_token_hash_key ON estimates (token_hash);

-- A payment is confirmed (the middle page) by its own reference, never by its counting id.
ALTER TABLE payments
  ADD COLUMN reference text NOT NULL DEFAULT random_public_token()
    CHECK (reference ~ '^[A-Za-z0-9_-]{43}$'),
  ADD COLUMN reference_hash text GENERATED ALWAYS AS (public_token_hash(reference)) STORED;
CREATE UNIQUE INDEX payments_reference_hash_key ON payments (reference_hash);

-- Earlier keys: a customer's belong to the customer; a guest's cart was not recorded, so its key
-- is scoped to the order itself and never answers another request.
UPDATE sales_orders SET idempotency_scope =
  CASE WHEN customer_id IS NULL THEN 'order:' || id ELSE 'customer:' || customer_id END
  WHERE idempotency_key IS NOT NULL;
UPDATE estimates SET idempotency_scope =
  CASE WHEN customer_id IS NULL THEN 'estimate:' || id ELSE 'customer:' || customer_id END
  WHERE idempotency_key IS NOT NULL;
DROP INDEX sales_orders_idempotency_key;
DROP INDEX estimates_idempotency_key;
CREATE UNIQUE INDEX sales_orders_idempotency_key ON sales_orders (store_id, idempotency_scope, idempotency_key);
CREATE UNIQUE INDEX estimates_idempotency_key ON estimates (store_id, idempotency_scope, idempotency_key);
