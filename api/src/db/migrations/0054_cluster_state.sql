-- What several api replicas share instead of one process's disk or memory (ADR 0032).

-- Uploaded images live in the database, so every replica reads what any one of them stored. The
-- bytes are kept once per content (SHA-256) and never change; each upload keeps its own random
-- name (its URL, and the row its owner's quota counts) and points at its bytes.
CREATE TABLE upload_blobs (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[a-f0-9]{64}$'),
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  body bytea NOT NULL,
  created_on timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE uploads ADD COLUMN sha256 text REFERENCES upload_blobs (sha256);

-- A plan renewal whose charge the payment provider refused: the month's invoice stays unpaid as
-- 'failed' (the bill date still moves on, so the owner is charged once and mailed once).
ALTER TABLE store_invoices DROP CONSTRAINT IF EXISTS store_invoices_status_check;
ALTER TABLE store_invoices
  ADD CONSTRAINT store_invoices_status_check CHECK (status IN ('paid', 'due', 'failed'));
ALTER TABLE vendor_plan_invoices DROP CONSTRAINT IF EXISTS vendor_plan_invoices_status_check;
ALTER TABLE vendor_plan_invoices
  ADD CONSTRAINT vendor_plan_invoices_status_check CHECK (status IN ('paid', 'due', 'void', 'failed'));

-- A quote past its valid-until day: when the expiry job noticed it (once), so its mail goes once.
ALTER TABLE estimates ADD COLUMN IF NOT EXISTS expired_on timestamptz;
CREATE INDEX estimates_valid_until_idx ON estimates (valid_until)
  WHERE valid_until IS NOT NULL AND expired_on IS NULL;
