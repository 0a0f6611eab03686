-- The vendor's price lists (shared/contracts/priceLists): per store the vendor works with,
-- the price the store pays the vendor for each of the store's services. A work order's line keeps
-- the vendor's price of its service when the work order is sent.

CREATE TABLE vendor_price_lists (
  vendor_id integer NOT NULL,
  store_id integer NOT NULL,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  updated_on timestamptz NOT NULL DEFAULT now(),
  updated_by_user_id integer REFERENCES users (id),
  PRIMARY KEY (vendor_id, store_id),
  FOREIGN KEY (store_id, vendor_id) REFERENCES store_vendors (store_id, vendor_id)
);

CREATE TABLE vendor_prices (
  vendor_id integer NOT NULL,
  store_id integer NOT NULL,
  service_id integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  PRIMARY KEY (vendor_id, store_id, service_id),
  FOREIGN KEY (vendor_id, store_id) REFERENCES vendor_price_lists (vendor_id, store_id) ON DELETE CASCADE
);

ALTER TABLE work_order_lines ADD COLUMN vendor_price numeric(12, 2) CHECK (vendor_price >= 0);
