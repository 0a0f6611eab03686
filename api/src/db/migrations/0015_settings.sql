-- The white-label settings page: a version for the owner's saves (a stale save answers
-- 409), and an index for the dashboard's aggregates over one store's orders by day.
ALTER TABLE stores ADD COLUMN branding_version integer NOT NULL DEFAULT 1;
CREATE INDEX IF NOT EXISTS sales_orders_store_created_idx ON sales_orders (store_id, created_on);
