-- A vendor owner uploads the pictures of the vendor's own services, which belong to no
-- store: such an upload names no store and counts against the user. Every other upload still names
-- its store.

ALTER TABLE uploads
  ALTER COLUMN store_id DROP NOT NULL,
  ADD CONSTRAINT uploads_store_or_user CHECK (store_id IS NOT NULL OR (user_id IS NOT NULL AND cart_id IS NULL));
