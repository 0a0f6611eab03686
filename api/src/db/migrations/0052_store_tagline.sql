-- A store's tagline: one sentence about the store that its storefront's pages describe themselves
-- with to search engines and link previews (the meta description of pages without their own).
ALTER TABLE stores
  ADD COLUMN IF NOT EXISTS tagline text CHECK (tagline IS NULL OR length(tagline) <= 160);

