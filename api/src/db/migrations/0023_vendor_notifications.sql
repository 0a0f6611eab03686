-- The bell for the vendor's own records (ADR 0012): a notification may name one of the
-- vendor's sales orders or estimates (their own ids, their own tables), so a click opens it.

ALTER TABLE notifications
  ADD COLUMN notification_vendor_sales_order_id integer
    REFERENCES vendor_sales_orders (id) ON DELETE SET NULL,
  ADD COLUMN notification_vendor_estimate_id integer
    REFERENCES vendor_estimates (id) ON DELETE SET NULL;
