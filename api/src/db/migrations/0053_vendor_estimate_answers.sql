-- A vendor's customer answers its estimate through the estimate's own link (ADR 0026): who (the
-- customer's name and how), when, which sent version and their note, as on the store's estimates.
ALTER TABLE vendor_estimates
  ADD COLUMN answered_on timestamptz,
  ADD COLUMN answered_by text,
  ADD COLUMN answered_version integer,
  ADD COLUMN answer_note text NOT NULL DEFAULT '' CHECK (length(answer_note) <= 2000);
