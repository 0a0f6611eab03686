-- The store's selected insurance plan (insurance "selected"; the
-- storefront's "active insurance"): at most one per store, and only a plan checkout offers.
-- Switching a plan off or deleting it leaves the store with none selected.
ALTER TABLE insurances
  ADD COLUMN is_selected boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT insurances_selected_offered CHECK (NOT is_selected OR is_active);
CREATE UNIQUE INDEX insurances_one_selected_idx ON insurances (store_id) WHERE is_selected;
