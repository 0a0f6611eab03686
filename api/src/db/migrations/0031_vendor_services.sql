-- A vendor owner's own services (/portal/services on the vendor host): a service belongs
-- to exactly one owner, a store (sold on its storefront) or a vendor (built in the vendor portal).
-- Every store query filters on store_id, so a vendor's service never reaches a storefront.

ALTER TABLE services
  ALTER COLUMN store_id DROP NOT NULL,
  ADD COLUMN vendor_id integer REFERENCES vendors (id),
  ADD CONSTRAINT services_one_owner CHECK ((store_id IS NULL) <> (vendor_id IS NULL));
CREATE INDEX services_vendor_idx ON services (vendor_id) WHERE vendor_id IS NOT NULL;
