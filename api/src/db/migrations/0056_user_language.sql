-- The portal language a store's or vendor's owner or staff member chose in the portal header
-- ('en', 'es'). NULL until they choose: the portal then shows English (or the URL's ?lang=).
ALTER TABLE users ADD COLUMN IF NOT EXISTS language text
  CHECK (language IN ('en', 'es'));
