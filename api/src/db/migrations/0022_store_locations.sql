-- The store portal's locations (add, edit, make default, remove). A version for stale
-- edits (a stale save is a 409 with the location as it is now, never a silent overwrite), and at
-- most one default location per store (the one that receives storefront orders, migration 0009).
ALTER TABLE locations ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
CREATE UNIQUE INDEX IF NOT EXISTS locations_one_default_idx ON locations (store_id) WHERE is_default;
