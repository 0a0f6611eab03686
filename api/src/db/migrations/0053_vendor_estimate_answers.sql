-- A vendor's customer answers its estimate through the estimate's own link (ADR 0026): who (the
-- customer's name and how), when, which sent version and their note, as on the store's estimates.
ALTER TABLE vendor_estimates
  ADD COLUMN answered_on timestamptz,
  ADD COLUMN answered_by text,
  ADD COLUMN answered_version integer,
  ADD COLUMN answer_note text NOT NULL DEFAULT '' CHECK (length(answer_note) <= 2000);

-- Work past the do-not-exceed amount the customer approved asks them again: the store sends a
-- revision of the converted estimate, which keeps its order while it waits (and while it is
-- approved or declined); only a converted estimate must have one.
ALTER TABLE estimates DROP CONSTRAINT estimates_converted_has_order;
ALTER TABLE estimates ADD CONSTRAINT estimates_converted_has_order
  CHECK (status <> 'converted' OR sales_order_id IS NOT NULL);
