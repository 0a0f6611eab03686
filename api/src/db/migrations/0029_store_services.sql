-- The store portal's services page: a version for the quick edit of a service's active
-- flag, price and category (a stale edit is a 409, never a silent overwrite).

ALTER TABLE services
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_on timestamptz NOT NULL DEFAULT now();
