-- The language a customer placed an order or asked for an estimate in ('en', 'es'): the mails sent
-- later about it (status changes, quotes, expiry, refunds, payment requests) go in it. NULL for
-- records made before it was kept, by staff or by import: those mails stay English.
ALTER TABLE sales_orders ADD COLUMN IF NOT EXISTS language text
  CHECK (language IN ('en', 'es'));
ALTER TABLE estimates ADD COLUMN IF NOT EXISTS language text
  CHECK (language IN ('en', 'es'));
