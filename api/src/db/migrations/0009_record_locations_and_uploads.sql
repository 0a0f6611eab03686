-- Every sales order and estimate belongs to a location of its own store, so store staff
-- limited to some locations reach only those records (api/src/auth/scope.ts). And every upload is
-- recorded with its owner, for the per-cart (per-user) upload quota (api/src/routes/uploads.ts).

-- A record names its location together with its store, so it can never point at another store's.
ALTER TABLE locations ADD CONSTRAINT locations_id_store_key UNIQUE (id, store_id);
ALTER TABLE estimates ADD COLUMN location_id integer;
ALTER TABLE sales_orders ADD CONSTRAINT sales_orders_location_store_fkey
  FOREIGN KEY (location_id, store_id) REFERENCES locations (id, store_id);
ALTER TABLE estimates ADD CONSTRAINT estimates_location_store_fkey
  FOREIGN KEY (location_id, store_id) REFERENCES locations (id, store_id);

-- The location that receives a storefront order or estimate: the store's default location (else its
-- first one). A record inserted without a location gets it; a store without locations leaves it
-- NULL, and such a record is reached only through a grant for every location.
CREATE FUNCTION store_default_location(store integer) RETURNS integer
  LANGUAGE sql STABLE
  AS $$ SELECT id FROM locations WHERE store_id = store ORDER BY is_default DESC, id LIMIT 1 $$;

CREATE FUNCTION set_default_location() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.location_id IS NULL THEN
    NEW.location_id := store_default_location(NEW.store_id);
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER sales_orders_default_location BEFORE INSERT ON sales_orders
  FOR EACH ROW EXECUTE FUNCTION set_default_location();
CREATE TRIGGER estimates_default_location BEFORE INSERT ON estimates
  FOR EACH ROW EXECUTE FUNCTION set_default_location();

UPDATE sales_orders SET location_id = store_default_location(store_id) WHERE location_id IS NULL;
UPDATE estimates SET location_id = store_default_location(store_id) WHERE location_id IS NULL;

-- The portal's lists read a store's records of some locations, newest first.
CREATE INDEX sales_orders_store_location_idx ON sales_orders (store_id, location_id, created_on DESC);
CREATE INDEX estimates_store_location_idx ON estimates (store_id, location_id, created_on DESC);

-- One stored image (its file is `name` in the uploads folder) and whom it counts against: the cart
-- it was uploaded for (a guest's or a customer's; kept as text, so the count outlives a merged or
-- deleted cart) or else the portal or vendor user who uploaded it.
CREATE TABLE uploads (
  name text PRIMARY KEY CHECK (name ~ '^[a-f0-9]{32}\.(png|jpg|gif|webp)$'),
  store_id integer NOT NULL REFERENCES stores (id),
  cart_id text,
  user_id integer REFERENCES users (id),
  size integer NOT NULL CHECK (size > 0),
  created_on timestamptz NOT NULL DEFAULT now(),
  CHECK (cart_id IS NOT NULL OR user_id IS NOT NULL)
);
CREATE INDEX uploads_cart_idx ON uploads (cart_id, created_on) WHERE cart_id IS NOT NULL;
CREATE INDEX uploads_user_idx ON uploads (user_id, created_on) WHERE cart_id IS NULL;
