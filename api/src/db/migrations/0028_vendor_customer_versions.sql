-- The vendor edits its own customers: a version for stale edits (409, never a silent
-- overwrite) and when the record last changed.

ALTER TABLE vendor_customers
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_on timestamptz NOT NULL DEFAULT now();
