-- The vendor owner's invoice settings (/portal/setting/invoice): payment terms for a new
-- invoice's due date, and the tax id and footer its PDF prints.

ALTER TABLE vendors
  ADD COLUMN invoice_payment_terms_days integer NOT NULL DEFAULT 30
    CHECK (invoice_payment_terms_days BETWEEN 0 AND 365),
  ADD COLUMN invoice_tax_id text NOT NULL DEFAULT '' CHECK (length(invoice_tax_id) <= 60),
  ADD COLUMN invoice_footer text NOT NULL DEFAULT '' CHECK (length(invoice_footer) <= 1000),
  ADD COLUMN invoice_settings_version integer NOT NULL DEFAULT 1 CHECK (invoice_settings_version >= 1);

-- An invoice keeps the tax id and footer it was issued with.
ALTER TABLE vendor_invoices
  ADD COLUMN vendor_tax_id text NOT NULL DEFAULT '',
  ADD COLUMN footer text NOT NULL DEFAULT '';
