-- Store flags: whether the storefront offers order tracking (the header's Track Order button).
ALTER TABLE stores ADD COLUMN IF NOT EXISTS is_order_tracking_enabled boolean NOT NULL DEFAULT true;

-- Demo stores already seeded before this migration: Acme tracks orders, Globex does not.
UPDATE stores SET is_order_tracking_enabled = true WHERE id = 1;
UPDATE stores SET is_order_tracking_enabled = false WHERE id = 2;
